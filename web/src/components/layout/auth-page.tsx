import type { ReactNode } from 'react';

/** The centred card of the signed-out pages (sign-in, register, reset, verify). */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="card auth-card">
        <h1 id="page-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
