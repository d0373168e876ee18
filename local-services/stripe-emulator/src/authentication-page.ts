/**
 * Stripe's 3D Secure test page, as its test modal shows it: the payment to confirm and two
 * buttons, "Complete authentication" and "Fail authentication".
 */
import { escapeHtml, htmlDocument } from './checkout-page';

export function authenticationPage(action: string, amount: string): string {
  return htmlDocument(
    '3D Secure 2 Test Page',
    `<main class="notice"><h1>3D Secure 2 Test Page</h1>
<p>This is a test page for 3D Secure authentication. In live mode your bank would ask you to confirm this payment of ${escapeHtml(amount)}.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</form></main>`,
  );
}
