import { useEffect } from 'react';
import { intl } from './i18n';

/** Sets the tab title to "<page> · <app name>". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const app = intl.formatMessage({ id: 'app.name' });
    document.title = title && title !== app ? `${title} · ${app}` : app;
  }, [title]);
}
