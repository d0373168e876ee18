import type { ReactNode } from 'react';
import './auth-page.css';

/**
 * The centred card of the signed-out pages (sign-in, register, reset) and of the status
 * screens (verification, payment outcome, redirects, not found), which also centre their
 * heading so every status screen lines up the same way.
 */
export function AuthPage({
  title,
  status = false,
  children,
}: {
  title: string;
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className={status ? 'card auth-card status-card' : 'card auth-card'}>
        <h1 id="page-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
