import { signUnsubscribeToken } from '../alerts/unsubscribe-token';
import { signInvitationToken, verifyInvitationToken } from './invitation-token';

const SECRET = 'a-long-random-test-secret';

describe('invitation tokens', () => {
  it('give back the id they were signed for', () => {
    expect(verifyInvitationToken(SECRET, signInvitationToken(SECRET, 'abc123XYZ'))).toBe('abc123XYZ');
  });

  it('refuse another id under the same signature, another secret, and malformed tokens', () => {
    const [, mac] = signInvitationToken(SECRET, 'abc').split('.');
    expect(verifyInvitationToken(SECRET, `abd.${mac}`)).toBeUndefined();
    expect(verifyInvitationToken('another-secret', signInvitationToken(SECRET, 'abc'))).toBeUndefined();
    for (const token of [undefined, 42, '', 'abc', 'abc.', `.${mac}`, `abc.${mac}.x`, `a/b.${mac}`])
      expect(verifyInvitationToken(SECRET, token)).toBeUndefined();
  });

  it("are not the alert links: an unsubscribe MAC under the same secret never passes for an invitation's", () => {
    const [, unsubscribeMac] = signUnsubscribeToken(SECRET, 'abc').split('.');
    expect(verifyInvitationToken(SECRET, `abc.${unsubscribeMac}`)).toBeUndefined();
  });
});
