/**
 * The answers the browser really receives match the contracts the web is compiled against:
 * a type only promises, so the running API's JSON is checked against the shared schemas.
 */
import {
  apiErrorBodySchema,
  datasetCatalogAnswerSchema,
  embedConfigSchema,
  paidEmbedConfigSchema,
  reportCatalogAnswerSchema,
  reportDataSchema,
  userInfoAnswerSchema,
} from '@cannabis-reports/contracts';
import { PAID_REPORTS } from '@cannabis-reports/reports';
import { APP_URL, apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

/** The schema's complaints about `body`: none when it matches. */
const issuesOf = (schema: ZodMiniType, body: unknown) => safeParse(schema, body).error?.issues ?? [];

test("the user info and the paid report's embed configuration the browser receives match the contracts", async ({
  page,
}) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  // Both answers are awaited from before the sign-in: /reports asks for the user record and the
  // embed configuration at once, so the configuration can arrive before the user record does.
  const userInfo = page.waitForResponse((response) => response.url().endsWith(`/api/users/${user.uid}`));
  const embed = page.waitForResponse((response) => response.url().includes('/api/powerbi/report/embedToken'));
  await signInThroughUi(page, user.email, user.password);
  const userInfoBody = (await (await userInfo).json()) as { success: unknown };
  expect(userInfoBody.success).toBe(true);
  expect(issuesOf(userInfoAnswerSchema, userInfoBody)).toEqual([]);

  await expect(page).toHaveURL(/\/reports$/);
  // The page's opening read: the configuration with the first report's figures.
  const opening = (await (await embed).json()) as { figures?: unknown };
  expect(issuesOf(paidEmbedConfigSchema, opening)).toEqual([]);
  expect(issuesOf(reportDataSchema, opening.figures)).toEqual([]);
});

test('the report catalogue, every paid report, the data catalogue and an error answer match the contracts', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const reports = await (await fetch(apiUrl('/reports'))).json();
  expect(issuesOf(reportCatalogAnswerSchema, reports)).toEqual([]);
  const { reports: entries } = reportCatalogAnswerSchema.parse(reports);
  // Locally the catalogue holds the built-in reports only: each is read through its token.
  expect(entries.map((entry) => entry.id)).toEqual(PAID_REPORTS.map((report) => report.id));
  for (const { id: reportId } of entries) {
    const embed = await fetch(apiUrl(`/powerbi/report/embedToken?reportId=${reportId}`), {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    const config = embedConfigSchema.parse(await embed.json());
    const data = await fetch(new URL(config.embedUrl, APP_URL), {
      headers: { authorization: `Bearer ${config.embedToken}` },
    });
    expect(data.status, reportId).toBe(200);
    expect(issuesOf(reportDataSchema, await data.json()), reportId).toEqual([]);
  }

  const catalogue = await fetch(apiUrl('/datasets'));
  expect(issuesOf(datasetCatalogAnswerSchema, await catalogue.json())).toEqual([]);

  const refused = await fetch(apiUrl('/reports/market-overview'), { headers: { authorization: 'Bearer forged' } });
  expect(refused.status).toBe(401);
  expect(issuesOf(apiErrorBodySchema, await refused.json())).toEqual([]);
});
