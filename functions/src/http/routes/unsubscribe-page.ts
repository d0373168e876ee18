/**
 * The page an alert mail's unsubscribe link opens: one question and one button, which posts
 * to the same address (the one-click POST of RFC 8058), then says it is done. The product's
 * colours, no script, nothing fetched.
 */
import { escapeHtml, PRODUCT_NAME } from '../../services/mail/layout';

export function unsubscribePage(token: string): string {
  const action = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unsubscribe from alerts - ${PRODUCT_NAME}</title></head>
<body style="margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#1f2937">
<main style="max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Unsubscribe from alert e-mails</h1>
<p>You will get no more e-mails about the markets and datasets you follow. You keep following them, and you can turn alerts on again on your profile.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#15803d;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:16px;font-weight:600">Unsubscribe</button></form>
</main></body></html>`;
}
