import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** Logo always; the Demo button and the user menu only while signed in (spec, "Header"). */
export function Header() {
  const { user } = useAuth();
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label="Main">
        <Logo to={user ? paths.demo : paths.signIn} />
        {user && (
          <div className="site-nav-actions">
            <Link to={paths.demo} className="button button-secondary">
              Demo
            </Link>
            <UserMenu email={user.email ?? ''} />
          </div>
        )}
      </nav>
    </header>
  );
}
