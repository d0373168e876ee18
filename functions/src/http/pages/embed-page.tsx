/**
 * A chart in a frame on someone else's page: its title linking back, the chart, its source and
 * 'Data as of'. The frame's script tells the host page its height; the host's copy of
 * `/embed-resize.js` sizes the frame to it.
 */
import type { ReportData } from '@cannabis-reports/contracts';
import { PRODUCT_NAME } from '../../services/mail/layout';
import { ChartSvg } from './chart-svg';
import { dataAsOfLine } from './market-parts';
import type { PublicChart } from './market-summary';
import { renderPage } from './page-document';

/** The frame's own script: posts its height to the host page whenever it changes. */
export const FRAME_SCRIPT = '/embed-frame.js';

export interface EmbedInput {
  /** The chart's title as the frame shows it: 'Maryland: Monthly sales, US dollars'. */
  title: string;
  chart: PublicChart;
  report: ReportData;
  /** The absolute address the title links back to. */
  backTo: string;
  canonical: string;
}

export function embedPage({ title, chart, report, backTo, canonical }: EmbedInput): string {
  const publishers = [...new Set(report.sources.map((source) => source.publisher))].join('; ');
  return renderPage({
    meta: { title, description: `${title}. ${dataAsOfLine(report)}`, canonical },
    scripts: [FRAME_SCRIPT],
    className: 'embed-page',
    children: (
      <main className="embed-frame">
        <h1>
          <a href={backTo} target="_blank" rel="noopener">
            {title}
          </a>
        </h1>
        <ChartSvg chart={chart} id="embedded" />
        <p className="embed-source">
          Source: {publishers}. {dataAsOfLine(report)}{' '}
          <a href={backTo} target="_blank" rel="noopener">
            {PRODUCT_NAME}
          </a>
        </p>
      </main>
    ),
  });
}
