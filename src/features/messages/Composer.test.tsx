// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { intl } from '../../lib/i18n';
import { Composer } from './Composer';

const renderComposer = (onSend: () => void) =>
  render(
    <RawIntlProvider value={intl}>
      <Composer onSend={onSend} />
    </RawIntlProvider>,
  );

describe('the composer', () => {
  it('keeps a message over 5,000 characters, says so and sends nothing (issue 32 item 7)', () => {
    const onSend = vi.fn();
    renderComposer(onSend);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByRole('alert')).toHaveTextContent('This can be at most 5,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('x'.repeat(5001));

    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'x'.repeat(5000), files: [] });
  });

  it('sends nothing for a text of only spaces and zero-width characters and keeps it in the box (issue 52 item 7)', () => {
    const onSend = vi.fn();
    renderComposer(onSend);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: ' \u200B\u200D\u2060\uFEFF ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue(' \u200B\u200D\u2060\uFEFF ');

    fireEvent.change(box, { target: { value: '\u200BHallo Zoë' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: '\u200BHallo Zoë', files: [] });
  });
});
