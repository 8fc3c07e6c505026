import { markedParts } from './marked-text';

/** Text with the search query's occurrences marked (`<mark>`), as React text nodes. */
export function Marked({ text, query }: { text: string; query?: string | undefined }) {
  if (!query?.trim()) return text;
  return markedParts(text, query).map((part, i) =>
    part.hit ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
