/**
 * The HTML document every public page shares: its title, description, canonical address and Open
 * Graph card, the one stylesheet and (deferred) the one small script. No inline style or script:
 * the site's Content-Security-Policy allows only files of its own.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME } from '../../services/mail/layout';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute address, the one search engines should keep. */
  canonical: string;
  /** An absolute address of the page's Open Graph image, with its words. */
  image?: { url: string; alt: string };
}

export const STYLESHEET = '/public-pages.css';

export function renderPage({
  meta,
  scripts = [],
  className,
  children,
}: {
  meta: PageMeta;
  scripts?: string[];
  className?: string;
  children: ReactNode;
}): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={meta.canonical} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={STYLESHEET} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={PRODUCT_NAME} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        {meta.image && <meta property="og:image" content={meta.image.url} />}
        {meta.image && <meta property="og:image:alt" content={meta.image.alt} />}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body className={className}>{children}</body>
    </html>,
  )}`;
}

/** The public pages' header and footer, around their `main`. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <a className="brand" href="/markets">
          {PRODUCT_NAME}
        </a>
        <nav aria-label="Site">
          <a href="/markets">All markets</a>
          <a href="/">Sign in</a>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>
          Figures from public regulator data, as each publisher releases them.{' '}
          <a href="/data">Every source and licence</a>.
        </p>
      </footer>
    </>
  );
}
