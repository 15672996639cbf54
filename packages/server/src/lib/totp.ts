// TOTP (RFC 6238) through otplib's functional API, with time taken from the server's clock so tests
// can generate and check codes at a chosen moment.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from './clock.ts';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

export function totpCode(secret: string, clock: Clock): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}

/**
 * The time step of a valid code (one period of drift either way accepted), or null.
 * Callers refuse a step at or before the last one accepted, so a code works once.
 */
export async function totpStep(
  secret: string,
  token: string,
  clock: Clock,
): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: 30,
  });
  if (!result.valid) return null;
  // The functional API's result type unions TOTP and HOTP; TOTP results carry the time step.
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
