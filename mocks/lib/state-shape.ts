// Checks a whole state handed to mock-only `PUT /__mock/state` before it replaces the backend's: a state without its
// slices (or with slices of the wrong kind) would make every later call fail, so it is refused and the old one kept.

type Kind = 'array' | 'object' | 'string' | 'number' | 'boolean' | 'null';

const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind);

const HEAD_FIELDS = new Set(['version', 'seededAt', 'dataSet']);

/** Per item key of a slice: the kinds the seed's items hold there, for keys every seeded item has. */
function itemKinds(items: unknown[]): Map<string, Set<Kind>> {
  const kinds = new Map<string, Set<Kind>>();
  const objects = items.filter((item): item is Record<string, unknown> => kindOf(item) === 'object');
  const first = objects[0];
  if (!first) return kinds;
  for (const key of Object.keys(first)) {
    if (!objects.every((item) => key in item)) continue;
    kinds.set(key, new Set(objects.map((item) => kindOf(item[key]))));
  }
  return kinds;
}

/**
 * What is wrong with `candidate` as a state shaped like `template` (a fresh seed): the head fields, every slice with
 * the seed's kind, and for list slices, items that are objects with the keys (and kinds) every seeded item has.
 */
export function stateProblems(candidate: Record<string, unknown>, template: object): string[] {
  const problems: string[] = [];
  if (typeof candidate.seededAt !== 'string' || Number.isNaN(Date.parse(candidate.seededAt)))
    problems.push('state.seededAt: must be a date-time');
  if (candidate.dataSet !== undefined && candidate.dataSet !== 'default' && candidate.dataSet !== 'large')
    problems.push('state.dataSet: must be default or large');
  for (const [slice, seeded] of Object.entries(template) as [string, unknown][]) {
    if (HEAD_FIELDS.has(slice)) continue;
    const value = candidate[slice];
    const expected = kindOf(seeded);
    if (kindOf(value) !== expected) {
      problems.push(`state.${slice}: must be ${expected === 'array' ? 'a list' : `a ${expected}`}`);
      continue;
    }
    if (expected !== 'array') continue;
    const kinds = itemKinds(seeded as unknown[]);
    (value as unknown[]).some((item, i) => {
      if (kindOf(item) !== 'object') return problems.push(`state.${slice}.${i}: must be an object`) > 0;
      const record = item as Record<string, unknown>;
      // A key the seed leaves null somewhere may hold anything there (an optional value); the others keep their kind.
      const wrong = [...kinds].find(
        ([key, allowed]) => !(key in record) || (!allowed.has('null') && !allowed.has(kindOf(record[key]))),
      );
      if (wrong)
        problems.push(`state.${slice}.${i}.${wrong[0]}: ${wrong[0] in record ? 'has the wrong kind' : 'is missing'}`);
      // One problem per slice is enough to refuse it.
      return wrong !== undefined;
    });
  }
  const unknown = Object.keys(candidate).filter((key) => !HEAD_FIELDS.has(key) && !(key in template));
  if (unknown.length) problems.push(`state: unknown slices ${unknown.join(', ')}`);
  return problems;
}
