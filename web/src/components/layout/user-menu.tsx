import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useDismiss } from '../../lib/use-dismiss';
import './header.css';

/** The signed-in user's menu: Profile and Logout. Closes on Escape and outside clicks. */
export function UserMenu({ email }: { email: string }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useDismiss(open, container, () => setOpen(false));

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.signIn, { replace: true });
  };

  return (
    <div className="user-menu" ref={container}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {email.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu-email">{email}</span>
      </button>
      {open && (
        <div className="user-menu-list" id={menuId} role="menu" aria-label="User menu">
          <Link role="menuitem" to={paths.profile} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <button role="menuitem" type="button" onClick={() => void onLogout()}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
