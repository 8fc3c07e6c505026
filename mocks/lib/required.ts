// For values that must exist, such as seed data: a missing one is a bug and fails with an Error that names it.

export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}`);
  return value;
}

export function at<T>(items: readonly T[], index: number, what = `an item at index ${index}`): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected ${what}`);
  return item;
}
