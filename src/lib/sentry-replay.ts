import { addIntegration, replayIntegration } from '@sentry/react';

/**
 * Starts session replay, for visitors with analytics consent (./sentry.ts), sampled at the accounts document's 0.01
 * (the client's `replaysSessionSampleRate`). Every text and input is masked and every picture blocked (names,
 * messages, uploads); no request or answer body is kept. Uncompressed: the compression worker would be a blob:
 * script, which the Content-Security-Policy does not allow. Returns the recorder, to stop it.
 */
export function startReplay(): { stop(): Promise<void> } {
  const replay = replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [],
    useCompression: false,
  });
  addIntegration(replay);
  return replay;
}
