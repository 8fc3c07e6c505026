/** About how wide one character of an axis label is drawn (0.75rem text: digits, dots and short month names). */
const CHARACTER_PX = 7;
/** The least room between two labels. */
const GAP_PX = 16;
/** At most this many labels on an axis however wide: a wide chart reads as well with six. */
const MOST_LABELS = 6;

/**
 * Which buckets of a chart's axis get a label: every `step`-th from the first, so that labels written as the locale
 * writes them (`19.10.` in German, `10/19` in English) never touch on an axis `width` pixels wide. A year of weeks on a
 * phone gets four or five, a quarter on a wide screen six.
 */
export function axisLabelStep(labels: readonly string[], width: number): number {
  const longest = Math.max(1, ...labels.map((label) => label.length));
  const fitting = Math.max(1, Math.floor(width / (longest * CHARACTER_PX + GAP_PX)));
  return Math.max(1, Math.ceil(labels.length / Math.min(fitting, MOST_LABELS)));
}
