/**
 * `/markets/<market>`: one market's newest month, its changes, per resident, five years of sales,
 * how current it is, its sources and licences, the latest 'What's new' lines and what a
 * subscriber reads beyond it. Rendered on the server; the one script only adds the copy buttons.
 */
import {
  chartEmbedCode,
  formatPeriod,
  marketChartEmbedPath,
  type ReportData,
  type ReportVisitAnswer,
} from '@cannabis-reports/contracts';
import { ChartSvg } from './chart-svg';
import { DataAsOf, SourceList } from './market-parts';
import type { MarketSummary } from './market-summary';
import { marketPath, ogImagePath } from './page-addresses';
import { formatChange, formatFigure, formatMonth } from './page-format';
import { renderPage, SiteFrame } from './page-document';

/** 'What's new' lines shown: the newest few; the rest are a subscriber's. */
const NEWS_SHOWN = 4;

export interface MarketPageInput {
  code: string;
  name: string;
  report: ReportData;
  summary: MarketSummary;
  news: ReportVisitAnswer['whatsNew'];
  siteUrl: string;
}

export const marketTitle = (name: string) => `${name} cannabis sales by month`;

export function marketDescription({ name, summary }: Pick<MarketPageInput, 'name' | 'summary'>): string {
  const { headline } = summary;
  const unit = summary.currency === 'CAD' ? 'cad' : 'usd';
  const annual = summary.charts.find((chart) => chart.kind === 'bar');
  const values = annual?.series[0]?.values ?? [];
  const last = values.length - 1;
  if (!headline && annual && values[last] != null)
    return `${name}'s legal cannabis sales were ${formatFigure(values[last], unit)} in ${annual.x[last]}: annual totals by year, with sources.`;
  if (!headline)
    return `${name}'s legal cannabis market: the figures its regulator publishes, their sources and licences.`;
  return (
    `${name}'s legal cannabis sales were ${formatFigure(headline.total, unit)} in ${formatMonth(headline.month)}` +
    ` (${formatChange(headline.yearBefore.change)} on a year before). Five years by month, per resident, with sources.`
  );
}

function Headline({ summary }: { summary: MarketSummary }) {
  const { headline } = summary;
  if (!headline) return null;
  const unit = summary.currency === 'CAD' ? 'cad' : 'usd';
  const price = summary.currency === 'CAD' ? 'cad-price' : 'usd-price';
  return (
    <dl className="stats">
      <div>
        <dt>Sales in {formatMonth(headline.month)}</dt>
        <dd>{formatFigure(headline.total, unit)}</dd>
      </div>
      <div>
        <dt>Change on {formatMonth(headline.monthBefore.month)}</dt>
        <dd>{formatChange(headline.monthBefore.change)}</dd>
      </div>
      <div>
        <dt>Change on {formatMonth(headline.yearBefore.month)}</dt>
        <dd>{formatChange(headline.yearBefore.change)}</dd>
      </div>
      {headline.perResident !== null && (
        <div>
          <dt>Per resident in {formatMonth(headline.month)}</dt>
          <dd>{formatFigure(headline.perResident, price)}</dd>
        </div>
      )}
    </dl>
  );
}

export function marketPage(input: MarketPageInput): string {
  const { code, name, report, summary, news, siteUrl } = input;
  const shown = news.filter((line) => line.markets.includes(code)).slice(0, NEWS_SHOWN);
  return renderPage({
    meta: {
      title: marketTitle(name),
      description: marketDescription(input),
      canonical: `${siteUrl}${marketPath(code)}`,
      image: { url: `${siteUrl}${ogImagePath(code)}`, alt: `${name}'s monthly cannabis sales over five years` },
    },
    scripts: ['/public-pages.js'],
    children: (
      <SiteFrame>
        <nav aria-label="Breadcrumb" className="crumbs">
          <a href="/markets">Markets</a> / <span aria-current="page">{name}</span>
        </nav>
        <h1>{marketTitle(name)}</h1>
        <DataAsOf report={report} />
        <Headline summary={summary} />
        {summary.charts.map((chart) => (
          <figure key={chart.id} className="chart-figure" aria-labelledby={`${chart.id}-caption`}>
            <figcaption id={`${chart.id}-caption`}>
              {chart.kind === 'line' ? `${chart.title}, the last five years` : chart.title}
            </figcaption>
            <ChartSvg chart={chart} id={`${chart.id}-chart`} />
            {chart.annotations && (
              <ul className="chart-marks" aria-label="Marked on the chart">
                {chart.annotations.map((mark) => (
                  <li key={`${mark.x} ${mark.label}`}>
                    {formatMonth(mark.x)} (dashed line): {mark.label}.{mark.text ? ` ${mark.text}` : ''}
                    {mark.sourceUrl && (
                      <>
                        {' '}
                        <a href={mark.sourceUrl} rel="noopener">
                          Source
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className="embed">
              <button type="button" className="copy-embed" data-copy={`${chart.id}-code`} hidden>
                Copy embed code
              </button>
              <details>
                <summary>Embed this chart</summary>
                <label htmlFor={`${chart.id}-code`}>Embed code for {chart.title.toLowerCase()}</label>
                <textarea
                  id={`${chart.id}-code`}
                  readOnly
                  rows={4}
                  defaultValue={chartEmbedCode(
                    siteUrl,
                    marketChartEmbedPath(code, chart.id),
                    `${name}: ${chart.title}`,
                  )}
                />
              </details>
            </div>
          </figure>
        ))}
        {shown.length > 0 && (
          <section aria-labelledby="news">
            <h2 id="news">What's new</h2>
            <ul className="news">
              {shown.map((line) => (
                <li key={line.datasetId}>
                  <time dateTime={line.publishedAt.slice(0, 10)}>{formatPeriod(line.publishedAt.slice(0, 10))}</time>:{' '}
                  {line.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        <SourceList report={report} />
        <section aria-labelledby="subscribe" className="subscribe">
          <h2 id="subscribe">What a subscriber gets</h2>
          <ul>
            <li>Every month since {name}'s market opened, not only the last five years.</li>
            <li>
              Every chart and table of {name}'s report: sales as the sources split them, prices, tax and licences where
              published.
            </li>
            <li>{name} compared with every other state and province, per resident and indexed.</li>
            <li>Downloads as CSV and Excel, saved views, and charts of saved views to embed.</li>
            <li>An e-mail when new figures for {name} are published, and the data API.</li>
          </ul>
          <p>
            <a className="button" href="/register">
              Create an account
            </a>
          </p>
        </section>
      </SiteFrame>
    ),
  });
}
