// Every build and the dev server: index.html's `#root` holds the header as the app draws it for a visitor whose data
// has not come yet, so that it paints before any script has run; the app's first render replaces it in place
// (decision 0074). scripts/painted-header.tsx renders it from the app's components, run through Vite as the app is.
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

export function paintedHeader(): Plugin {
  let root = process.cwd();
  return {
    name: 'painted-header',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to paint the header into`);
      const file = path.join(import.meta.dirname, 'painted-header.tsx');
      const { module } = await runnerImport<{ paintedHeaderHtml: () => string }>(file, { root, logLevel: 'error' });
      return html.replace(EMPTY_ROOT, `<div id="root">${module.paintedHeaderHtml()}</div>`);
    },
  };
}
