import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createInboxHttpServer, messagePage } from './http';
import { MailStore } from './store';

const mail = {
  from: 'Reports <no-reply@reports.local>',
  to: ['ann@example.com'],
  subject: 'Verify your email address',
  text: 'Please confirm:\nhttp://127.0.0.1:5000/verify?token=abc',
  html: '<p style="color:#1f2937">Please confirm &amp; go</p><a href="http://127.0.0.1:5000/verify?token=abc">Verify</a><script>alert("x")</script>',
  date: '2026-11-25T10:00:00.000Z',
};

test('a message shows its HTML part in a frame sandboxed with no permissions, its text and its links', () => {
  const page = messagePage({ id: '1', ...mail });
  const frame = /<iframe [^>]*>/.exec(page)?.[0] ?? '';
  assert.match(frame, / sandbox=""/);
  // The whole HTML part, escaped into the attribute: it cannot close the frame or run here.
  const srcdoc = /srcdoc="([^"]*)"/.exec(frame)?.[1] ?? '';
  const unescaped = srcdoc.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
  assert.equal(unescaped, mail.html);
  assert.doesNotMatch(page.replace(frame, ''), /<script|<p style/);
  assert.match(page, /<pre>Please confirm:\nhttp:\/\/127\.0\.0\.1:5000\/verify\?token=abc<\/pre>/);
  assert.match(page, /<li><a href="http:\/\/127\.0\.0\.1:5000\/verify\?token=abc">/);
});

test('a message without an HTML part has no frame', () => {
  assert.doesNotMatch(messagePage({ id: '2', ...mail, html: '' }), /<iframe/);
});

let baseUrl = '';
let close = () => {};
before(async () => {
  const store = new MailStore();
  store.add(mail);
  const server = createInboxHttpServer(store);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
after(() => close());

test('the message page is served under a policy that lets nothing load or run', async () => {
  const response = await fetch(`${baseUrl}/emails/1`);
  assert.equal(response.status, 200);
  const policy = response.headers.get('content-security-policy') ?? '';
  assert.match(policy, /default-src 'none'/);
  assert.doesNotMatch(policy, /script-src/);
  assert.match(await response.text(), /<iframe title="The mail as sent" sandbox="" srcdoc="/);
});
