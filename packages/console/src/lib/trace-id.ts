const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are skipped so every character is
// equally likely (a plain `byte % 62` would favour the first eight characters).
const unbiasedLimit = 248;

/** A random 32-character trace id (letters and digits) sent with every API call as `X-Trace-Id`. */
export function createTraceId(length = 32): string {
  let id = '';
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < unbiasedLimit) id += alphabet[byte % alphabet.length];
      if (id.length === length) break;
    }
  }
  return id;
}
