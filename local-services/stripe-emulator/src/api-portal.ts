/** Billing portal sessions: a link to the hosted portal page for one customer. */
import type { Route } from './route';
import { resourceMissing } from './errors';
import { expand } from './expand';
import { newId } from './ids';
import { templates } from './templates';
import type { PortalSession } from './types';

/** The one portal configuration the emulator has, standing for the account's default. */
export const PORTAL_CONFIGURATION_ID = 'bpc_local_emulator_default';

export const portalRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ core, params }) => {
      params.allowOnly('customer', 'return_url', 'configuration', 'locale');
      const customer = core.state.customer(params.requiredString('customer'), 'customer');
      const configuration = params.string('configuration') ?? PORTAL_CONFIGURATION_ID;
      if (configuration !== PORTAL_CONFIGURATION_ID) {
        throw resourceMissing('billing_portal.configuration', configuration, 'configuration');
      }
      const id = newId('bps');
      const session: PortalSession = {
        ...structuredClone(templates.billing_portal_session),
        id,
        object: 'billing_portal.session',
        configuration,
        created: core.clock.now(),
        customer: customer.id,
        locale: params.string('locale') ?? null,
        return_url: params.url('return_url', false) ?? null,
        url: `${core.publicUrl}/portal/${id}`,
      };
      core.state.portalSessions.set(id, session);
      return expand(core, session, params.expand());
    },
  },
];
