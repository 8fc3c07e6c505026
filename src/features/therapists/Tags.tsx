import type { ProviderNamedItem } from '../../../generated/model';

/** A therapist's named items (therapies, languages, preferences) as rounded chips. */
export function Tags({ items, tone = 'teal' }: { items: ProviderNamedItem[]; tone?: 'teal' | 'indigo' | 'slate' }) {
  const tones = {
    teal: 'bg-teal-50 text-teal-900',
    indigo: 'bg-indigo-50 text-indigo-900',
    slate: 'bg-slate-100 text-slate-800',
  };
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.identifier} className={`rounded-full px-2.5 py-1 text-xs font-medium ${tones[tone]}`}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
