import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import './header.css';

/** The logo always; the Demo button and the user menu (Profile, Logout) only while signed in. */
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
