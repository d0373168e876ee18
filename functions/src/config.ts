/**
 * Every setting of the functions, as Firebase params and secrets
 * (https://firebase.google.com/docs/functions/config-env). Nothing else reads process.env.
 *
 * Locally the emulator reads `.env.local` and `.secret.local` (made from the committed
 * `*.example` files by `npm start`); in production `firebase deploy` asks for the params
 * and Secret Manager holds the secrets. The scheduled ingestion's per-dataset URLs are beside
 * it (ingestion/data-source-params.ts).
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** Public base URL of the web app, used in e-mail links and Stripe return URLs. */
export const publicSiteUrl = defineString('PUBLIC_SITE_URL', {
  description: 'Public base URL of the web app, e.g. https://reports.example.com',
});

// Stripe (https://docs.stripe.com/keys). The API base is empty in production (the SDK's
// default host) and points at the local Stripe emulator in development.
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
export const stripePriceMonthly = defineString('STRIPE_PRICE_MONTHLY', {
  description: 'Stripe price id of the $19.99 monthly plan (price_...)',
});
/** Empty by default so an older local .env.local still starts; the settings check requires it in production. */
export const stripePriceAnnual = defineString('STRIPE_PRICE_ANNUAL', {
  default: '',
  description: 'Stripe price id of the $199.99 annual plan, a second price of the same product (price_...)',
});
/** How long one Stripe call may take before it is retried (twice) and then reported as 502. */
export const stripeTimeoutMs = defineInt('STRIPE_TIMEOUT_MS', { default: 10_000 });
export const stripeApiBaseUrl = defineString('STRIPE_API_BASE_URL', {
  default: '',
  description: 'Leave empty for api.stripe.com; the local Stripe emulator URL in development',
});

// Reports: the built-in reports are always served; Power BI reports join the catalogue when
// configured here, signed in to with this service principal.
export const powerBiTenantId = defineString('POWERBI_TENANT_ID', { default: '' });
export const powerBiClientId = defineString('POWERBI_CLIENT_ID', { default: '' });
export const powerBiClientSecret = defineSecret('POWERBI_CLIENT_SECRET');
export const powerBiReports = defineString('POWERBI_REPORTS', {
  default: '',
  description:
    'Power BI reports shown beside the built-in ones, as JSON: [{"label":"…","workspaceId":"…","reportId":"…"}]; empty: none',
});
export const powerBiAuthorityHost = defineString('POWERBI_AUTHORITY_HOST', {
  default: 'https://login.microsoftonline.com',
});
export const powerBiApiBaseUrl = defineString('POWERBI_API_BASE_URL', {
  default: 'https://api.powerbi.com/v1.0/myorg',
});
/**
 * Only for authorities msal-node cannot discover (tests' local fake, sovereign clouds): the
 * authority's OpenID metadata as JSON, which also turns off Microsoft's instance discovery.
 */
export const powerBiAuthorityMetadata = defineString('POWERBI_AUTHORITY_METADATA', { default: '' });
/** Signs the built-in provider's embed tokens (HMAC-SHA256); any long random string. */
export const reportTokenSecret = defineSecret('REPORT_TOKEN_SECRET');

// E-mail: an SMTP URL such as smtps://user:pass@smtp.example.com:465.
export const smtpUrl = defineSecret('SMTP_URL');
export const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender of verification e-mails, e.g. "Reports <no-reply@example.com>"',
});

/** Signs the links mails carry: the alerts' one-click unsubscribe and team invitations (HMAC-SHA256, a purpose each); any long random string. */
export const alertLinkSecret = defineSecret('ALERT_LINK_SECRET');

/**
 * Firebase Hosting's edge as it reaches the API: the addresses Google's front end appends
 * last to X-Forwarded-For for requests that came through Hosting (decision 0070). Only
 * behind one of them is the entry before it taken as the visitor's; empty: every request is
 * counted as its last entry.
 */
export const hostingEdgeRanges = defineString('HOSTING_EDGE_RANGES', {
  default: '',
  description: "Hosting's edge addresses or CIDR ranges, comma-separated (docs/operations.md); empty: none",
});

/** Secrets each function must declare so that Secret Manager mounts them. */
export const apiSecrets = [stripeSecretKey, powerBiClientSecret, reportTokenSecret, smtpUrl, alertLinkSecret];

/**
 * Whether the environment sets `param` at all, an empty value included: a param's `.value()` is
 * '' both when it is blank and when it is unset, and a default Firebase never saw at deploy (a
 * param declared where it is used, not at load) is applied by its reader from this.
 */
export const paramIsSet = (param: { name: string }) => process.env[param.name] !== undefined;
