/**
 * The page an alert mail's unsubscribe link opens: one question and one button, which posts
 * to the same address (the one-click POST of RFC 8058), then says it is done. No script, and no
 * inline style, which the site's Content-Security-Policy (style-src 'self') refuses: the product's
 * colours come from a stylesheet Hosting serves from the same origin.
 */

/** web/public's stylesheet of this page. */
export const UNSUBSCRIBE_STYLESHEET = '/unsubscribe.css';
import { escapeHtml, PRODUCT_NAME } from '../../services/mail/layout';

export function unsubscribePage(token: string): string {
  const action = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unsubscribe from alerts - ${PRODUCT_NAME}</title><link rel="stylesheet" href="${UNSUBSCRIBE_STYLESHEET}"></head>
<body>
<main>
<h1>Unsubscribe from alert e-mails</h1>
<p>You will get no more e-mails about the markets and datasets you follow. You keep following them, and you can turn alerts on again on your profile.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>
</main></body></html>`;
}
