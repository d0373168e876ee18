/**
 * The answers the browser really receives match the contracts the web is compiled against:
 * a type only promises, so the running API's JSON is checked against the shared schemas.
 */
import { embedConfigSchema, userInfoSchema } from '@cannabis-reports/contracts';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { safeParse } from 'zod/mini';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test("the user info and the paid report's embed configuration the browser receives match the contracts", async ({
  page,
}) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const userInfo = page.waitForResponse((response) => response.url().endsWith(`/api/users/${user.uid}`));
  await signInThroughUi(page, user.email, user.password);
  const userInfoBody = (await (await userInfo).json()) as { success: unknown; data: unknown };
  expect(userInfoBody.success).toBe(true);
  expect(safeParse(userInfoSchema, userInfoBody.data).error?.issues ?? []).toEqual([]);

  const embed = page.waitForResponse((response) => response.url().includes('/api/powerbi/report/embedToken'));
  await expect(page).toHaveURL(/\/reports$/);
  expect(safeParse(embedConfigSchema, await (await embed).json()).error?.issues ?? []).toEqual([]);
});
