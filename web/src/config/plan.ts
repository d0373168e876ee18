/** The one plan the product sells (spec, section 9). The server holds its Stripe price. */
export const monthlyPlan = {
  name: 'Monthly',
  price: '$19.99',
  billing: 'Billed every 1 month',
  features: ['Access to all reports', 'Cancel anytime'],
  trialOffer: '7 day free trial for new subscribers only',
} as const;
