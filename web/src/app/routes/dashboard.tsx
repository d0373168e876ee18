import { Page } from '../../components/layout/page';

export function DashboardRoute() {
  return <Page title="Upgrade to premium and get reports!" />;
}
