import { Page } from '../../components/layout/page';

export function SignInRoute() {
  return <Page title="Sign In" />;
}
