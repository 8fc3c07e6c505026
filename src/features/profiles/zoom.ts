/** The cropper's zoom: 1 to 3 in steps of 0.1 (spec "Image"). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.1;

/** A zoom within 1..3, on the 0.1 grid. */
export function snapZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  const clamped = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  return Math.round(clamped / ZOOM_STEP) / 10;
}

/** The keyboard's zoom: + and = zoom in, - zooms out, by one step; null for any other key. */
export function zoomForKey(key: string, zoom: number): number | null {
  if (key === '+' || key === '=') return snapZoom(zoom + ZOOM_STEP);
  if (key === '-' || key === '_') return snapZoom(zoom - ZOOM_STEP);
  return null;
}
