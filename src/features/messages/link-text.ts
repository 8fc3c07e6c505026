// Message text is shown as text; web addresses in it become links. Only http(s) addresses are linked (never
// javascript:, data: or other schemes), and a bare `www.` address gets https://.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that usually ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"»]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(/^www\./i.test(candidate) ? `https://${candidate}` : candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text split into plain parts and links, in order; joining every part's text gives the input back. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
