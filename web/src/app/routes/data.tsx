/**
 * '/data', public: the datasets the reports are built from, with their markets, periods,
 * update cadence, how far behind its publisher each is, when we last checked and last changed each,
 * publisher and licence, so a visitor sees what they would pay for and how current it is; and how
 * each market's forecast has done against what was published later.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { Page } from '../../components/layout/page';
import { MarketFreshness } from '../../components/marketing/market-freshness';
import { PageLoading } from '../../components/ui/page-loading';
import { DatasetList } from '../../features/data-catalog/components/dataset-list';
import { ForecastRecords } from '../../features/data-catalog/components/forecast-records';
import { marketsCurrentSentence } from '../../features/data-catalog/period';
import { FollowButton } from '../../features/follows/components/follow-button';
import { useAuth } from '../../lib/auth';
import { useDatasetCatalog } from '../../lib/dataset-catalog';

export function DataRoute() {
  const { status, data, refetch } = useDatasetCatalog();
  const { user } = useAuth();
  return (
    <Page title="Data sources">
      <p>
        Every figure in our reports comes from data published by US state regulators and by Statistics Canada, with the
        Federal Reserve&apos;s exchange rate (via FRED) to compare across the border. This is each dataset we use, the
        period it covers, the currency of its money, how often its publisher updates it, and when we last checked it for
        new figures. US figures are in US dollars, Canadian figures in Canadian dollars (C$); a comparison across the
        border converts at FRED&apos;s monthly average rate and says so.
      </p>
      {data && (
        <p>
          <MarketFreshness markets={data.markets} />. {marketsCurrentSentence(data.markets)}
        </p>
      )}
      {status === 'loading' && <PageLoading label="Loading the data catalogue" onRetry={refetch} />}
      {status === 'error' && (
        <p className="error-text">The data catalogue could not be loaded. Please try again later.</p>
      )}
      {data && (
        <DatasetList
          datasets={data.datasets}
          // Following needs an account: a visitor signed out sees the catalogue alone.
          action={
            user
              ? (dataset) => (
                  <FollowButton target={{ kind: 'dataset', id: dataset.id as DatasetId }} label={dataset.title} />
                )
              : undefined
          }
        />
      )}
      {data && <ForecastRecords markets={data.markets} />}
    </Page>
  );
}
