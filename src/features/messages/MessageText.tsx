import { linkParts } from './link-text';

/** A message's text as text (never HTML), its web addresses as links that open in a new tab without the opener. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
