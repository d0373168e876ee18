import { MarketFreshness } from '../../../components/marketing/market-freshness';
import { listInWords, priceMarkets } from '../../../config/coverage';
import { useProductCatalogues } from '../../../lib/product-catalogues';
import './plan.css';

/** What the subscription includes, beside the plan's price on the upgrade page. */
export function PlanIncludes() {
  const { reports, markets } = useProductCatalogues();
  return (
    <div className="plan-includes">
      <h3>What you get</h3>
      <dl>
        <dt>Reports</dt>
        <dd>
          {reports ? listInWords(reports.map((report) => report.label)) : 'Every report'}, with filters by month, week,
          state and county.
        </dd>
        <dt>Markets</dt>
        <dd>
          <MarketFreshness markets={markets} />. Prices for {listInWords([...priceMarkets, "the panel's states"])}.
        </dd>
        <dt>Data</dt>
        <dd>
          The state regulators&apos; and Statistics Canada&apos;s own figures, added as they publish them, in US or
          Canadian dollars as published; each report shows its data month.
        </dd>
        <dt>Export</dt>
        <dd>Download any chart or table as CSV, with its source and filters, or print a report.</dd>
      </dl>
    </div>
  );
}
