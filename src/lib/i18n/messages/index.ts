import common from './common';
import shell from './shell';
import demo from './demo';

/**
 * The messages outside the features (decision 0020): `common` (what several features show, which `useT` offers to
 * every feature), `shell` (the app's frame, routes and UI primitives) and `demo` (the demo tools). A feature's own
 * texts are in `src/features/<f>/messages.ts`. Every page loads these before its first render (the start part, decision
 * 0020). Ids must be unique across all of them.
 */
export const areas = { common, shell, demo };

export const en = { ...common.en, ...shell.en, ...demo.en };
export type MessageId = keyof typeof en;
export const de: Record<MessageId, string> = { ...common.de, ...shell.de, ...demo.de };

/**
 * The areas only a build with the offline backend carries (the dev menu, the demo accounts, the mock checkout): the
 * production build leaves them out of every part (scripts/messages-plugin.ts, decision 0020), so that it carries
 * neither the demo's texts nor its password. Only code that runs under `VITE_MOCKS` may show them.
 */
export const demoAreas: readonly (keyof typeof areas)[] = ['demo'];
