// Where a search query occurs in a message's text, for marking the hits (case-insensitive, like the server's filter).
export interface MarkedPart {
  text: string;
  hit: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text split into the query's occurrences and what lies between; joining every part's text gives the input back. */
export function markedParts(text: string, query: string | undefined): MarkedPart[] {
  const needle = query?.trim();
  if (!needle) return [{ text, hit: false }];
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(escape(needle), 'gi'))) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** A short extract of a long text around the query's first occurrence (for the list of hits). */
export function excerpt(text: string, query: string, before = 30): string {
  const at = text.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at <= before) return text;
  const start = text.lastIndexOf(' ', at - before);
  return `…${text.slice(start < 0 ? at - before : start + 1)}`;
}
