// The review rating: 0.5 to 5 in steps of 0.5 (the spec's step); 0 means "not chosen yet".

export const RATING_STEP = 0.5;
export const RATING_MAX = 5;

/** Clamps to 0.5..5 and rounds to the step. */
export function clampRating(value: number): number {
  return Math.min(RATING_MAX, Math.max(RATING_STEP, Math.round(value / RATING_STEP) * RATING_STEP));
}

/** The rating after a key press, or null when the key does not change it (arrows step 0.5; Home and End jump). */
export function ratingAfterKey(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampRating(value + RATING_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampRating(value - RATING_STEP);
    case 'Home':
      return RATING_STEP;
    case 'End':
      return RATING_MAX;
    case 'PageUp':
      return clampRating(value + 1);
    case 'PageDown':
      return clampRating(value - 1);
    default:
      return null;
  }
}

/** The rating of a pointer on star `star` (1..5): its left half is the half star, its right half the whole one. */
export function ratingAtPointer(star: number, offsetX: number, width: number): number {
  return offsetX < width / 2 ? star - RATING_STEP : star;
}
