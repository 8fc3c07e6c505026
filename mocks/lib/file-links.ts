// File identifiers nobody can guess, and the short-lived tokens of file links (`GET /files/{id}?token=…`).
//
// A link's token is `<expiry, base 36>.<signature>`: an HMAC-SHA256 of the file id and the expiry, keyed with the
// session token of the reader it was given to, cut to 128 bits. So a link works only for that file, only until it
// expires, and only while that reader's session lives (a logout ends its links); it needs no state of its own, and it
// survives a restart of the demo's service worker, whose sessions are stored.

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** `<prefix>_<22 characters>`: 128 random bits, which say nothing about the file or its order. */
export const randomFileId = (prefix: string) => `${prefix}_${base64url(crypto.getRandomValues(new Uint8Array(16)))}`;

export const LINK_WINDOW_MS = 3_600_000;

/**
 * Links expire at the end of the next whole hour: between one and two hours after they are given, and the same link
 * all hour long, so that a page polling its data keeps the same URLs (and the browser its cached files).
 */
const linkExpiry = (now: number) => (Math.floor(now / LINK_WINDOW_MS) + 2) * LINK_WINDOW_MS;

async function signature(secret: string, fileId: string, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${fileId}\n${expires}`)));
  return base64url(mac.subarray(0, 16));
}

/** The token of a link to `fileId` for the reader whose session token is `session`. */
export async function linkToken(session: string, fileId: string, now: number): Promise<string> {
  const expires = linkExpiry(now);
  return `${expires.toString(36)}.${await signature(session, fileId, expires)}`;
}

/** Whether `token` is an unexpired link to `fileId` given to one of these live sessions. */
export async function linkIsValid(token: string, fileId: string, sessions: string[], now: number): Promise<boolean> {
  const match = /^([0-9a-z]{1,12})\.([\w-]{22})$/.exec(token);
  if (!match) return false;
  const expires = Number.parseInt(match[1] ?? '', 36);
  if (!(expires > now) || expires > linkExpiry(now)) return false;
  for (const session of sessions) {
    if ((await signature(session, fileId, expires)) === match[2]) return true;
  }
  return false;
}
