/**
 * The one plan the product sells: monthly, $19.99, with a 7-day trial for new subscribers.
 * The server holds its Stripe price.
 */
export const monthlyPlan = {
  name: 'Monthly',
  price: '$19.99',
  billing: 'Billed every 1 month',
  features: ['Access to all reports', 'Cancel anytime'],
  trialOffer: '7 day free trial for new subscribers only',
} as const;
