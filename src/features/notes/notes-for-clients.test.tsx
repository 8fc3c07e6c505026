// @vitest-environment jsdom
import { act, configure, screen, within } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { recordRequests } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The pages are lazy chunks compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

afterEach(() => vi.restoreAllMocks());

describe('session notes, for a client', { timeout: 60_000 }, () => {
  it('are nowhere to see, a link to a note says they are the therapist’s, and the app asks for none', async () => {
    const sent = recordRequests();
    const view = await renderSignedIn(backend, 'client', '/appointments/?id=bk_completed_feedback');
    const selected = await screen.findByRole('region', { name: 'Selected booking' });
    expect((await within(selected).findAllByText('Dr Amaka Okafor')).length).toBeGreaterThan(0);
    await settled(view);
    expect(screen.queryByRole('region', { name: 'Session notes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();

    // A link to a provider's note modal.
    await act(() =>
      view.router.navigate({
        to: '/appointments/',
        search: { id: 'bk_completed_feedback', modal: 'note', noteId: 'nt_demo_first' },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Session notes are kept by therapists and shown only to them.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('First session')).toBeNull();
    await settled(view);

    await act(() => view.router.navigate({ to: '/overview/' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    await settled(view);
    const noteCalls = sent.filter((request) => /\/note(\/|$)/.test(request.path));
    expect(noteCalls).toEqual([]);
    // The recording saw the page's own calls: an empty list is not a silent recorder.
    expect(sent.some((request) => request.path === '/booking/bk_completed_feedback')).toBe(true);
  });
});
