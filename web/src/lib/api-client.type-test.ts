/**
 * Compile-time checks of api(), never run: `npm run typecheck` fails when a caller reads an
 * answer field the endpoint table does not name or sends a request the table does not take,
 * so a field renamed in the contract alone fails here. Each refused line is beside its
 * accepted twin.
 */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from './api-client';

export async function readAnswers(): Promise<unknown[]> {
  return [
    (await api(apiRoutes.portalSession)).url,
    // @ts-expect-error the answer's field is `url`
    (await api(apiRoutes.portalSession)).portalUrl,
    (await api(apiRoutes.userInfo, { params: { uid: 'u1' } })).data?.isPaidUser,
    // @ts-expect-error a nested field is held too: `isPaidUser`
    (await api(apiRoutes.userInfo, { params: { uid: 'u1' } })).data?.paid,
  ];
}

export async function sendRequests(): Promise<void> {
  await api(apiRoutes.confirmCheckout, { body: { sessionId: 'cs_test_1' } });
  // @ts-expect-error the body's field is `sessionId`
  await api(apiRoutes.confirmCheckout, { body: { session: 'cs_test_1' } });
  await api(apiRoutes.nextBillingDate, { params: { id: 'sub_1' } });
  // @ts-expect-error the path's parameter is `id`
  await api(apiRoutes.nextBillingDate, { params: { subscriptionId: 'sub_1' } });
  // @ts-expect-error this route's path has a parameter to fill in
  await api(apiRoutes.userInfo);
  await api(apiRoutes.paidEmbedConfig, { query: { reportId: 'prices' } });
  // @ts-expect-error a report id is a string (the catalogue decides which exist)
  await api(apiRoutes.paidEmbedConfig, { query: { reportId: 7 } });
  const { reports } = await api(apiRoutes.reportCatalog);
  // @ts-expect-error the catalogue's entries have a `label`, not a `name`
  void reports[0].name;
  void reports[0].label;
}
