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

describe('report mail unsubscribe tokens', () => {
  const SUBJECT = 'uid-1/users/uid-1/savedViews/abc123';

  it('name the recipient and the view they were signed for', () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, SUBJECT, 'report-mails'), 'report-mails')).toBe(
      SUBJECT,
    );
  });

  it('are not alert tokens, nor alert tokens theirs', () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, SUBJECT, 'report-mails'))).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, 'uid-1'), 'report-mails')).toBeUndefined();
  });

  it('refuse a subject that names no saved view', () => {
    const token = signUnsubscribeToken(SECRET, 'uid-1/users/uid-1/follows/x', 'report-mails');
    expect(verifyUnsubscribeToken(SECRET, token, 'report-mails')).toBeUndefined();
  });
});
