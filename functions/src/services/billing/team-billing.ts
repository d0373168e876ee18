/**
 * A team's billing as its owner and admins see it on the team card: the subscription (status, plan,
 * seats paid, period) read from Stripe now, and its invoices (the team's customer's, decision 0155);
 * and, for the owner, the team portal whose seats go from the members to 100 (decision 0149).
 */
import type { InvoicesAnswer, Plan, TeamBilling } from '@cannabis-reports/contracts';
import { publicSiteUrl } from '../../config';
import { conflict } from '../../errors';
import { customerInvoices, planPrices } from './billing-account';
import { stripe } from './stripe';
import { teamPortalConfiguration } from './team-portal-configuration';
import { callerMembership, refuseUnless } from '../teams/team-store';
import { managesBilling } from '../teams/team-roles';
import { db } from '../platform/firebase';

export const TEAM_INVOICES_SHOWN = 12;
export const NO_TEAM_BILLING = 'The team has no billing account yet. Subscribe the team first.';
export const TEAM_PORTAL_OWNER = 'Only the team’s owner manages its billing';

const membership = (uid: string) => db().runTransaction((transaction) => callerMembership(transaction, uid));

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** The team's subscription and invoices, for its owner and admins. */
export async function readTeamBilling(uid: string): Promise<TeamBilling> {
  const { team, role } = await membership(uid);
  refuseUnless(managesBilling(role), 'Only the team’s owner or an admin sees its billing');
  if (!team.stripeCustomerId) return { subscription: null, invoices: [] };
  const prices = planPrices();
  const [subscription, invoices]: [TeamBilling['subscription'], InvoicesAnswer] = await Promise.all([
    team.stripeSubscriptionId
      ? stripe()
          .subscriptions.retrieve(team.stripeSubscriptionId)
          .then(({ status, cancel_at_period_end, items }) => {
            const [item] = items.data;
            const plan = (Object.keys(prices) as Plan[]).find((name) => prices[name] === item?.price.id) ?? null;
            return {
              status,
              plan,
              seats: item?.quantity ?? 1,
              periodEnd: iso(item?.current_period_end),
              cancelAtPeriodEnd: cancel_at_period_end,
            };
          })
      : Promise.resolve(null),
    customerInvoices(team.stripeCustomerId, { limit: String(TEAM_INVOICES_SHOWN) }),
  ]);
  return { subscription, invoices: invoices.invoices };
}

/** A session of the team portal for the owner, returning to the team's card; its URL. */
export async function createTeamPortalSession(uid: string): Promise<string> {
  const { team, role } = await membership(uid);
  refuseUnless(role === 'owner', TEAM_PORTAL_OWNER);
  if (!team.stripeCustomerId) throw conflict('no_billing_account', NO_TEAM_BILLING);
  const prices = planPrices();
  const configuration = await teamPortalConfiguration(stripe(), [prices.monthly, prices.annual], team.seats);
  const session = await stripe().billingPortal.sessions.create({
    customer: team.stripeCustomerId,
    return_url: `${publicSiteUrl.value().replace(/\/+$/, '')}/profile#team`,
    configuration,
  });
  return session.url;
}
