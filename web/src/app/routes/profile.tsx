import { Page } from '../../components/layout/page';

export function ProfileRoute() {
  return <Page title="Profile" />;
}
