// Secrets the backend hands out (session, verification and reset tokens, e-mail change codes) come from the platform's
// cryptographic random source, never Math.random: a token carries 256 random bits, so that no one can guess one.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** `bytes` random bytes (32: 256 bits) as base64url: 43 characters for 32 bytes. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A code of `length` random decimal digits, each drawn without modulo bias. */
export function randomDigits(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 250 is the largest multiple of 10 below 256: higher bytes would favour 0–5.
      if (byte < 250 && code.length < length) code += String(byte % 10);
    }
  }
  return code;
}
