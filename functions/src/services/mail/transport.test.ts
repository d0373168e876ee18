/**
 * The SMTP transport's TLS: outside the emulators `smtp://` must upgrade with STARTTLS or
 * send nothing (requireTLS), `smtps://` is TLS from the first byte; only the local inbox,
 * under the emulators, is spoken to in plain text.
 */
import { createTransport } from 'nodemailer';
import { smtpOptions } from './transport';

jest.mock('nodemailer', () => ({ createTransport: jest.fn(() => ({ sendMail: jest.fn() })) }));

describe('smtpOptions', () => {
  it('requires STARTTLS for smtp:// on the submission port', () => {
    expect(smtpOptions('smtp://user:p%40ss@smtp.example.com')).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'user', pass: 'p@ss' },
    });
  });

  it('speaks TLS from the start for smtps://', () => {
    expect(smtpOptions('smtps://user:pass@smtp.example.com')).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
  });

  it('leaves STARTTLS optional only when asked (the local inbox)', () => {
    expect(smtpOptions('smtp://127.0.0.1:1025', { requireTls: false })).toMatchObject({
      port: 1025,
      secure: false,
      requireTLS: false,
      auth: undefined,
    });
  });

  it('refuses any other scheme', () => {
    expect(() => smtpOptions('http://smtp.example.com')).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });
});

describe('the transport sendEmail uses', () => {
  /** Sends one mail from a fresh module with these settings; the options the transport was made with. */
  async function transportOptions(env: Record<string, string | undefined>) {
    const saved = { ...process.env };
    Object.assign(process.env, { MAIL_FROM: 'Reports <no-reply@example.com>' }, env);
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
    try {
      let mail: typeof import('./transport') | undefined;
      jest.isolateModules(() => {
        mail = jest.requireActual<typeof import('./transport')>('./transport');
      });
      jest.mocked(createTransport).mockClear();
      await mail!.sendEmail({ to: 'reader@example.com', subject: 's', text: 't', html: 'h' });
      return jest.mocked(createTransport).mock.calls[0][0] as Record<string, unknown>;
    } finally {
      process.env = saved;
    }
  }

  it('requires TLS for smtp:// in production', async () => {
    const options = await transportOptions({
      SMTP_URL: 'smtp://u:p@smtp.example.com:587',
      FUNCTIONS_EMULATOR: undefined,
    });
    expect(options).toMatchObject({ secure: false, requireTLS: true });
  });

  it('uses TLS from the start for smtps:// in production', async () => {
    const options = await transportOptions({ SMTP_URL: 'smtps://u:p@smtp.example.com', FUNCTIONS_EMULATOR: undefined });
    expect(options).toMatchObject({ secure: true, requireTLS: false, port: 465 });
  });

  it('talks plain SMTP to the local inbox under the emulators', async () => {
    const options = await transportOptions({ SMTP_URL: 'smtp://127.0.0.1:1025', FUNCTIONS_EMULATOR: 'true' });
    expect(options).toMatchObject({ host: '127.0.0.1', port: 1025, secure: false, requireTLS: false });
  });
});
