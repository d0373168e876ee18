import { invitationEmail, invitationLink } from './invitation-mail';

beforeAll(() => (process.env.PUBLIC_SITE_URL = 'https://reports.example.com'));

describe('the invitation mail', () => {
  it("links the site's accept page with the token, in both parts", () => {
    const link = invitationLink('abc.d-e_f');
    expect(link).toBe('https://reports.example.com/team/accept?token=abc.d-e_f');
    const mail = invitationEmail('ann@example.com', 'Acme', 'owner@example.com', link);
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      subject: 'You are invited to join Acme on Cannabis Market Reports',
    });
    expect(mail.text).toContain(`owner@example.com has invited you to join the team Acme`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("escapes the team's name, which its owner chose, in the HTML part", () => {
    const mail = invitationEmail(
      'ann@example.com',
      '<a href="https://evil.example">Acme</a>',
      'o@example.com',
      'https://x',
    );
    expect(mail.html).not.toContain('<a href="https://evil.example">');
    expect(mail.html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;');
  });
});
