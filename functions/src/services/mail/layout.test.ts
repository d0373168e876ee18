import { paymentFailedEmail, trialEndingEmail } from '../billing/billing-mail-text';
import type { OutgoingEmail } from './transport';
import { mailHtml } from './layout';
import { verificationEmail } from '../accounts/verification-mail';

/** What a reader sees of an HTML part: its text, without tags, entities read, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

const LINK = 'https://reports.example.com/verify?token=abc_123-XYZ';
const PROFILE = 'https://reports.example.com/profile';
const mails: [string, OutgoingEmail, string][] = [
  ['verification', verificationEmail('reader@example.com', LINK), LINK],
  [
    'trial reminder',
    trialEndingEmail({
      to: 'reader@example.com',
      trialEnd: 1_800_000_000,
      price: '$19.99/month',
      interval: 'month',
      profileUrl: PROFILE,
    }),
    PROFILE,
  ],
  [
    'failed payment',
    paymentFailedEmail({
      to: 'reader@example.com',
      amount: '$19.99',
      invoiceNumber: 'ABC-0002',
      nextAttempt: null,
      declineReason: 'Your card was declined.',
      newCardNeeded: false,
      profileUrl: PROFILE,
    }),
    PROFILE,
  ],
];

describe.each(mails)('the %s mail', (_name, mail, action) => {
  it('says in its HTML part every line of its text part (the bare link becomes the button)', () => {
    const seen = visibleText(mail.html);
    const lines = mail.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && line !== action);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(seen).toContain(line);
  });

  it('links only to its one action, and loads nothing when opened', () => {
    expect(hrefs(mail.html)).toEqual([action]);
    expect(mail.html).not.toMatch(/<(script|style|link|img|iframe)\b|\bsrc=|url\(/i);
  });

  it('is titled by its subject and names the product', () => {
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(visibleText(mail.html)).toMatch(/^Cannabis Market Reports /);
  });
});

describe('mailHtml', () => {
  it('escapes every text and the action URL', () => {
    const html = mailHtml({
      title: 'A <title>',
      paragraphs: ['<b>bold</b> & "quoted"'],
      action: { label: 'Go <now>', url: 'https://example.com/?a=1&b="2"' },
      footer: "It's <small>",
    });
    expect(html).not.toMatch(/<b>|<now>|<small>|<title>A </);
    expect(hrefs(html)).toEqual(['https://example.com/?a=1&#38;b=&#34;2&#34;']);
    expect(visibleText(html)).toContain('<b>bold</b> & "quoted" Go <now> It\'s <small>');
  });

  it('has no button when the mail asks nothing', () => {
    expect(hrefs(mailHtml({ title: 't', paragraphs: ['p'], footer: 'f' }))).toEqual([]);
  });
});
