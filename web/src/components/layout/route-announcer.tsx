import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../config/page-titles';

/**
 * Gives every route its document title and, after a client-side navigation, reads the new
 * title out through a polite live region: a single-page app changes pages without the
 * page load a screen reader would otherwise announce. The first page is not announced:
 * the browser reads its title as it loads.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState({ pathname, navigated: false });
  // Adjusting state while rendering (not in an effect) keeps the announcement in step with the page.
  if (seen.pathname !== pathname) setSeen({ pathname, navigated: true });
  const title = documentTitle(pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {seen.navigated ? title : ''}
    </p>
  );
}
