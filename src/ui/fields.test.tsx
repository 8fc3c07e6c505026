// @vitest-environment jsdom
import { useForm } from '@tanstack/react-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { z } from 'zod';
import { intl } from '../lib/i18n';
import { Button } from './Button';
import { Checkbox, NumberField, Select, Textarea, TextField } from './fields';

const schema = z.object({
  name: z.string().min(3, 'Name is too short'),
  fee: z.number({ error: 'Enter a fee' }).min(5, 'Minimum fee is 5'),
  country: z.string().min(1, 'Choose a country'),
  note: z.string().max(5, 'At most 5 characters'),
  terms: z.literal(true, { error: 'Please agree' }),
});

function Form({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useForm({
    defaultValues: { name: '', fee: undefined as number | undefined, country: '', note: '', terms: false as boolean },
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">{(f) => <TextField field={f} label="Name" hint="Your full name" />}</form.Field>
      <form.Field name="fee">{(f) => <NumberField field={f} label="Fee" />}</form.Field>
      <form.Field name="country">
        {(f) => <Select field={f} label="Country" placeholder="Choose…" options={[{ value: 'gb', label: 'United Kingdom' }]} />}
      </form.Field>
      <form.Field name="note">{(f) => <Textarea field={f} label="Note" optional />}</form.Field>
      <form.Field name="terms">{(f) => <Checkbox field={f} label="I agree" />}</form.Field>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('form fields', () => {
  it('show each error after a submit, wired to the control, and keep what was typed', async () => {
    const onSubmit = vi.fn();
    render(
      <RawIntlProvider value={intl}>
        <Form onSubmit={onSubmit} />
      </RawIntlProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Note (optional)'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your full name Name is too short');
    expect(name).toHaveValue('Al');
    expect(screen.getByLabelText('Fee')).toHaveAccessibleDescription('Enter a fee');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose a country');
    expect(screen.getByLabelText('Note (optional)')).toHaveAccessibleDescription('At most 5 characters');
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Please agree');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'ice');
    await user.type(screen.getByLabelText('Fee'), '12');
    await user.selectOptions(screen.getByLabelText('Country'), 'gb');
    await user.clear(screen.getByLabelText('Note (optional)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'hi');
    await user.click(screen.getByLabelText('I agree'));
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Alice', fee: 12, country: 'gb', note: 'hi', terms: true });
  });

  it('a busy button cannot be pressed twice', async () => {
    const onClick = vi.fn();
    render(
      <RawIntlProvider value={intl}>
        <Button busy onClick={onClick}>
          Save
        </Button>
      </RawIntlProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
