import type { ReactNode } from 'react';

/** A content page with its heading. */
export function Page({ title, children, narrow = false }: { title: string; children?: ReactNode; narrow?: boolean }) {
  return (
    <section className={narrow ? 'page page-narrow' : 'page'} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
