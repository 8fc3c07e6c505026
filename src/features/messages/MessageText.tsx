import { linkParts } from './link-text';
import { Marked } from './Marked';

/**
 * A message's text as text (never HTML), its web addresses as links that open in a new tab without the opener, and
 * the conversation search's query marked.
 */
export function MessageText({ text, query }: { text: string; query?: string | undefined }) {
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-2"
          >
            <Marked text={part.text} query={query} />
          </a>
        ) : (
          <Marked key={i} text={part.text} query={query} />
        ),
      )}
    </p>
  );
}
