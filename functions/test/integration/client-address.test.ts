/**
 * The per-address limits count the address the platform saw (decisions 0070 and 0071):
 * through Hosting, the visitor Hosting's edge appended to X-Forwarded-For, whatever the
 * client wrote there; a call to the function's own URL, the caller's own address, in a count
 * apart from Hosting's visitors. The local stack appends as the platform does
 * (local-platform-forwarding.ts), so the forged headers below reach the function as they
 * would in production. verify-email allows 30 attempts a minute per address.
 */
import { randomInt } from 'node:crypto';
import { PROJECT_ID, apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { inOneWindow } from '@cannabis-reports/test-support/src/rate-windows';
import { LOCAL_HOSTING_EDGE, LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';

const LIMIT = 30;

/** The api function's own URL on the Functions emulator: not through Hosting. */
const functionUrl = (path: string) => `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api/api${path}`;

/** A visitor's address of this run only (172.16.0.0/12, from a random start), so no other test shares its count. */
let visitors = randomInt(0, 1 << 19);
const visitor = () => {
  const next = visitors++;
  return `172.${16 + ((next >> 16) & 15)}.${(next >> 8) & 255}.${next & 255}`;
};

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * A new forged X-Forwarded-For each call, in turn: one address, two addresses, and an address
 * followed by Hosting's own edge, posing as the entries the platform appends.
 */
const forged = (call: number) =>
  [randomAddress(), `${randomAddress()}, ${randomAddress()}`, `${randomAddress()}, ${LOCAL_HOSTING_EDGE}`][call % 3];

/** A verify-email attempt with a token no account has: 400 while the count allows it, then 429. */
const verifyEmail = (url: string, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ token: 'A'.repeat(43) }),
  });

async function statuses(count: number, send: (call: number) => Promise<Response>): Promise<number[]> {
  const answers: number[] = [];
  for (let call = 0; call < count; call++) answers.push((await send(call)).status);
  return answers;
}

it('meets 429 after 30 of 45 calls through Hosting, each forging a new X-Forwarded-For', async () => {
  const address = visitor();
  await inOneWindow(45);
  const answers = await statuses(45, (call) =>
    verifyEmail(apiUrl('/users/verify-email'), { [LOCAL_VISITOR_HEADER]: address, 'x-forwarded-for': forged(call) }),
  );
  expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
  expect(answers.slice(LIMIT)).toEqual(Array(45 - LIMIT).fill(429));
}, 150_000);

it("counts a caller of the function's own URL as its own address, apart from Hosting's visitors", async () => {
  const address = visitor();
  await inOneWindow(LIMIT + 2);
  // Served, but counted as the caller: a new forged header each time cannot open a new count.
  const direct = await statuses(LIMIT + 1, (call) =>
    verifyEmail(functionUrl('/users/verify-email'), {
      [LOCAL_VISITOR_HEADER]: address,
      'x-forwarded-for': forged(call),
    }),
  );
  expect(direct.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
  expect(direct[LIMIT]).toBe(429);
  // The same address through Hosting has spent nothing: direct calls count apart.
  expect((await verifyEmail(apiUrl('/users/verify-email'), { [LOCAL_VISITOR_HEADER]: address })).status).toBe(400);
}, 150_000);

it("cannot spend a Hosting visitor's count by naming it in a direct call's X-Forwarded-For", async () => {
  const caller = visitor();
  const named = visitor();
  await inOneWindow(LIMIT + 2);
  const direct = await statuses(LIMIT + 1, () =>
    verifyEmail(functionUrl('/users/verify-email'), {
      [LOCAL_VISITOR_HEADER]: caller,
      'x-forwarded-for': `${named}, ${LOCAL_HOSTING_EDGE}`,
    }),
  );
  expect(direct.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
  expect(direct[LIMIT]).toBe(429);
  expect((await verifyEmail(apiUrl('/users/verify-email'), { [LOCAL_VISITOR_HEADER]: named })).status).toBe(400);
}, 150_000);
