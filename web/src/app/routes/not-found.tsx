import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <Page title="Page not found" narrow>
      <p>The page you asked for does not exist.</p>
      <p>
        <Link to={paths.signIn}>Go to the home page</Link>
      </p>
    </Page>
  );
}
