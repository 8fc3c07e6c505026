// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

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
