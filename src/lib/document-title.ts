import { useEffect } from 'react';
import { intl } from './i18n';

let titleAtBuild = '';
const noteTitleAtBuild = (title: string) => void (titleAtBuild = title);

/** The title the page rendered at build time asked for: scripts/prerender-page.tsx writes it into the page's HTML. */
export const prerenderedTitle = () => titleAtBuild;

const fullTitle = (title: string) => {
  const app = intl.formatMessage({ id: 'app.name' });
  return title && title !== app ? `${title} · ${app}` : app;
};

/** Sets the tab title to "<page> · <app name>". */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) noteTitleAtBuild(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
