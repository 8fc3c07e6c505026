import { Search } from 'lucide-react';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Takes the focus when shown (opened by the reader's own click). */
  focusOnOpen?: boolean;
}

/** A search field named by its placeholder text (the chat list's, the contacts' and the conversation's). */
export function SearchBox({ label, value, onChange, maxLength, focusOnOpen }: SearchBoxProps) {
  return (
    <label className="relative block">
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        maxLength={maxLength}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the reader's own click on the search button
        autoFocus={focusOnOpen}
        className="w-full rounded-xl border border-slate-300 py-2 pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-teal-700"
      />
    </label>
  );
}
