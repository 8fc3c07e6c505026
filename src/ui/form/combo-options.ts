export interface ComboOption {
  value: string;
  label: string;
  /** Shown at the end of the option, e.g. a code; typing it exactly finds the option. */
  detail?: string;
}

/** Labels containing what was typed, or the option whose detail it is ("ny"). */
export function filterOptions(options: ComboOption[], query: string): ComboOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return options;
  return options.filter((o) => o.label.toLowerCase().includes(q) || o.detail?.toLowerCase() === q);
}
