import { useEffect, useState, type ReactNode } from 'react';
import { afterPagePainted } from '../lib/page-painted';

/**
 * Renders its children once the app's first page is on screen (lib/page-painted): for lazy parts outside the first
 * view (footer extras, toasts, the country prompt), so that their chunks do not start, or compete, before it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPagePainted(() => setPainted(true)), []);
  return painted ? children : null;
}
