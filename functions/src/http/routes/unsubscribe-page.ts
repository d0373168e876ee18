/**
 * The page an alert or scheduled report mail's unsubscribe link opens: one question and one button, which posts
 * to the same address (the one-click POST of RFC 8058), then says it is done. No script, and no
 * inline style, which the site's Content-Security-Policy (style-src 'self') refuses: the product's
 * colours come from a stylesheet Hosting serves from the same origin.
 */

/** web/public's stylesheet of this page. */
export const UNSUBSCRIBE_STYLESHEET = '/unsubscribe.css';
import { escapeHtml, PRODUCT_NAME } from '../../services/mail/layout';

/** What each kind of mail's page says. */
const PAGES = {
  alerts: {
    path: '/api/alerts/unsubscribe',
    title: 'Unsubscribe from alerts',
    heading: 'Unsubscribe from alert e-mails',
    body: 'You will get no more e-mails about the markets and datasets you follow. You keep following them, and you can turn alerts on again on your profile.',
  },
  'report-mails': {
    path: '/api/report-mails/unsubscribe',
    title: 'Unsubscribe from a report e-mail',
    heading: 'Unsubscribe from this saved view’s e-mails',
    body: 'You will get no more scheduled e-mails of this saved view. The view itself is kept, and its schedule can be set again in your saved views.',
  },
} as const;

export function unsubscribePage(token: string, kind: keyof typeof PAGES = 'alerts'): string {
  const page = PAGES[kind];
  const action = `${page.path}?token=${encodeURIComponent(token)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} - ${PRODUCT_NAME}</title><link rel="stylesheet" href="${UNSUBSCRIBE_STYLESHEET}"></head>
<body>
<main>
<h1>${page.heading}</h1>
<p>${page.body}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>
</main></body></html>`;
}
