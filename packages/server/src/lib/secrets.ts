// Random tokens, codes and hashes for credentials the server hands out.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A URL-safe random token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six decimal digits, uniformly drawn. */
export function randomDigits(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** argon2id cost: memory in KiB and passes. Production uses OWASP's 19 MiB x 2; tests go cheaper. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

export const defaultPasswordHashing: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

// @node-rs/argon2 hashes with argon2id by default (its `Algorithm` is a const enum that does not exist
// at run time under isolatedModules); a test checks the stored hash starts with `$argon2id$`.
export function hashPassword(
  password: string,
  cost: PasswordHashing = defaultPasswordHashing,
): Promise<string> {
  return hash(password, { ...cost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when no account exists keeps the timing of "unknown e-mail" equal to
// "wrong password", so the answer time does not tell whether an address is registered.
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(cost: PasswordHashing = defaultPasswordHashing): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let found = dummyHashes.get(key);
  if (!found) {
    found = hashPassword(randomToken(), cost);
    dummyHashes.set(key, found);
  }
  return found;
}
