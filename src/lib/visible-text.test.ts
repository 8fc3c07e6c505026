// Text that must not be empty must show something: the shared rule, and the forms that use it.
import accountMessages from '../features/account/messages';
import { clientSignUpSchema } from '../features/account/schemas';
import { signUpWithoutNames } from '../features/account/sign-up-values.fixture';
import contactMessages from '../features/contact/messages';
import { contactBody, contactSchema } from '../features/contact/schema';
import { fileProblemText } from '../features/files';
import filesMessages from '../features/files/messages';
import { noteFormSchema } from '../features/notes/schemas';
import notesMessages from '../features/notes/messages';
import { providerUpdateBody } from '../features/profiles/ProviderProfileForm';
import { providerProfile } from '../features/profiles/profile-values.fixture';
import profilesMessages from '../features/profiles/messages';
import { providerProfileSchema } from '../features/profiles/schemas';
import { reviewBody } from '../features/reviews/schemas';
import { officeAddressOk } from '../features/verification/rules';
import { intl } from './i18n';
import { translator } from './i18n/translate';
import { hasVisibleText, trimInvisible } from './visible-text';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const errors = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** Zero-width space, joiner and non-joiner, word joiner, BOM, soft hyphen, bidi marks, Hangul filler, NBSP, ideographic space. */
const INVISIBLE = '\u200B\u200D\u200C\u2060\uFEFF\u00AD\u200E\u202E\u3164\u00A0\u3000 \t\n';

describe('text that must not be empty must have something visible (issue 52 item 7)', () => {
  it('finds nothing visible in white space, zero-width and other format characters', () => {
    for (const char of INVISIBLE) expect(hasVisibleText(char.repeat(3)), char.codePointAt(0)!.toString(16)).toBe(false);
    expect(hasVisibleText(INVISIBLE)).toBe(false);
    for (const text of ['a', '.', '😀', 'ü', '中', '\u200Bx\u200B']) expect(hasVisibleText(text), text).toBe(true);
  });

  it('trims them at either end only, keeping an emoji sequence and the spaces between words', () => {
    expect(trimInvisible(`${INVISIBLE}Jürgen Müller${INVISIBLE}`)).toBe('Jürgen Müller');
    expect(trimInvisible(INVISIBLE)).toBe('');
    expect(trimInvisible('I ❤️ 👩‍⚕️')).toBe('I ❤️ 👩‍⚕️');
  });

  it('sign-up refuses an invisible name with its required message', () => {
    const schema = clientSignUpSchema(translator(intl, accountMessages));
    const form = signUpWithoutNames;
    expect(errors(schema.safeParse({ ...form, firstName: '\u200B\u200B', lastName: '\u3164 \u2060' }))).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(errors(schema.safeParse({ ...form, firstName: '\u200BAda ', lastName: 'Obi\uFEFF' }))).toEqual({});
  });

  it('the provider profile counts the office address without them, and sends the fields trimmed', () => {
    const schema = providerProfileSchema(translator(intl, profilesMessages));
    const officeAddress = 'a\u200B\u200B\u200B\u200B\u200B';
    expect(errors(schema.safeParse({ ...providerProfile, officeAddress }))).toEqual({
      officeAddress: 'An office address has at least 5 characters, with a letter',
    });
    expect(officeAddressOk(officeAddress)).toBe(false);
    expect(errors(schema.safeParse({ ...providerProfile, lastName: '\u200B\u200B\u200B' }))).toEqual({
      lastName: 'Please enter your last name',
    });
    const body = providerUpdateBody({
      ...providerProfile,
      firstName: '\u200BAmaka ',
      officeAddress: ' 12 Marina Road\u2060',
      headline: '\u200B\u200B\u200B',
    });
    expect(body).toMatchObject({ firstName: 'Amaka', officeAddress: '12 Marina Road', headline: undefined });
  });

  it('a note title of three zero-width characters is refused; a review comment of them is left out', () => {
    const schema = noteFormSchema(translator(intl, notesMessages), fileProblemText(translator(intl, filesMessages)));
    expect(errors(schema.safeParse({ title: '\u200B\u200B\u200B', body: '', files: [] }))).toEqual({
      title: 'The title must be 3 to 32 characters.',
    });
    expect(schema.parse({ title: '\u200BPlan\u200B', body: '', files: [] }).title).toBe('Plan');
    expect(reviewBody({ rating: 4, comment: '\u200B\u2060 ', isAnonymous: false })).toEqual({
      rating: 4,
      isAnonymous: false,
    });
    expect(reviewBody({ rating: 4, comment: ' Kind \u200B', isAnonymous: false }).comment).toBe('Kind');
  });

  it('the contact form refuses invisible names and message with their required messages', () => {
    const schema = contactSchema(translator(intl, contactMessages));
    const form = {
      email: 'a@example.com',
      firstName: '\u200B',
      lastName: '\u2060 ',
      message: '\u200B'.repeat(40),
      phone: '',
    };
    expect(errors(schema.safeParse(form))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      message: 'Message is required',
    });
    expect(contactBody({ ...form, firstName: '\u200BAda', lastName: 'Obi ' }).firstName).toBe('Ada');
  });
});
