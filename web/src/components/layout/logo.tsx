import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import './header.css';

export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${env.companyName} home`}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#14532d" />
        <path d="M8 23V15M14 23V10M20 23V13M26 23V7" stroke="#bbf7d0" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{env.companyName}</span>
    </Link>
  );
}
