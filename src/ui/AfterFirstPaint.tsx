import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the frame after its own mount has painted: for lazy parts outside the first view (footer
 * extras, toasts, the country prompt), so that their chunks do not start, or compete, before the page's first paint.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
