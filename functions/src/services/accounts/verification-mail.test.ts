import { securityEvent } from '../../logs';
import { sendEmail } from '../mail/transport';
import { mailboxOf } from './mailbox-share';
import { MAILS_PER_MAILBOX_PER_DAY, sendVerificationFor } from './verification-mail';
import { issueVerificationToken } from './verification-tokens';

jest.mock('../platform/rate-counters', () => jest.requireActual('../../testing/memory-rate-counters'));
jest.mock('../mail/transport');
jest.mock('./verification-tokens');
jest.mock('../../logs', () => ({ ...jest.requireActual('../../logs'), securityEvent: jest.fn() }));

beforeAll(() => (process.env.PUBLIC_SITE_URL = 'https://reports.example.com'));
beforeEach(() => jest.mocked(issueVerificationToken).mockResolvedValue('token'));

describe('mailboxOf', () => {
  it('drops the +tag and the case, so one inbox is one mailbox', () => {
    expect(mailboxOf('Ann+promo@Example.com')).toBe('ann@example.com');
    expect(mailboxOf('ann+a+b@example.com')).toBe('ann@example.com');
    expect(mailboxOf('ann@example.com')).toBe('ann@example.com');
  });
});

describe('sendVerificationFor', () => {
  it('mails one mailbox 5 links a day, whatever tags its accounts use, then sends nothing and logs why', async () => {
    const sent = [];
    for (let index = 0; index < MAILS_PER_MAILBOX_PER_DAY; index++)
      sent.push(await sendVerificationFor(`u${index}`, `bob+${index}@example.com`));
    expect(sent).toEqual(Array(MAILS_PER_MAILBOX_PER_DAY).fill('sent'));
    expect(await sendVerificationFor('u9', 'BOB@example.com')).toBe('limited');
    expect(sendEmail).toHaveBeenCalledTimes(MAILS_PER_MAILBOX_PER_DAY);
    expect(issueVerificationToken).toHaveBeenCalledTimes(MAILS_PER_MAILBOX_PER_DAY);
    expect(securityEvent).toHaveBeenCalledWith('rate_limited', expect.objectContaining({ uid: 'u9', per: 'mailbox' }));
    // Another mailbox has its own count.
    expect(await sendVerificationFor('u10', 'carol@example.com')).toBe('sent');
  });
});
