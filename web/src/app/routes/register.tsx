import { Page } from '../../components/layout/page';

export function RegisterRoute() {
  return <Page title="Register" />;
}
