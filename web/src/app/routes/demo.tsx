import { Page } from '../../components/layout/page';

export function DemoRoute() {
  return <Page title="Demo" />;
}
