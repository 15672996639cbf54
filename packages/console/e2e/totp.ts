// RFC 6238 codes (SHA-1, 6 digits, 30 s), as an authenticator app computes them from the key the
// console shows. Written out here so the test does not share the server's TOTP library.
import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = '';
  for (const character of clean) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** The code of the 30-second step `stepOffset` steps after the current one. */
export function totpCode(secret: string, stepOffset = 0, now = Date.now()): string {
  const step = Math.floor(now / 1000 / 30) + stepOffset;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
