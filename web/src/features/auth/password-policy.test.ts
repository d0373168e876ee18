import { describe, expect, it } from 'vitest';
import { passwordProblem, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './password-policy';

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters', async () => {
    expect(await passwordProblem('1234567')).toBe(PASSWORD_TOO_SHORT);
    expect(await passwordProblem('')).toBe(PASSWORD_TOO_SHORT);
  });

  it('refuses the most common passwords, whatever their case', async () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'Password1', 'iloveyou1']) {
      expect({ password, problem: await passwordProblem(password) }).toEqual({
        password,
        problem: PASSWORD_TOO_COMMON,
      });
    }
  });

  it('accepts a long, uncommon password', async () => {
    expect(await passwordProblem('correct-horse-battery')).toBeUndefined();
    expect(await passwordProblem('s3cret-password')).toBeUndefined();
  });
});
