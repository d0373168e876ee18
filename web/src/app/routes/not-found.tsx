import { Link } from 'react-router-dom';
import { AuthPage } from '../../components/layout/auth-page';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <AuthPage title="Page not found" status>
      <div className="status-panel">
        <p>The page you asked for does not exist.</p>
        <Link to={paths.signIn} className="button">
          Go to the home page
        </Link>
      </div>
    </AuthPage>
  );
}
