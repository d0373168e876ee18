import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret-of-enough-length-0123456789';

describe('unsubscribe tokens', () => {
  it('name the user they were signed for', () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, 'uid-1'))).toBe('uid-1');
  });

  it('refuse a token made for another user with this one’s MAC', () => {
    const [, mac] = signUnsubscribeToken(SECRET, 'uid-1').split('.');
    const forged = `${Buffer.from('uid-2').toString('base64url')}.${mac}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeUndefined();
  });

  it.each([
    ['signed with another secret', signUnsubscribeToken('another-secret', 'uid-1')],
    ['empty', ''],
    ['missing', undefined],
    ['without a MAC', Buffer.from('uid-1').toString('base64url')],
    ['with a part too many', `${signUnsubscribeToken(SECRET, 'uid-1')}.x`],
    ['naming no valid uid', signUnsubscribeToken(SECRET, 'a/b')],
  ])('refuse a token %s', (_name, token) => {
    expect(verifyUnsubscribeToken(SECRET, token)).toBeUndefined();
  });
});
