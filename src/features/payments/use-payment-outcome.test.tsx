// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePollLock } from './use-payment-outcome';

/** A minimal Web Locks manager: one holder per name, the next waiting request is granted when it lets go. */
function fakeLocks() {
  const queues = new Map<string, { grant: () => void; signal?: AbortSignal }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const waiting = queues.get(name) ?? [];
    const first = waiting.shift();
    if (first) first.grant();
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held.add(name);
          void callback().then(() => {
            held.delete(name);
            resolve();
            next(name);
          });
        };
        options.signal?.addEventListener('abort', () => {
          const waiting = queues.get(name) ?? [];
          const at = waiting.findIndex((w) => w.grant === grant);
          if (at >= 0) {
            waiting.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), { grant, signal: options.signal }]);
        else grant();
      });
    },
  };
}

describe('usePollLock (the second-tab rule)', () => {
  beforeEach(() => Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true }));
  afterEach(() => Reflect.deleteProperty(navigator, 'locks'));

  it('lets one holder poll a payment; another waits and takes over when the first stops', async () => {
    const { result: first, unmount: stopFirst } = renderHook(() => usePollLock('payment-status:ref_1'));
    await waitFor(() => expect(first.current).toBe(true));
    const { result: second } = renderHook(() => usePollLock('payment-status:ref_1'));
    const { result: other } = renderHook(() => usePollLock('payment-status:ref_2'));
    await waitFor(() => expect(other.current).toBe(true));
    expect(second.current).toBe(false);

    act(() => stopFirst());
    await waitFor(() => expect(second.current).toBe(true));
  });

  it('polls everywhere where the browser has no Web Locks', () => {
    Reflect.deleteProperty(navigator, 'locks');
    expect(renderHook(() => usePollLock('payment-status:ref_1')).result.current).toBe(true);
  });
});
