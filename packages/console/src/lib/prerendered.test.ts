import { describe, expect, it } from 'vitest';
import { isPrerenderedArrival, rememberTypedFields, takeTypedField } from './prerendered.ts';

describe('taking over a prerendered page', () => {
  it('hydrates /login for a plain arrival only', () => {
    const at = (pathname: string, search = '') => isPrerenderedArrival({ pathname, search });
    expect(at('/login')).toBe(true);
    expect(at('/LOGIN/')).toBe(true);
    expect(at('/login', '?returnUrl=%2Fdashboard&redirect=%2Fx')).toBe(true);
    expect(at('/login', '?githubLoginFailed=1')).toBe(false);
    expect(at('/login', '?channel=aws&extAccountToken=t')).toBe(false);
    expect(at('/login', '?type=google&code=c')).toBe(false);
    expect(at('/register')).toBe(false);
    expect(at('/loginx')).toBe(false);
  });

  it('keeps what was typed into the markup, once', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="email" value=""><input name="password" type="password"><input name="empty">';
    const [email, password] = [...form.querySelectorAll('input')];
    if (email) email.value = 'early@example.com';
    if (password) password.value = 'secret';
    rememberTypedFields(form);
    expect(takeTypedField('email')).toBe('early@example.com');
    expect(takeTypedField('password')).toBe('secret');
    expect(takeTypedField('empty')).toBeUndefined();
    expect(takeTypedField('email')).toBeUndefined();
  });
});
