import { Page } from '../../components/layout/page';

export function ReportsRoute() {
  return <Page title="Reports" />;
}
