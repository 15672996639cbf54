import { describe, expect, it } from 'vitest';
import { TooManyAttempts } from '../src/errors.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { hashPassword, verifyPassword } from '../src/lib/secrets.ts';
import { newTotpSecret, totpCode, totpStep } from '../src/lib/totp.ts';
import { svgCaptchaGenerator } from '../src/modules/captcha/service.ts';

describe('building blocks', () => {
  it('draws an SVG captcha of 5 unambiguous characters', () => {
    const { text, svg } = svgCaptchaGenerator();
    expect(text).toMatch(/^[^0oO1lIi]{5}$/);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).not.toContain(text);
  });

  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('Correct-Horse-9', { memoryCost: 1024, timeCost: 1 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('accepts a TOTP code one period either side, not two', async () => {
    const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    const secret = newTotpSecret();
    const code = await totpCode(secret, clock);
    expect(await totpStep(secret, code, clock)).toBeTypeOf('number');
    clock.advance(30);
    expect(await totpStep(secret, code, clock)).toBeTypeOf('number');
    clock.advance(60);
    expect(await totpStep(secret, code, clock)).toBeNull();
    expect(await totpStep(secret, 'abcdef', clock)).toBeNull();
  });

  it('says when to try again', () => {
    expect(new TooManyAttempts(45).message).toBe('Too many attempts: try again in 45 seconds.');
    expect(new TooManyAttempts(61).message).toBe('Too many attempts: try again in 2 minutes.');
    expect(new TooManyAttempts(900).message).toBe('Too many attempts: try again in 15 minutes.');
  });
});
