import type { ReactNode } from 'react';

/** A content page with its heading. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
