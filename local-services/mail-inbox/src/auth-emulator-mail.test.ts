import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { emailForOobCode, forwardAuthEmulatorMail, type OobCode } from './auth-emulator-mail';
import { MailStore } from './store';

const reset: OobCode = {
  email: 'ann@example.com',
  oobCode: 'code-1',
  oobLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=code-1&apiKey=fake',
  requestType: 'PASSWORD_RESET',
};

let codes: OobCode[] = [];
let requestedPath = '';
let server: Server;
let baseUrl = '';

before(async () => {
  server = createServer((req, res) => {
    requestedPath = req.url ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ oobCodes: codes }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => server.close());

const until = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt++) await new Promise((r) => setTimeout(r, 20));
};

test('a password reset code becomes one inbox message with its link, however often it is polled', async () => {
  codes = [reset];
  const store = new MailStore();
  const stop = forwardAuthEmulatorMail({ authEmulatorUrl: baseUrl, projectId: 'demo-x', store, intervalMs: 10 });
  await until(() => store.list().length > 0);
  await new Promise((resolve) => setTimeout(resolve, 80));
  codes = [reset, { ...reset, oobCode: 'code-2', email: 'bob@example.com', requestType: 'VERIFY_EMAIL' }];
  await until(() => store.list().length > 1);
  stop();
  assert.equal(requestedPath, '/emulator/v1/projects/demo-x/oobCodes');
  const [ann] = store.list('ann@example.com');
  assert.equal(store.list('ann@example.com').length, 1);
  assert.equal(ann.subject, 'Reset your password for demo-x');
  assert.ok(ann.text.includes(reset.oobLink));
  assert.equal(store.list('bob@example.com')[0].subject, 'Verify your email for demo-x');
});

test('an unreachable emulator is retried without throwing', async () => {
  const store = new MailStore();
  const stop = forwardAuthEmulatorMail({
    authEmulatorUrl: 'http://127.0.0.1:9',
    projectId: 'p',
    store,
    intervalMs: 10,
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  stop();
  assert.equal(store.list().length, 0);
});

test('the message names the account and says what to do if it was not asked for', () => {
  const message = emailForOobCode(reset, 'demo-x', new Date('2026-01-01T00:00:00Z'));
  assert.deepEqual(message.to, ['ann@example.com']);
  assert.match(message.text, /reset your demo-x password for your ann@example\.com account/);
  assert.match(message.text, /ignore this email/);
});
