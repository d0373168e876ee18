/**
 * A dataset's rows for the data API: the pointer is read on every request, a version's rows
 * through the store (`readRowsAt`, which caches them by version within a bound), and, for
 * `asOf`, the version current then by the store's one 'as of' rule. Beside a version's rows it
 * keeps what recent queries' filters matched, with their columns, so a client paging through a
 * query filters the version once, not once a page.
 */
import type { DatasetId, DatasetRow, MoneyCurrency } from '@cannabis-reports/contracts';
import { moneyOf } from '@cannabis-reports/datasets';
import { readDataset, readRowsAt, versionAt } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { asOfInstant, BoundedCache } from '@cannabis-reports/reports';
import { badRequest, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { matchRows, type MatchingRows, type RowFilters } from './row-pages';

/** The queries' matches kept over all versions (the most recent ones). */
export const MATCHES_KEPT = 64;

const matches = new BoundedCache<MatchingRows>(MATCHES_KEPT);

const filtersKey = ({ state, from, to }: RowFilters) => JSON.stringify([state ?? '', from ?? '', to ?? '']);

export interface CurrentMatches extends MatchingRows {
  version: string;
  /** The currency of every amount of money in the rows (the dataset table's); null when they hold none. */
  money: MoneyCurrency | null;
  /** The units of the dataset's figures in words, as its source states them; null when not stated. */
  units: string | null;
}

/**
 * Whether an 'as of' is after now: a day after today (today itself reads what was published by
 * now, as the reports read it), or an instant more than a minute ahead.
 */
const stillToCome = (asOf: string, now: number) =>
  asOf.length === 10 ? asOf > new Date(now).toISOString().slice(0, 10) : Date.parse(asOfInstant(asOf)) > now + 60_000;

/**
 * The dataset's rows that the filters match, with their columns, as served now, or with `asOf` as
 * they were published at that date or instant.
 */
export async function currentMatches(id: DatasetId, filters: RowFilters, asOf?: string): Promise<CurrentMatches> {
  const pointer = await readDataset(db(), id);
  if (!pointer?.version) throw notFound('no_report_data', `No rows of ${id} are stored yet`);
  const markets = (pointer.markets ?? []).map((market) => market.state);
  const found =
    asOf === undefined
      ? { version: pointer.version, rowCount: pointer.rowCount ?? 0 }
      : stillToCome(asOf, Date.now())
        ? undefined
        : await versionAt(db(), id, asOf, pointer);
  if (!found)
    throw badRequest(
      'as_of_not_available',
      `No rows of ${id} were published by ${asOf}, or that date is still to come`,
    );
  const key = `${id}@${found.version}:${filtersKey(filters)}`;
  const described = { version: found.version, money: moneyOf(id), units: pointer.units ?? null };
  const kept = matches.get(key);
  if (kept) return { ...described, ...kept };
  const { rows } = (await readRowsAt<DatasetRow>(db(), id, found))!;
  const matching = matchRows(rows, markets, filters);
  matches.set(key, matching, 1);
  return { ...described, ...matching };
}
