// msw/node for Vitest that lets no request through unanswered: a request no handler matches errors at once, and the
// test during which it was made fails afterwards, even when the code under test swallowed the network error.
import type { UnhandledFrameHandle } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface UnhandledRequests {
  onUnhandledFrame: UnhandledFrameHandle;
  /** The requests that reached no handler since the last call, as `METHOD url`. */
  take(): string[];
}

export function recordUnhandledRequests(): UnhandledRequests {
  const seen: string[] = [];
  return {
    async onUnhandledFrame({ frame, defaults }) {
      const message = await frame.getUnhandledMessage();
      seen.push(message.match(/•\s+(\S+ \S+)/)?.[1] ?? message);
      defaults.error();
      // Thrown, a network-error Response is what MSW turns into a failed fetch (a plain Error would become a 500).
      throw Response.error();
    },
    take: () => seen.splice(0),
  };
}

export function assertAllHandled(unhandled: string[]): void {
  if (unhandled.length) throw new Error(`No request handler answered:\n${unhandled.map((r) => `  ${r}`).join('\n')}`);
}

/** Starts and stops `server` around the current file or describe block, failing each test with an unhandled request. */
export function listenStrictly(server: SetupServer): void {
  const unhandled = recordUnhandledRequests();
  beforeAll(() => server.listen({ onUnhandledFrame: unhandled.onUnhandledFrame }));
  afterEach(() => assertAllHandled(unhandled.take()));
  afterAll(() => {
    server.close();
    assertAllHandled(unhandled.take());
  });
}
