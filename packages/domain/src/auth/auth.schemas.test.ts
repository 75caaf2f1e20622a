import { describe, expect, it } from 'vitest';
import { authMessages as m } from './auth.messages';
import { safeRedirectPath, ZChangePasswordRequest, ZLoginRequest } from './auth.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('change password rules', () => {
  it('refuses a new password shorter than 6 characters', () => {
    const r = ZChangePasswordRequest.safeParse({
      currentPassword: 'old-one',
      newPassword: '12345',
      confirmPassword: '12345',
    });
    expect(firstMessage(r)).toBe(m.passwordTooShort);
  });

  it('refuses the same password as the current one', () => {
    const r = ZChangePasswordRequest.safeParse({
      currentPassword: 'secret1',
      newPassword: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(firstMessage(r)).toBe(m.samePassword);
  });

  it('refuses a confirmation that does not match', () => {
    const r = ZChangePasswordRequest.safeParse({
      currentPassword: 'secret1',
      newPassword: 'secret2',
      confirmPassword: 'secret3',
    });
    expect(firstMessage(r)).toBe(m.passwordsDoNotMatch);
  });

  it('accepts a valid change', () => {
    expect(
      ZChangePasswordRequest.safeParse({
        currentPassword: 'a',
        newPassword: 'secret2',
        confirmPassword: 'secret2',
      }).success,
    ).toBe(true);
  });
});

describe('login request', () => {
  it('normalises the e-mail to lower case', () => {
    expect(ZLoginRequest.parse({ email: ' Athlete@Example.COM ', password: 'x' }).email).toBe(
      'athlete@example.com',
    );
  });

  it('asks for the e-mail and password', () => {
    expect(firstMessage(ZLoginRequest.safeParse({ email: '', password: 'x' }))).toBe(
      m.emailRequired,
    );
    expect(firstMessage(ZLoginRequest.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      m.passwordRequired,
    );
  });
});

describe('safe redirect paths', () => {
  it.each([
    ['/admin/profile', '/admin/profile'],
    ['/fan/search-player?x=1', '/fan/search-player?x=1'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
