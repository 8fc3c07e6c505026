// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { z } from 'zod/mini';
import { intl } from '../../lib/i18n';
import { groupAsTyped, readWholeAmount } from './amount';
import { filterOptions, Form, useAppForm } from './form-kit';

const schema = z.object({
  name: z.string().check(z.minLength(3, 'Name is too short')),
  fee: z.string().check(
    z.refine((text) => readWholeAmount(text, 'en') !== undefined, 'Enter a fee'),
    z.refine((text) => {
      const read = readWholeAmount(text, 'en');
      return !read || ('amount' in read && read.amount >= 5);
    }, 'Minimum fee is 5, whole'),
  ),
  country: z.string().check(z.minLength(1, 'Choose a country')),
  plan: z.string().check(z.minLength(1, 'Choose a plan')),
  start: z.string().check(z.minLength(1, 'Pick a day')),
  note: z.string().check(z.maxLength(5, 'At most 5 characters')),
  terms: z.literal(true, { error: 'Please agree' }),
});

function KitForm({ onSubmit }: { onSubmit: (value: unknown) => void | Promise<void> }) {
  const form = useAppForm({
    defaultValues: { name: '', fee: '', country: '', plan: '', start: '', note: '', terms: false as boolean },
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <Form form={form}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" hint="Your full name" />}</form.AppField>
      <form.AppField name="fee">{(field) => <field.AmountField label="Fee" />}</form.AppField>
      <form.AppField name="country">
        {(field) => (
          <field.SelectField
            label="Country"
            placeholder="Choose…"
            options={[{ value: 'gb', label: 'United Kingdom' }]}
          />
        )}
      </form.AppField>
      <form.AppField name="plan">
        {(field) => (
          <field.ChoiceField
            legend="Plan"
            options={[
              { value: 'basic', label: 'Basic' },
              { value: 'plus', label: 'Plus' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="start">{(field) => <field.DateField label="Start" />}</form.AppField>
      <form.AppField name="note">{(field) => <field.NoteField max={5} />}</form.AppField>
      <form.AppField name="terms">{(field) => <field.CheckboxField label="I agree" />}</form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

const renderForm = (onSubmit: (value: unknown) => void | Promise<void>) =>
  render(
    <RawIntlProvider value={intl}>
      <KitForm onSubmit={onSubmit} />
    </RawIntlProvider>,
  );

describe('the form kit', () => {
  it('shows each error after a submit, wired to the control, and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const user = userEvent.setup();
    const name = screen.getByLabelText('Name');
    const note = screen.getByLabelText('Note (optional)');
    await user.type(name, 'Al');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(note, 'too long');
    expect(screen.getByText('8 / 5 characters')).toHaveClass('text-rose-700');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your full name Name is too short');
    expect(name).toHaveValue('Al');
    expect(screen.getByLabelText('Fee')).toHaveAccessibleDescription('Enter a fee');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose a country');
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan');
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('Pick a day');
    expect(note).toHaveAccessibleDescription('8 / 5 characters At most 5 characters');
    expect(note).toHaveValue('too long');
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Please agree');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'ice');
    await user.type(screen.getByLabelText('Fee'), '12345.5');
    expect(screen.getByLabelText('Fee')).toHaveValue('12,345.5');
    await user.type(screen.getByLabelText('Fee'), '{Backspace}{Backspace}');
    expect(screen.getByLabelText('Fee')).toHaveValue('12,345');
    await user.selectOptions(screen.getByLabelText('Country'), 'gb');
    await user.click(screen.getByRole('radio', { name: 'Plus' }));
    await user.type(screen.getByLabelText('Start'), '2026-11-20');
    await user.clear(note);
    await user.type(note, 'hi');
    await user.click(screen.getByLabelText('I agree'));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Plan' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Alice',
      fee: '12,345',
      country: 'gb',
      plan: 'plus',
      start: '2026-11-20',
      note: 'hi',
      terms: true,
    });
  });

  it('shows an error once the field is left', async () => {
    renderForm(vi.fn());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Your full name Name is too short');
    expect(screen.getByLabelText('Fee')).not.toHaveAccessibleDescription();
  });

  it('the submit button is busy while the form is submitting, and a second press does nothing', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Alice');
    await user.type(screen.getByLabelText('Fee'), '12');
    await user.selectOptions(screen.getByLabelText('Country'), 'gb');
    await user.click(screen.getByRole('radio', { name: 'Basic' }));
    await user.type(screen.getByLabelText('Start'), '2026-11-20');
    await user.click(screen.getByLabelText('I agree'));
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('amounts', () => {
  it('group digits as typed, keep anything else as typed, and read back whole amounts in the locale', () => {
    expect(groupAsTyped('123,456', '1234567', 'en')).toBe('1,234,567');
    expect(groupAsTyped('', '007', 'en')).toBe('7');
    expect(groupAsTyped('12', '12.', 'en')).toBe('12.');
    expect(groupAsTyped('123.456', '1234567', 'de')).toBe('1.234.567');
    expect(readWholeAmount('1,234,567', 'en')).toEqual({ amount: 1_234_567 });
    expect(readWholeAmount('1.234.567', 'de')).toEqual({ amount: 1_234_567 });
    expect(readWholeAmount('1234,5', 'de')).toEqual({ problem: 'fraction' });
    expect(readWholeAmount('12,34', 'en')).toEqual({ problem: 'fraction' });
    expect(readWholeAmount('1,234', 'en', { grouping: false })).toEqual({ problem: 'characters' });
    expect(readWholeAmount('1a', 'en')).toEqual({ problem: 'characters' });
    expect(readWholeAmount('', 'en')).toBeUndefined();
  });
});

describe('filterOptions', () => {
  const states = [
    { value: 'st_ny', label: 'New York', detail: 'NY' },
    { value: 'st_tx', label: 'Texas', detail: 'TX' },
    { value: 'st_nj', label: 'New Jersey', detail: 'NJ' },
    { value: 'st_ca', label: 'California', detail: 'CA' },
  ];

  it('matches labels case-insensitively anywhere, and a detail exactly', () => {
    expect(filterOptions(states, 'new').map((s) => s.label)).toEqual(['New York', 'New Jersey']);
    expect(filterOptions(states, ' JERS ').map((s) => s.label)).toEqual(['New Jersey']);
    expect(filterOptions(states, 'tx').map((s) => s.label)).toEqual(['Texas']);
    expect(filterOptions(states, '')).toHaveLength(4);
    expect(filterOptions(states, 'zzz')).toEqual([]);
  });
});
