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

// @node-rs/argon2 hashes with argon2id by default (its `Algorithm` is a const enum that does not exist
// at run time under isolatedModules); a test checks the stored hash starts with `$argon2id$`.
const argonOptions = {} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
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
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomToken(), argonOptions);
  return dummyHash;
}
