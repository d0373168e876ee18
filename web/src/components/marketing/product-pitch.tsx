import { monthlyPlan } from '../../config/plan';
import { coverageEnd, listInWords, markets, reportNames, weeklyMarket } from '../../config/coverage';
import { ReportPreview } from './report-preview';

/** What a visitor gets, beside the sign-in form (below it on a phone). */
export function ProductPitch() {
  return (
    <section className="product-pitch" aria-labelledby="pitch-title">
      <h2 id="pitch-title">The legal cannabis market, from the regulators&apos; own figures</h2>
      <p>
        Sales, prices and per-capita figures for US state markets, built from the data state regulators publish, as
        charts and tables you can filter and download.
      </p>
      <ul className="pitch-facts">
        <li>
          <strong>{reportNames.length} reports:</strong> {listInWords(reportNames)}
        </li>
        <li>
          <strong>{markets.length} markets,</strong> monthly from {markets[0].from} to {coverageEnd}
        </li>
        <li>
          <strong>{weeklyMarket.state} weekly,</strong> from {weeklyMarket.from} to {weeklyMarket.through}
        </li>
        <li>
          <strong>{monthlyPlan.price} a month</strong> after a 7-day free trial; cancel anytime
        </li>
      </ul>
      <ReportPreview />
    </section>
  );
}
