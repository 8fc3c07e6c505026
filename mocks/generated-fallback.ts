// The offline backend's bottom layer: orval's faker-based MSW handlers (`generated/api/<tag>/<operation>.msw.ts`).
// A request no stateful handler answers gets the generated handler's contract-valid answer, with a warning naming
// the operation, so that a call just added to the contract works offline before its stateful handler exists. In the
// contract-random demo mode (`?demoData=generated`) they answer every call. The seed is fixed (settable), and set
// again before each answer from the call's method and path, so that a page shows the same data on every reload.
import { faker } from '@faker-js/faker';
import { getResponse, type RequestHandler } from 'msw';
import { DEFAULT_SEED } from './worker/protocol';

interface Operation {
  /** The contract's operationId, from the module's file name (`get-user-info.msw.ts` → `getUserInfo`). */
  name: string;
  handler: RequestHandler;
}

export interface GeneratedFallback {
  /** The generated answer, or undefined when no operation of the contract has this method and path. */
  answer: (request: Request, options?: { quiet?: boolean }) => Promise<Response | undefined>;
}

const operationName = (file: string) =>
  (file.split('/').pop() ?? '').replace(/\.msw\.ts$/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Each module's `get…MockHandler` export, made with its default (faker) answer. */
function operationsOf(modules: Record<string, Record<string, unknown>>): Operation[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => /^get\w+MockHandler$/.test(name))
      .map(([, make]) => ({ name: operationName(file), handler: (make as () => RequestHandler)() })),
  );
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return Math.abs(value);
}

export function generatedFallback(
  modules: Record<string, Record<string, unknown>>,
  seed = DEFAULT_SEED,
): GeneratedFallback {
  // Literal paths before templated ones, as the router matches them (`/booking/list` before `/booking/{id}`).
  const operations = operationsOf(modules).sort(
    (a, b) => Number(a.handler.info.header.includes(':')) - Number(b.handler.info.header.includes(':')),
  );
  return {
    async answer(request, { quiet = false } = {}) {
      const { pathname } = new URL(request.url);
      for (const { name, handler } of operations) {
        faker.seed(seed + hash(`${request.method} ${pathname}`));
        const response = await getResponse([handler], request.clone());
        if (!response) continue;
        if (!quiet) console.warn(`[mocks] ${name} answered by the generated mock: add a stateful handler`);
        return response;
      }
      return undefined;
    },
  };
}
