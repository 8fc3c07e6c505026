// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';

// The whole signed-in app renders in jsdom and its chunks and catalogues load through msw: give them time.
configure({ asyncUtilTimeout: 30_000 });
const slow = { timeout: 60_000 };

const backend = setUpTestBackend();
const pr_demo = () => backend.db.state.providerProfiles.find((p) => p.identifier === 'pr_demo')!;
const chips = (name: string) => {
  const group = screen.getByRole('group', { name: 'Who you work with and how' });
  const label = within(group).getByText((_, element) => element?.tagName === 'LABEL' && element.textContent === name);
  // eslint-disable-next-line testing-library/no-node-access -- the chips are the list beside the label, which names no group of its own
  return [...label.parentElement!.querySelectorAll('li')].map((li) => li.firstChild?.textContent);
};

describe("the provider's preference lists (decision 0035)", () => {
  it(
    'shows the saved lists as chips, edits them with the searchable multi-selects and saves every list',
    slow,
    async () => {
      await renderSignedIn(backend, 'provider', '/account/');
      const user = userEvent.setup();
      await screen.findByRole('group', { name: 'Who you work with and how' });
      await waitFor(() => expect(chips('Age groups (optional)')).toEqual(['Teens (13-17)', 'Adults (18-64)']));
      expect(chips('Religions (optional)')).toEqual(['Christianity', 'Islam']);
      expect(chips('Ways to communicate (optional)')).toEqual(['Video', 'In person']);

      await user.type(screen.getByRole('combobox', { name: /^Age groups/ }), 'eld');
      await user.click(await screen.findByRole('option', { name: 'Elders (65+)' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Remove Islam' }));
      await user.click(screen.getByRole('button', { name: 'Remove Warm' }));
      await user.click(screen.getByRole('button', { name: 'Remove A good listener' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(pr_demo().preferences?.ageGroup).toEqual(['ag_teens', 'ag_adults', 'ag_elders']));
      expect(pr_demo().preferences).toMatchObject({
        religion: ['rl_christianity'],
        trait: [],
        communication: ['cm_video', 'cm_in_person'],
      });
      expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    },
  );

  it('shows the filled-in lists on the public therapist page and leaves the empty ones out', slow, async () => {
    pr_demo().preferences = { ...pr_demo().preferences, trait: [], background: [] };
    await renderSignedIn(backend, 'client', '/therapists/pr_demo/');
    const section = await screen.findByRole('region', { name: 'Approach and preferences' });
    /* eslint-disable testing-library/no-node-access -- a description list's terms and their details in page order */
    const lists = [...section.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      [...dt.nextElementSibling!.querySelectorAll('li')].map((li) => li.textContent),
    ]);
    /* eslint-enable testing-library/no-node-access */
    expect(lists).toEqual([
      ['Age groups', ['Adults (18-64)', 'Teens (13-17)']],
      ['Therapy approaches', ['Cognitive behavioural therapy (CBT)', 'Person-centred']],
      ['Religions', ['Christianity', 'Islam']],
      ['Ways to communicate', ['Video', 'In person']],
    ]);
  });

  it('has no preferences section when the therapist has chosen none', slow, async () => {
    pr_demo().preferences = {};
    await renderSignedIn(backend, 'client', '/therapists/pr_demo/');
    await screen.findByRole('region', { name: 'About' });
    expect(screen.queryByRole('region', { name: 'Approach and preferences' })).not.toBeInTheDocument();
  });
});
