import { Page } from '../../components/layout/page';
import { DemoReport } from '../../features/reports/components/demo-report';

export function DemoRoute() {
  return (
    <Page title="Demo">
      <DemoReport />
    </Page>
  );
}
