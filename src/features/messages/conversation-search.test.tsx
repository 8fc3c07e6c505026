// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';

// The page is a lazy chunk compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the search inside a conversation', { timeout: 60_000 }, () => {
  it('lists the hits of the whole conversation from the URL, marked, and keeps a new query in the URL', async () => {
    const { router } = await renderSignedIn(backend, 'client', '/messages/pr_demo/?find=booked%20a%20session');
    const search = await screen.findByRole('search', { name: 'Search this conversation' });
    await waitFor(() => expect(within(search).getByRole('status')).toHaveTextContent('5 messages found'));
    const hits = within(search).getAllByRole('listitem');
    // newest first, down to the conversation's first message (two pages above what the chat has loaded)
    expect(hits.map((hit) => within(hit).getByText('booked a session', { selector: 'mark' }))).toHaveLength(5);
    expect(hits.at(-1)).toHaveTextContent('Hello, I booked a session for next week.');

    const box = within(search).getByRole('searchbox', { name: 'Search this conversation' });
    expect(box).toHaveValue('booked a session');
    await userEvent.setup().clear(box);
    await userEvent.setup().type(box, 'zebra');
    await waitFor(() => expect(router.state.location.search).toEqual({ find: 'zebra' }));
    await waitFor(() => expect(within(search).getByRole('status')).toHaveTextContent('No messages match “zebra”.'));
    expect(within(search).queryAllByRole('listitem')).toHaveLength(0);

    await userEvent.setup().click(within(search).getByRole('button', { name: 'Close the search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('search', { name: 'Search this conversation' })).toBeNull();
  });
});
