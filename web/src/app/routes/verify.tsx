import { Page } from '../../components/layout/page';

export function VerifyRoute() {
  return <Page title="Verify Email" />;
}
