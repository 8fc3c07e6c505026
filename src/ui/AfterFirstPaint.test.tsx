// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';
import { expectConsoleError } from '../test/console';

test('renders nothing in the first commit, and its children once the next frame has painted', async () => {
  render(
    <>
      <p>page</p>
      <AfterFirstPaint>
        <p>later part</p>
      </AfterFirstPaint>
    </>,
  );
  expect(screen.getByText('page')).toBeTruthy();
  expect(screen.queryByText('later part')).toBeNull();
  expect(await screen.findByText('later part')).toBeTruthy();
});

test('a part that fails to load renders nothing and leaves the page alone', async () => {
  let tried = false;
  const Lost = () => {
    tried = true;
    throw new Error('Failed to fetch dynamically imported module');
  };
  expectConsoleError(/Failed to fetch dynamically imported module/);
  render(
    <>
      <p>page</p>
      <AfterFirstPaint>
        <Lost />
      </AfterFirstPaint>
    </>,
  );
  await waitFor(() => expect(tried).toBe(true));
  expect(screen.getByText('page')).toBeTruthy();
});
