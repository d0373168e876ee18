import type {
  DatasetArrival,
  DatasetCatalogAnswer,
  DatasetSummary,
  FetchVia,
  MoneyCurrency,
  PublicationCurrency,
} from '@cannabis-reports/contracts';
import { currencyWords, formatPeriod } from '@cannabis-reports/contracts';
import { listInWords } from '../../config/coverage';
import { stateName } from '../../config/state-names';
import { formatDate } from '../../lib/dates';

/** What a dataset covers, in words: 'Jan 2014 to Dec 2021', 'weeks from Jan 8, 2023 to Mar 29, 2026', 'Aug 2026'. */
export function coveredPeriod({ periodFrom, periodTo, periodKind }: DatasetSummary): string {
  if (periodKind === 'snapshot' || periodFrom === periodTo) return `as of ${formatPeriod(periodTo)}`;
  const range = `${formatPeriod(periodFrom)} to ${formatPeriod(periodTo)}`;
  return periodKind === 'week' ? `weeks from ${range}` : range;
}

/** The markets by name; a multi-market dataset's with each one's newest month, since they differ. */
export function marketsOf({ markets }: DatasetSummary): string {
  if (markets.length === 0) return 'Not market by market';
  if (markets.length === 1) return stateName(markets[0].state);
  // Canada before its provinces and territories; the rest in the catalogue's order.
  const ordered = [...markets].sort((a, b) => Number(b.state === 'CAN') - Number(a.state === 'CAN'));
  return ordered.map((market) => `${stateName(market.state)} (to ${formatPeriod(market.periodTo)})`).join(', ');
}

/** The currency of a dataset's money, in words: never converted on its own pages. */
export function moneyText(money: MoneyCurrency | null): string {
  if (money === 'CAD') return 'Canadian dollars (C$, CAD), as published';
  if (money === 'USD') return 'US dollars ($, USD), as published';
  return 'No amounts of money';
}

/** An import's time as a day in the reader's time zone; 'Not recorded yet' before the importer recorded one. */
export const checkedTime = (iso: string | null) =>
  iso === null ? 'Not recorded yet' : formatDate(Date.parse(iso) / 1000);

/**
 * Why a source is marked overdue, in words: how long no import has read it against what its
 * publisher's cadence allows; null when it is not overdue.
 */
export function overdueNote({ overdue, lastChecked, expectedChangeDays }: DatasetSummary, now = Date.now()) {
  if (!overdue || lastChecked === null || expectedChangeDays === null) return null;
  const days = Math.floor((now - Date.parse(lastChecked)) / 86_400_000);
  return `Overdue: not fetched for ${days} days; the publisher's cadence allows ${expectedChangeDays}`;
}

/** 'Current', '7 months behind' or 'Frozen': the contracts' words for a dataset's currency, as a label starts. */
export function currencyLabel(currency: PublicationCurrency): string {
  const words = currencyWords(currency);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The sentence under a dataset's title saying how current it is: what the publisher should have
 * out against what we hold, or that a one-off compilation is not updated.
 */
export function currencyNote({ currency }: DatasetSummary): string {
  if (currency.status === 'frozen') return 'Frozen: a one-off compilation, not updated by its compiler.';
  const expected = formatPeriod(currency.newestExpected ?? '');
  if (currency.status === 'current') return `Current: holds the publisher's newest month, ${expected}.`;
  return `${currencyLabel(currency)}: the publisher should have figures out to ${expected}; we hold them to ${formatPeriod(currency.newestHeld ?? '')}.`;
}

/**
 * /data's summary of currency: how many markets with monthly figures hold their publisher's newest
 * month, and the markets nearest to it when none does ('None of the 11 markets with monthly figures
 * is current with its publisher; the closest: Connecticut, 7 months behind.'). Null before dates are known.
 */
export function marketsCurrentSentence(markets: DatasetCatalogAnswer['markets']): string | null {
  const judged = markets.flatMap((market) => (market.currency ? [{ state: market.state, ...market.currency }] : []));
  if (judged.length === 0) return null;
  const current = judged.filter((market) => market.status === 'current');
  const counted = `${judged.length} ${judged.length === 1 ? 'market' : 'markets'} with monthly figures`;
  if (current.length > 0)
    return `${current.length} of the ${counted} ${current.length === 1 ? 'is' : 'are'} current with ${current.length === 1 ? 'its publisher' : 'their publishers'}: ${listInWords(current.map((market) => stateName(market.state)))}.`;
  const least = Math.min(...judged.map((market) => market.monthsBehind ?? Infinity));
  const closest = judged.filter((market) => market.monthsBehind === least).map((market) => stateName(market.state));
  return `None of the ${counted} is current with its publisher; the closest: ${listInWords(closest)}, ${currencyLabel(judged.find((market) => market.monthsBehind === least)!)}.`;
}

/** How a dataset's new publications reach us, in words. */
export function arrivalText(arrives: DatasetArrival): string {
  if (arrives.how === 'fetched') return `Fetched daily from ${arrives.host}`;
  if (arrives.how === 'manual') return "Imported by hand from the publisher's PDF or dashboard";
  return 'A one-off compilation, not updated';
}

/** How one version's file, or one refused file, reached us. */
export const viaText = (via: FetchVia) => (via === 'manual' ? 'Imported by hand' : 'Fetched');
