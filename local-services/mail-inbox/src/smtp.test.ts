import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTransport } from 'nodemailer';
import { createSmtpServer } from './smtp';
import { MailStore } from './store';

const store = new MailStore();
const server = createSmtpServer(store);
let port = 0;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = () =>
  createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    from: 'no-reply@reports.local',
    to: 'ann@example.com',
    subject: 'Maryland retail sales updated',
    text: 'Oct 2025 published.',
    headers: {
      'List-Unsubscribe': '<http://127.0.0.1:5000/api/alerts/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });

test('refuses the messages it was told to, with a transient error, then files the next', async () => {
  store.failNext(1);
  await assert.rejects(send(), (error: { responseCode?: number }) => error.responseCode === 451);
  assert.equal(store.list().length, 0);
  await send();
  assert.deepEqual(store.faults(), { failuresLeft: 0, refused: 1 });
  const [filed] = store.list('ann@example.com');
  assert.deepEqual(filed.listHeaders, {
    'list-unsubscribe': '<http://127.0.0.1:5000/api/alerts/unsubscribe?token=abc>',
    'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('files an attachment with its name, type and bytes', async () => {
  const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
  await createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    from: 'no-reply@reports.local',
    to: 'bo@example.com',
    subject: 'Maryland monthly',
    text: 'Attached.',
    attachments: [{ filename: 'maryland-monthly.xlsx', content: bytes, contentType: XLSX }],
  });
  const [filed] = store.list('bo@example.com');
  assert.deepEqual(filed.attachments, [
    { filename: 'maryland-monthly.xlsx', contentType: XLSX, content: bytes.toString('base64') },
  ]);
});
