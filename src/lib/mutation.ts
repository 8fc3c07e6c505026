import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { withRequestSignal } from './api-client';
import type { ApiError } from './errors';
import { IntentKeys, withIdempotencyKey } from './idempotency';
import type { ErrorRule } from './toast';
import { refreshDomains, type QueryDomain } from './query-keys';

export interface SendOptions<TData, TVariables> {
  /** What the change made stale; it refetches before the button is released. `'all'` is a page reload. */
  refresh?: readonly QueryDomain[] | 'all';
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  /** Failures the feature shows itself (true); every other failure gets the error catalogue's toast. */
  handles?: (error: unknown) => boolean;
  /** The schedule call's failures read as the server's message only (spec); everything else uses the catalogue. */
  errorRule?: ErrorRule;
}

export type SendResult<TData> = { ok: true; data: TData } | { ok: false; error: unknown };

export interface Send<TData, TVariables> {
  /** Sends once: a second call while the first is on its way does nothing (and resolves `{ ok: false }`). */
  send: (variables: TVariables) => Promise<SendResult<TData>>;
  /** True from the first call until the answer (and the refresh) is in: the sending button shows progress. */
  busy: boolean;
  error: ApiError | null;
  variables: TVariables | undefined;
  isSuccess: boolean;
}

/**
 * The one mutation path. Give it a generated `get…MutationOptions()`; failures are toasted by the mutation cache
 * (see query-client.ts) unless `handles` claims them.
 *
 * Every send carries an `Idempotency-Key` (the create calls send it; the contract declares it): the same key for a
 * retry of the same values, a new one after a success or for other values. A send still on its way when the
 * component goes (its dialog was closed, the page left) is aborted: no late success, no toast.
 */
export function useSend<TData, TVariables, TContext = unknown>(
  options: UseMutationOptions<TData, ApiError, TVariables, TContext>,
  { refresh, onSuccess, handles, errorRule }: SendOptions<TData, TVariables> = {},
): Send<TData, TVariables> {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const intents = useRef(new IntentKeys());
  const sending = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Checked a moment later: React's development double mount (StrictMode) unmounts and mounts again at once, and
      // a send started on mount (e.g. verifying an e-mail link) must survive that.
      setTimeout(() => {
        if (!mounted.current) sending.current?.abort();
      }, 0);
    };
  }, []);
  const { mutationFn } = options;
  const mutation = useMutation({
    ...options,
    mutationFn:
      mutationFn &&
      ((variables, context) => withRequestSignal(sending.current?.signal, () => mutationFn(variables, context))),
    meta: { ...options.meta, handles, errorRule },
    onSuccess: async (data, variables) => {
      if (refresh) await refreshDomains(queryClient, refresh);
      await onSuccess?.(data, variables);
    },
  });
  const send = async (variables: TVariables): Promise<SendResult<TData>> => {
    if (inFlight.current) return { ok: false, error: new Error('already sending') } as const;
    inFlight.current = true;
    const controller = new AbortController();
    sending.current = controller;
    try {
      const data = await mutation.mutateAsync(withIdempotencyKey(variables, intents.current.keyFor(variables)));
      intents.current.done();
      return { ok: true, data } as const;
    } catch (error) {
      return { ok: false, error } as const;
    } finally {
      inFlight.current = false;
      if (sending.current === controller) sending.current = null;
    }
  };
  return {
    send,
    busy: mutation.isPending,
    error: mutation.error,
    variables: mutation.variables,
    isSuccess: mutation.isSuccess,
  };
}
