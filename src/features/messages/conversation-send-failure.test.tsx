// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { sendMultipartAsText } from '../../test/multipart-text';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page is a lazy chunk compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

// The conversation is a virtual list: it renders the rows its scroll box has room for, and jsdom lays nothing out
// (every box 0 px high, and no scrolling to the newest message). A box tall enough for the whole loaded page of
// messages lets it render them all, the newest included.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(100_000);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
});
beforeEach(() => sendMultipartAsText());
afterEach(() => vi.restoreAllMocks());
const TEXT = 'Is the session still on?';

const stored = () => backend.db.state.messages.filter((message) => message.body === TEXT);

/** The message's bubble as shown now (the one kept in this tab gives way to the server's once it is sent). */
const bubbleOf = () =>
  within(screen.getByRole('log'))
    .getAllByRole('article')
    .filter((article) => article.textContent?.includes(TEXT));

/** The client's conversation with Lena Hoffmann, a message typed and sent into the failure `setFaults` holds. */
async function sendIntoFailure() {
  const view = await renderSignedIn(backend, 'client', '/messages/pr_second/');
  expect(await screen.findByRole('heading', { level: 2, name: 'Lena Hoffmann' })).toBeInTheDocument();
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Message' });
  await user.type(box, TEXT);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(bubbleOf()[0]).toHaveTextContent('Not sent.'));
  return { view, user, box, retry: () => user.click(within(bubbleOf()[0]!).getByRole('button', { name: 'Retry' })) };
}

describe('a send that fails', { timeout: 60_000 }, () => {
  it('on a 200 HTML answer keeps the conversation: an error toast, the message kept as not sent, and Retry sends it once', async () => {
    setFaults([{ method: 'POST', path: '/messages/store', status: 200, html: true }]);
    const { view, retry } = await sendIntoFailure();
    expect(await screen.findByText('The server’s answer could not be read. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lena Hoffmann' })).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getAllByRole('article').length).toBeGreaterThan(1);
    expect(stored()).toEqual([]);

    setFaults([]);
    await retry();
    await waitFor(() => expect(bubbleOf()).toEqual([expect.toHaveTextContent('Sent')]));
    expect(bubbleOf()[0]).not.toHaveTextContent('Not sent.');
    expect(stored()).toHaveLength(1);
    await settled(view);
  });

  it('on a server error empties the box, keeps the message as not sent, and Retry sends it once', async () => {
    setFaults([{ method: 'POST', path: '/messages/store', status: 500 }]);
    const { view, box, retry } = await sendIntoFailure();
    expect(box).toHaveValue('');
    setFaults([]);
    await retry();
    await waitFor(() => expect(bubbleOf()).toEqual([expect.toHaveTextContent('Sent')]));
    expect(stored()).toHaveLength(1);
    await settled(view);
  });
});
