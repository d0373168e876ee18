import { marketLabel, type MarketCoverage } from '@cannabis-reports/contracts';
import { stateName } from '../../config/state-names';
import './report-preview.css';

/** Hand-drawn trend lines: the look of the Market overview chart, not its figures. */
const LINES = [
  {
    colour: '#0072B2',
    points:
      '10,70 20,67 29,64 38,62 48,61 58,60 67,60 76,60 86,59 96,59 105,57 114,55 124,52 134,49 143,46 152,43 162,41 172,40 181,40 190,40 200,40 210,39 219,38 228,36 238,33',
  },
  {
    colour: '#D55E00',
    points:
      '10,76 20,74 29,73 38,73 48,73 58,73 67,73 76,72 86,71 96,69 105,67 114,64 124,62 134,60 143,59 152,58 162,58 172,58 181,58 190,57 200,56 210,55 219,53 228,51 238,48',
  },
  {
    colour: '#009E73',
    points:
      '10,84 20,84 29,84 38,84 48,84 58,83 67,82 76,80 86,79 96,77 105,75 114,73 124,72 134,71 143,71 152,71 162,71 172,71 181,70 190,69 200,67 210,65 219,63 228,61 238,60',
  },
];

/** A period's year: '2021-10' and 'CY2021' (a market with annual totals only) are both 2021. */
const yearOf = (period: string) => /\d{4}/.exec(period)?.[0] ?? period;

/**
 * A small static picture of a report for the sign-in page: inline SVG and markup only, so it
 * costs no request and no charting library on `/`. The lines are an illustration; the
 * markets and years beside them are the data's real coverage, from the data catalogue.
 */
export function ReportPreview({ markets = [] }: { markets?: readonly MarketCoverage[] }) {
  return (
    <figure className="report-preview" aria-labelledby="report-preview-caption">
      <div className="report-preview-header">
        <span className="report-preview-title">Market overview</span>
        <span className="report-preview-tag">Monthly sales by state</span>
      </div>
      <svg viewBox="0 0 248 100" className="report-preview-chart" aria-hidden="true" focusable="false">
        {[20, 45, 70, 95].map((y) => (
          <line key={y} x1="8" x2="240" y1={y} y2={y} stroke="#e5e7eb" strokeWidth="1" />
        ))}
        {LINES.map((line) => (
          <polyline
            key={line.colour}
            points={line.points}
            fill="none"
            stroke={line.colour}
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
      </svg>
      <ul className="report-preview-markets" aria-label="Markets and the years their figures cover">
        {markets.map((market) => (
          <li key={market.state}>
            {marketLabel(market.state, stateName(market.state))}{' '}
            <span>
              {yearOf(market.periodFrom)}–{yearOf(market.periodTo)}
            </span>
          </li>
        ))}
      </ul>
      <figcaption id="report-preview-caption">
        A preview of the Market overview report (illustration). Each report also comes as tables.
      </figcaption>
    </figure>
  );
}
