// What a build's mode decides, in one place for vite.config.ts and for the prerender step that runs after the build
// (scripts/prerender-run.ts): it renders the pages with the same messages and constants as the bundle has.
import { loadEnv } from 'vite';
import type { PrecompiledMessagesOptions } from './messages-plugin.ts';

export interface BuildMode {
  /** `npm run dev` and the demo build run on the offline backend (mocks/). */
  withMocks: boolean;
  isTest: boolean;
  /** The production build is the installable app (decision 0024). */
  installable: boolean;
  messages: PrecompiledMessagesOptions;
  /** Vite's `define`: the constants the app's code is built with. */
  define: Record<string, string>;
}

/** Where a build goes unless told otherwise. */
export const defaultOutDir = (mode: string) => (mode === 'demo' ? 'dist-demo' : 'dist');

export function buildMode(mode: string, root = process.cwd()): BuildMode {
  const withMocks = mode !== 'production';
  const isTest = mode === 'test' || Boolean(process.env.VITEST);
  const installable = !withMocks && !isTest;
  return {
    withMocks,
    isTest,
    installable,
    // The demo tools' texts only in builds with the offline backend (decision 0020).
    messages: {
      catalogs: 'src/lib/i18n/messages/index.ts',
      locales: ['en', 'de'],
      reference: 'en',
      withDemo: withMocks,
    },
    define: {
      'import.meta.env.VITE_MOCKS': JSON.stringify(withMocks ? 'true' : 'false'),
      'import.meta.env.VITE_PWA': JSON.stringify(installable ? 'true' : 'false'),
      // Error reporting (lib/error-reporting.ts): a constant, so that a build without a DSN drops the SDK's chunk.
      'import.meta.env.VITE_SENTRY_DSN': JSON.stringify(
        isTest ? '' : (loadEnv(mode, root, 'VITE_').VITE_SENTRY_DSN ?? ''),
      ),
    },
  };
}
