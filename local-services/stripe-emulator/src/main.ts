/**
 * Starts the Stripe emulator from the environment:
 *   STRIPE_EMULATOR_PORT (12111), STRIPE_WEBHOOK_URL (events are only stored without it),
 *   STRIPE_WEBHOOK_SECRET (whsec_local_emulator), STRIPE_EMULATOR_PUBLIC_URL (checkout links),
 *   STRIPE_EMULATOR_FAILED_PAYMENT_ACTION (cancel | unpaid | past_due, after the last retry).
 */
import { DEFAULT_WEBHOOK_SECRET } from './emulator';
import { createStripeEmulator, HOST } from './server';
import { parseSettings } from './settings';

const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL || undefined;

const failedPaymentAction = process.env.STRIPE_EMULATOR_FAILED_PAYMENT_ACTION || undefined;
const emulator = createStripeEmulator({
  settings: parseSettings(failedPaymentAction ? { failed_payment_action: failedPaymentAction } : {}),
  webhookUrl,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
  publicUrl: process.env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
});

emulator.listen(port).then(
  (bound) => {
    console.log(
      `Stripe emulator ready: API http://${HOST}:${bound}/v1, price price_monthly_local, ` +
        (webhookUrl ? `webhooks to ${webhookUrl}` : 'webhooks off (STRIPE_WEBHOOK_URL unset)'),
    );
  },
  (error: Error) => {
    console.error(`Stripe emulator could not listen on ${HOST}:${port}: ${error.message}`);
    process.exit(1);
  },
);

function shutdown(): void {
  void emulator.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
