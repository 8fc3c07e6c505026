// Passwords in the demo backend's store (IndexedDB in the browser) are never readable: each is kept as
// `pbkdf2-sha256$<iterations>$<salt>$<hash>` (salt and hash base64), made and checked with Web Crypto, which
// browsers and Node both have.

/** For a password someone chose (sign-up, reset, change). */
export const PASSWORD_ITERATIONS = 100_000;
/** For the seeded demo accounts, whose password is published in the README: cheap, since every test seeds afresh. */
export const SEED_ITERATIONS = 1_000;
/** What a seeded account holds until Db has hashed the demo password for it (never a readable password). */
export const SEED_PASSWORD_PENDING = 'seed:pending';

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256),
  );
}

export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`;
}

/**
 * What a password is checked against when there is nothing to check it against (an unknown e-mail at login, a social
 * account, a malformed hash): the same work as for a chosen password, so that the time taken does not tell whether an
 * account exists (decision 0025). Its hash is all zeros, which no password derives to.
 */
const DUMMY_HASH = `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

function parse(stored: string | null): { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array } | null {
  const [scheme, iterations, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash || !/^\d+$/.test(iterations)) return null;
  return { iterations: Number(iterations), salt: fromBase64(salt), hash: fromBase64(hash) };
}

/**
 * True when the password matches the stored hash; false for no password (null), a pending seed or a malformed hash,
 * after deriving once all the same.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  const { iterations, salt, hash: expected } = parsed ?? parse(DUMMY_HASH)!;
  const actual = await derive(password, salt, iterations);
  // Compare every byte, so that the time taken says nothing about where they differ.
  let difference = actual.length ^ expected.length;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ (expected[i] ?? 0);
  return parsed !== null && difference === 0;
}
