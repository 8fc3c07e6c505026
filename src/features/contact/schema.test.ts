import { describe, expect, it } from 'vitest';
import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import messages from './messages';
import { contactBody, contactSchema, type ContactValues } from './schema';

const valid: ContactValues = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '',
  message: 'I would like to know how online sessions work.',
};

function errors(values: ContactValues): Record<string, string> {
  const result = contactSchema(translator(intl, messages)).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the contact form', () => {
  it('accepts a complete form, with or without a phone', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, phone: '+44(0)20-7946' })).toEqual({});
  });

  it('requires e-mail, names and message, each with its message', () => {
    expect(errors({ email: '', firstName: ' ', lastName: '', phone: '', message: '' })).toEqual({
      email: 'Please enter your email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      message: 'Message is required',
    });
    expect(errors({ ...valid, email: 'ada@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('takes a message of 30 to 1000 characters (decision 0065)', () => {
    expect(errors({ ...valid, message: 'x'.repeat(29) })).toEqual({
      message: 'Message must be at least 30 characters',
    });
    expect(errors({ ...valid, message: `  ${'x'.repeat(29)}  ` })).toEqual({
      message: 'Message must be at least 30 characters',
    });
    expect(errors({ ...valid, message: 'x'.repeat(30) })).toEqual({});
    expect(errors({ ...valid, message: 'x'.repeat(1000) })).toEqual({});
    expect(errors({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message must be at most 1,000 characters',
    });
  });

  it('refuses a 100 KB name and a 255-character e-mail with a message (issue 32 item 7)', () => {
    expect(errors({ ...valid, firstName: 'A'.repeat(100 * 1024) })).toEqual({
      firstName: 'This can be at most 100 characters.',
    });
    expect(errors({ ...valid, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) })).toEqual({});
    expect(errors({ ...valid, lastName: 'B'.repeat(101) })).toEqual({
      lastName: 'This can be at most 100 characters.',
    });
    expect(errors({ ...valid, email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: 'This can be at most 254 characters.',
    });
  });

  it('takes a phone of 10 to 32 digits and ()+- only', () => {
    const phoneError = { phone: 'Phone number must be 10 to 32 characters: digits and ( ) + - only' };
    expect(errors({ ...valid, phone: '123456789' })).toEqual(phoneError);
    expect(errors({ ...valid, phone: '0123456789' })).toEqual({});
    expect(errors({ ...valid, phone: '1'.repeat(32) })).toEqual({});
    expect(errors({ ...valid, phone: '1'.repeat(33) })).toEqual(phoneError);
    expect(errors({ ...valid, phone: '0123 456 789' })).toEqual(phoneError);
    expect(errors({ ...valid, phone: '0123456789x' })).toEqual(phoneError);
  });

  it('sends trimmed values and leaves an empty phone out', () => {
    const body = contactBody({ ...valid, firstName: ' Ada ', phone: '' });
    expect(body).toEqual({ email: valid.email, firstName: 'Ada', lastName: 'Obi', message: valid.message });
    expect('phone' in body).toBe(false);
    expect(contactBody({ ...valid, phone: ' 0123456789 ' })).toMatchObject({ phone: '0123456789' });
  });
});
