/**
 * '/data/<dataset>', public: one dataset's source, licence and cadence, whether it is overdue,
 * and its history: each published version newest first with what it revised, and the fetches
 * that failed.
 */
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { useDatasetHistory } from '../../features/data-catalog/api/get-dataset-history';
import { DatasetHistory } from '../../features/data-catalog/components/dataset-history';
import { FollowButton } from '../../features/follows/components/follow-button';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import type { DatasetId } from '@cannabis-reports/contracts';

export function DatasetRoute() {
  const { datasetId = '' } = useParams();
  const { user } = useAuth();
  const { status, data, error, refetch } = useDatasetHistory(datasetId);
  const unknown = error instanceof ApiError && error.status === 404;
  return (
    <Page title={data?.dataset.title ?? (unknown ? 'Dataset not found' : 'Dataset history')}>
      <p>
        <Link to={paths.data}>All data sources</Link>
      </p>
      {status === 'loading' && <PageLoading label="Loading the dataset's history" onRetry={refetch} />}
      {status === 'error' &&
        (unknown ? (
          <p>There is no dataset of that name. Every dataset we use is listed on the data sources page.</p>
        ) : (
          <p className="error-text">The dataset's history could not be loaded. Please try again later.</p>
        ))}
      {/* Following needs an account: a visitor signed out sees the history alone. */}
      {data && user && (
        <p>
          <FollowButton target={{ kind: 'dataset', id: data.dataset.id as DatasetId }} label={data.dataset.title} />
        </p>
      )}
      {data && <DatasetHistory history={data} />}
    </Page>
  );
}
