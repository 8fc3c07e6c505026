import { Component, useEffect, useState, type ReactNode } from 'react';
import { afterPagePainted } from '../lib/page-painted';

/** A deferred extra that fails (its chunk lost while offline) renders nothing rather than taking the page down. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders its children once the app's first page is on screen (lib/page-painted): for lazy parts outside the first
 * view (footer extras, toasts, the country prompt), so that their chunks do not start, or compete, before it. One of
 * them failing to load leaves the page as it is.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPagePainted(() => setPainted(true)), []);
  return painted ? <Quietly>{children}</Quietly> : null;
}
