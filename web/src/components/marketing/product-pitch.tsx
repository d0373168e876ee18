import { monthlyPlan } from '../../config/plan';
import { listInWords } from '../../config/coverage';
import { useProductCatalogues } from '../../lib/product-catalogues';
import { MarketFreshness } from './market-freshness';
import { ReportPreview } from './report-preview';
import './product-pitch.css';

/** What a visitor gets, beside the sign-in form (below it on a phone). */
export function ProductPitch() {
  const { reports, markets } = useProductCatalogues();
  return (
    <section className="product-pitch" aria-labelledby="pitch-title">
      <h2 id="pitch-title">The legal cannabis market, from the regulators&apos; own figures</h2>
      <p>
        Sales, prices and per-capita figures for US state and Canadian markets, built from the data state regulators and
        Statistics Canada publish, each in its own currency, as charts and tables you can filter and download.
      </p>
      <ul className="pitch-facts">
        <li>
          <ReportNames reports={reports} />
        </li>
        <li>
          <MarketFreshness markets={markets} />
        </li>
        <li>
          <strong>{monthlyPlan.price} a month</strong> after a 7-day free trial; cancel anytime
        </li>
      </ul>
      <ReportPreview markets={markets} />
    </section>
  );
}

/** 'N reports: a, b and c' once the catalogue is read; until then a line of the same height. */
function ReportNames({ reports }: { reports: Array<{ label: string }> | undefined }) {
  if (!reports) return <strong>Reports on sales, prices and markets</strong>;
  return (
    <>
      <strong>{reports.length} reports:</strong> {listInWords(reports.map((report) => report.label))}
    </>
  );
}
