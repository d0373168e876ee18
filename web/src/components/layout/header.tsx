import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { homePathFor, readsReports } from '../../lib/user-info';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import './header.css';

/**
 * The logo always; while signed in, Reports, Demo and the user menu (Profile, Logout). A paying
 * or trialing user's Reports (and logo) lead to the reports; a free user's Reports leads to the
 * upgrade page, where the reports are sold. The link of the page shown carries aria-current.
 */
export function Header() {
  const { user, userInfo } = useAuth();
  return (
    <header className="site-header">
      <nav className={user ? 'site-nav site-nav-signed-in' : 'site-nav'} aria-label="Main">
        <Logo to={user ? homePathFor(userInfo) : paths.signIn} />
        {user && (
          <div className="site-nav-actions">
            <NavLink to={readsReports(userInfo) ? paths.reports : paths.dashboard} className="site-nav-link">
              Reports
            </NavLink>
            <NavLink to={paths.demo} className="site-nav-link">
              Demo
            </NavLink>
            <UserMenu email={user.email ?? ''} />
          </div>
        )}
      </nav>
    </header>
  );
}
