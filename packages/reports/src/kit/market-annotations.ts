/**
 * The market events table drawn on a report's charts: every chart whose months cover an event
 * of a market the report shows gets its mark (a line, or a shaded range for an event of several
 * months), and a series break a chart already marks from its data gets the event's source link.
 * Done once for every report, where it is read (buildReport), so no report can leave it out.
 */
import {
  stateName,
  type ChartAnnotation,
  type MarketEvent,
  type ReportFilter,
  type ReportSection,
} from '@cannabis-reports/contracts';
import { MARKET_EVENTS } from '@cannabis-reports/datasets';

/** A category's month: a month as itself, a day (a week's start) as its month; a name has none. */
const monthOf = (category: string) => (/^\d{4}-\d{2}(-\d{2})?$/.test(category) ? category.slice(0, 7) : undefined);

/** The markets a report's choices show: its market filter's values ('state' or 'states'). */
export function marketsShown(filters: ReportFilter[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === 'choice' && (filter.name === 'state' || filter.name === 'states') ? filter.value : [],
  );
}

/** An event's mark on a chart of categories `x`, or undefined when the chart's months miss it. */
export function eventMark(event: MarketEvent, x: string[], named: boolean): ChartAnnotation | undefined {
  const last = event.to ?? event.from;
  const inside = x.filter((category) => {
    const month = monthOf(category);
    return month !== undefined && month >= event.from && month <= last;
  });
  if (inside.length === 0) return undefined;
  return {
    x: inside[0],
    ...(event.to && inside.length > 1 ? { to: inside.at(-1)! } : {}),
    label: named ? `${stateName(event.market)}: ${event.label.toLowerCase()}` : event.label,
    kind: event.kind,
    text: event.text,
    sourceUrl: event.sourceUrl,
  };
}

/**
 * Whether `event` is what a chart's own mark shows: a break in the series the same month (Maryland's
 * total counts adult-use sales from July 2023, when they began), of the same market (by name or
 * code) when the chart names several.
 */
function isBehind(event: MarketEvent, annotation: ChartAnnotation, markets: string[]): boolean {
  return (
    annotation.kind === 'series-break' &&
    event.from === monthOf(annotation.x) &&
    markets.includes(event.market) &&
    (markets.length === 1 ||
      annotation.label.startsWith(`${stateName(event.market)}:`) ||
      annotation.label.startsWith(`${event.market}:`))
  );
}

/** The chart with the events of `markets` its months cover, in category order. */
function annotated(section: ReportSection, markets: string[]): ReportSection {
  if (section.kind === 'table' || section.kind === 'county-map') return section;
  const events = MARKET_EVENTS.filter((event) => markets.includes(event.market));
  // A mark the chart draws from its data keeps its words and gains the event's source.
  const own = (section.annotations ?? []).map((annotation) => {
    const event = annotation.sourceUrl ? undefined : events.find((one) => isBehind(one, annotation, markets));
    return event ? { ...annotation, sourceUrl: event.sourceUrl } : annotation;
  });
  // An event in one dataset's figures is marked only where they are drawn: by the chart's own marks.
  const added = events.flatMap((event) => {
    if (event.dataset || own.some((annotation) => isBehind(event, annotation, markets))) return [];
    const mark = eventMark(event, section.x, markets.length > 1);
    return mark ? [mark] : [];
  });
  const annotations = [...own, ...added].sort((a, b) => section.x.indexOf(a.x) - section.x.indexOf(b.x));
  return annotations.length ? { ...section, annotations } : section;
}

/** The report's sections with the market events of the markets it shows (`fixed` for a one-market report). */
export function withMarketEvents(sections: ReportSection[], filters: ReportFilter[], fixed?: string): ReportSection[] {
  const markets = fixed ? [fixed] : marketsShown(filters);
  if (markets.length === 0) return sections;
  return sections.map((section) => annotated(section, markets));
}
