// @vitest-environment jsdom
import { createTransport, flush, type BrowserOptions } from '@sentry/react';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { consentFor, saveConsent } from './consent';
import { ApiError } from './errors';
import { errorReporting } from './error-reporting';
import { ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE, startSentry } from './sentry';
import { expectConsoleError } from '../test/console';

// The replay recorder's chunk: whether it was started, and stopped.
const replay = vi.hoisted(() => ({ stop: vi.fn(async () => {}), start: vi.fn() }));
vi.mock('./sentry-replay', () => ({
  startReplay: () => {
    replay.start();
    return { stop: replay.stop };
  },
}));

// What leaves the browser: every envelope the SDK sends, through a transport that records instead of posting.
const sent: string[] = [];
const transport: BrowserOptions['transport'] = (options) =>
  createTransport(options, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });
type SentEvent = {
  exception?: { values?: { type?: string; value?: string }[] };
  user?: unknown;
  request?: { url?: string; headers?: Record<string, string> };
  contexts?: Record<string, unknown>;
  breadcrumbs?: { category?: string; message?: string; data?: unknown }[];
};
/** The error events sent so far. */
const events = async (): Promise<SentEvent[]> => {
  await flush(2_000);
  return sent.flatMap((envelope) => {
    const lines = envelope.split('\n');
    return lines.flatMap((line, i) =>
      line.includes('"type":"event"') ? [JSON.parse(lines[i + 1]!) as SentEvent] : [],
    );
  });
};

const DSN = 'https://public@o1.ingest.example.io/1';
const reporting = errorReporting(DSN, async () => ({ startSentry: (dsn: string) => startSentry(dsn, { transport }) }));

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>Something went wrong</p> : this.props.children);
}
function Boom(): ReactNode {
  throw new Error('Could not show the booking of grace@example.com');
}

describe('error reporting with a DSN (Sentry, its transport recorded)', () => {
  let early: SentEvent[] = [];
  let sentBeforeLoad = -1;
  beforeAll(async () => {
    // An error before the SDK has loaded waits for it.
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    reporting.report(new Error('Early failure'));
    sentBeforeLoad = sent.length;
    window.history.replaceState(null, '', '/reset-password/?token=secret-token&email=grace%40example.com');
    await reporting.start();
    early = await events();
  });
  beforeEach(() => {
    sent.length = 0;
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
  });
  afterEach(() => vi.restoreAllMocks());

  it('samples errors at 0.1 and replays at 0.01 (the accounts document)', () => {
    expect([ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE]).toEqual([0.1, 0.01]);
  });

  it('sends what failed before it loaded, once it has', () => {
    expect(sentBeforeLoad).toBe(0);
    expect(early.map((e) => e.exception?.values?.at(-1)?.value)).toEqual(['Early failure']);
  });

  it('captures a thrown render error with its component stack, without personal data', async () => {
    expectConsoleError(/Could not show the booking/);
    render(
      <Boundary>
        <Boom />
      </Boundary>,
      { onCaughtError: reporting.rootErrorOptions.onCaughtError },
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    const [event, ...more] = await events();
    expect(more).toEqual([]);
    const values = event!.exception!.values!;
    expect(values.map((v) => v.value)).toContain('Could not show the booking of [email]');
    expect(JSON.stringify(event)).toMatch(/Boom/); // the component stack
    expect(JSON.stringify(event)).not.toMatch(/grace|secret-token/);
    expect(event!.request?.url).toBe('http://localhost:3000/reset-password/');
    expect(event!.user).toBeUndefined();
  });

  it('sends one error in ten: a draw above 0.1 sends nothing', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    reporting.report(new Error('Not sampled'));
    expect(await events()).toEqual([]);
  });

  it('leaves out the API’s refusals and the network’s failures, and sends a server error', async () => {
    reporting.report(new ApiError(404, { message: 'Booking not found' }, 'Not found'));
    reporting.report(new ApiError(0, { code: 'OFFLINE' }, 'Offline'));
    reporting.report(new ApiError(500, { message: 'Internal error' }, 'Server error'));
    expect((await events()).map((e) => e.exception?.values?.at(-1)?.value)).toEqual(['Internal error']);
  });

  it('records sessions only with analytics consent, and stops when it is withdrawn', async () => {
    // The SDK started without a choice in the cookies.
    expect(replay.start).not.toHaveBeenCalled();
    saveConsent(consentFor({ analytics: false, personalization: true, advertising: true }));
    // The recording would start from its lazily imported chunk: once every started import has settled, it would have.
    await vi.dynamicImportSettled();
    expect(replay.start).not.toHaveBeenCalled();
    saveConsent(consentFor('accept'));
    await vi.waitFor(() => expect(replay.start).toHaveBeenCalledTimes(1));
    saveConsent(consentFor('reject'));
    await vi.waitFor(() => expect(replay.stop).toHaveBeenCalledTimes(1));
  });
});
