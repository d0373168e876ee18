/**
 * '/data', public: the datasets the reports are built from, with their periods, update
 * cadence, publisher and licence, so a visitor sees what they would pay for.
 */
import { Page } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { fetchDatasets } from '../../features/data-catalog/api/datasets';
import { DatasetTable } from '../../features/data-catalog/components/dataset-table';
import { useQuery } from '../../lib/use-query';

export function DataRoute() {
  const { status, data } = useQuery({
    key: ['datasets'],
    fetcher: fetchDatasets,
    onError: (error) => console.warn('Could not load the data catalogue', error),
  });
  return (
    <Page title="Data sources">
      <p>
        Every figure in our reports comes from data published by US state regulators. This is each dataset we use, the
        period it covers and how often its publisher updates it.
      </p>
      {status === 'loading' && <PageSpinner label="Loading the data catalogue" />}
      {status === 'error' && (
        <p className="error-text">The data catalogue could not be loaded. Please try again later.</p>
      )}
      {data && <DatasetTable datasets={data.datasets} />}
    </Page>
  );
}
