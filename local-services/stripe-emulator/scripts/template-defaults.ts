/**
 * Values that replace the fixtures' sample data in the generated templates. Stripe's fixtures
 * fill every field with placeholder values (random amounts, `obj_123`, a T-shirt product); a
 * real test-mode object for our one monthly plan has nulls, zeros and empty lists there. Only
 * keys the fixture already has may appear here: the generator refuses any other, so the
 * templates keep exactly Stripe's top-level keys.
 */
type Defaults = Record<string, unknown>;

const noAddress = null;

const checkoutSession: Defaults = {
  after_expiration: null,
  amount_subtotal: 0,
  amount_total: 0,
  automatic_tax: { enabled: false, liability: null, provider: null, status: null },
  cancel_url: null,
  consent: null,
  consent_collection: null,
  currency: 'usd',
  custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
  customer_details: null,
  expires_at: 0,
  id: '',
  invoice_creation: null,
  mode: 'subscription',
  payment_intent: null,
  payment_method_collection: 'always',
  payment_method_configuration_details: null,
  payment_method_options: { card: { request_three_d_secure: 'automatic' } },
  saved_payment_method_options: {
    allow_redisplay_filters: ['always'],
    payment_method_remove: 'disabled',
    payment_method_save: null,
  },
  shipping_address_collection: null,
  shipping_cost: null,
  success_url: '',
  total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
  // The SDK's API version calls Stripe's own page 'hosted_page' (it was 'hosted').
  ui_mode: 'hosted_page',
  url: null,
  adaptive_pricing: null,
  discounts: [],
  collected_information: null,
  permissions: null,
  wallet_options: null,
  currency_conversion: null,
  managed_payments: null,
};

const customer: Defaults = {
  address: noAddress,
  currency: null,
  discount: null,
  id: '',
  invoice_prefix: '',
  invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  shipping: null,
};

const price: Defaults = {
  custom_unit_amount: null,
  id: '',
  product: '',
  transform_quantity: null,
  unit_amount: 0,
  unit_amount_decimal: '0',
};

const plan: Defaults = {
  amount: 0,
  amount_decimal: '0',
  billing_scheme: 'per_unit',
  currency: 'usd',
  id: '',
  interval_count: 1,
  livemode: false,
  metadata: {},
  transform_usage: null,
};

const product: Defaults = {
  default_price: null,
  description: null,
  id: '',
  name: '',
  package_dimensions: null,
  type: 'service',
};

const subscriptionItem: Defaults = {
  created: 0,
  id: '',
  price: null,
  subscription: '',
  plan: null,
  current_period_end: 0,
  current_period_start: 0,
  billing_thresholds: null,
};

const subscription: Defaults = {
  automatic_tax: { disabled_reason: null, enabled: false, liability: null },
  billing_cycle_anchor_config: null,
  cancel_at: null,
  canceled_at: null,
  customer: '',
  ended_at: null,
  id: '',
  invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
  items: null,
  next_pending_invoice_item_invoice: null,
  pause_collection: null,
  payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
  pending_invoice_item_interval: null,
  pending_update: null,
  transfer_data: null,
  trial_end: null,
  trial_start: null,
  cancel_at_period_end: false,
  billing_thresholds: null,
  billing_mode: { flexible: null, type: 'classic' },
  managed_payments: null,
  billing_schedules: [],
};

const invoiceLineItem: Defaults = {
  amount: 0,
  description: null,
  id: '',
  invoice: '',
  period: { end: 0, start: 0 },
  parent: null,
  pricing: null,
  subtotal: 0,
};

const invoice: Defaults = {
  amount_due: 0,
  amount_remaining: 0,
  automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
  billing_reason: 'subscription_create',
  customer: '',
  customer_address: noAddress,
  customer_shipping: null,
  due_date: null,
  from_invoice: null,
  id: '',
  issuer: { type: 'self' },
  last_finalization_error: null,
  lines: null,
  next_payment_attempt: null,
  payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
  shipping_cost: null,
  shipping_details: null,
  subtotal: 0,
  subtotal_excluding_tax: 0,
  total: 0,
  total_excluding_tax: 0,
  webhooks_delivered_at: null,
  total_pretax_credit_amounts: [],
  total_taxes: [],
  amount_overpaid: 0,
  parent: null,
};

const event: Defaults = {
  api_version: '2026-10-28.endive',
  data: { object: null },
  id: '',
  type: '',
};

const noBillingDetails = {
  address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
  email: null,
  name: null,
  phone: null,
  tax_id: null,
};

const paymentMethod: Defaults = {
  billing_details: noBillingDetails,
  card: null,
  id: '',
  metadata: {},
};

const charge: Defaults = {
  amount: 0,
  amount_captured: 0,
  balance_transaction: null,
  billing_details: noBillingDetails,
  captured: true,
  description: null,
  id: '',
  outcome: null,
  payment_method: null,
  payment_method_details: null,
  receipt_url: null,
  refunds: null,
  shipping: null,
  source: null,
  transfer_data: null,
};

const paymentIntent: Defaults = {
  amount: 0,
  amount_details: { tip: {} },
  automatic_payment_methods: null,
  canceled_at: null,
  client_secret: null,
  id: '',
  last_payment_error: null,
  next_action: null,
  payment_method_configuration_details: null,
  payment_method_options: { card: { request_three_d_secure: 'automatic' } },
  processing: null,
  shipping: null,
  transfer_data: null,
  managed_payments: null,
  status: 'succeeded',
};

const dispute: Defaults = {
  amount: 0,
  charge: '',
  evidence_details: { due_by: 0, has_evidence: false, past_due: false, submission_count: 0, enhanced_eligibility: {} },
  id: '',
  payment_method_details: null,
  enhanced_eligibility_types: [],
};

const refund: Defaults = {
  amount: 0,
  charge: '',
  id: '',
};

const portalSession: Defaults = {
  configuration: '',
  customer: '',
  flow: null,
  id: '',
  livemode: false,
  return_url: null,
  url: '',
};

const coupon: Defaults = {
  amount_off: null,
  created: 0,
  currency: null,
  duration: 'once',
  duration_in_months: null,
  id: '',
  name: null,
  percent_off: null,
  redeem_by: null,
};

const promotionCode: Defaults = {
  active: true,
  code: '',
  created: 0,
  expires_at: null,
  id: '',
  promotion: { coupon: null, type: 'coupon' },
};

const discount: Defaults = {
  customer: null,
  end: null,
  id: '',
  start: 0,
};

const testClock: Defaults = {
  created: 0,
  deletes_after: 0,
  frozen_time: 0,
  id: '',
  name: null,
  status: 'ready',
  status_details: {},
};

export interface TemplateSource {
  /** The path of the sample in fixtures3.json's `resources`. */
  path: string[];
  defaults: Defaults;
  /** Keys of the sample that the SDK's API version no longer has. */
  omit?: string[];
  /** Keys the SDK's API version has that the sample lacks, with their values. */
  add?: Defaults;
}

/** Template name -> where its sample is, its defaults, and the SDK version's changes to it. */
export const TEMPLATE_SOURCES: Record<string, TemplateSource> = {
  checkout_session: {
    path: ['checkout.session'],
    defaults: checkoutSession,
    add: { allowed_payment_method_types: ['card'] },
  },
  customer: { path: ['customer'], defaults: customer },
  price: { path: ['price'], defaults: price },
  plan: { path: ['subscription_item', 'plan'], defaults: plan },
  product: { path: ['product'], defaults: product, add: { tax_details: null } },
  subscription_item: { path: ['subscription_item'], defaults: subscriptionItem, add: { current_trial: null } },
  subscription: { path: ['subscription'], defaults: subscription },
  invoice_line_item: { path: ['invoice', 'lines', 'data', '0'], defaults: invoiceLineItem },
  // Since API version 2025-03-31.basil an invoice names its subscription under `parent` only.
  invoice: { path: ['invoice'], defaults: invoice, omit: ['subscription'] },
  event: { path: ['event'], defaults: event },
  payment_method: { path: ['payment_method'], defaults: paymentMethod },
  charge: { path: ['charge'], defaults: charge },
  payment_intent: {
    path: ['payment_intent'],
    defaults: paymentIntent,
    add: { allowed_payment_method_types: ['card'], payment_record: null },
  },
  dispute: { path: ['dispute'], defaults: dispute, add: { intended_submission_method: null } },
  refund: { path: ['refund'], defaults: refund },
  billing_portal_session: { path: ['billing_portal.session'], defaults: portalSession },
  coupon: { path: ['coupon'], defaults: coupon },
  promotion_code: { path: ['promotion_code'], defaults: promotionCode },
  discount: { path: ['discount'], defaults: discount },
  test_clock: { path: ['test_helpers.test_clock'], defaults: testClock },
};
