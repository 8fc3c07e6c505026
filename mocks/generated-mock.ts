// The page's copy of the generated handlers, in a chunk of its own that mocks/browser.ts loads only when a call needs
// it (a request no stateful handler answered, or the contract-random mode): faker stays out of the demo's first load.
import { generatedFallback } from './generated-fallback';

const modules = import.meta.glob<Record<string, unknown>>('../generated/api/*/*.msw.ts', { eager: true });

export const createGeneratedFallback = (seed?: number) => generatedFallback(modules, seed);
