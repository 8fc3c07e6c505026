// The bank-details form's rules (accounts document, section 5), per bank country: GB and the US ask for more.
import { z } from 'zod/mini';
import type { ProviderBankDetailsRequest } from '../../../generated/model';
import { saveProviderBankDetailsBodyBankNameMax } from '../../../generated/zod/provider/provider.zod';
import { isPastBirthDate } from '../../lib/birth-date';
import { trimInvisible } from '../../lib/visible-text';
import type { MessageId } from './messages';
import { tooLong } from '../../ui/form/limits';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

export interface BankValues {
  countryCode: string;
  accountName: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  address: string;
  postalCode: string;
  accountType: string;
  ownership: string;
  dateOfBirth: string;
}

/** Which of the extra fields a bank country asks for. */
export function bankExtras(countryCode: string): (keyof BankValues)[] {
  if (countryCode === 'GB') return ['address', 'postalCode', 'accountType', 'ownership', 'dateOfBirth'];
  if (countryCode === 'US') return ['address', 'postalCode', 'accountType', 'ownership'];
  return [];
}

// Basic Latin on purpose (the contract says why): the payout rails carry account names in A-Z only.
const ACCOUNT_NAME = /^[A-Za-z ,.'-]{3,32}$/;
const US_ACCOUNT_NAME = /^[A-Za-z -]{3,32}$/;
const DIGITS = /^\d{3,32}$/;

export function bankSchema(t: TranslateOf<typeof messages>, now = new Date()) {
  return z
    .object({
      countryCode: z.string().check(z.minLength(1, t('verification.required'))),
      accountName: z.string(),
      bankCode: z.string().check(z.regex(DIGITS, t('verification.bank.bankCode.rule'))),
      bankName: z
        .string()
        .check(z.trim())
        .check(z.minLength(3, t('verification.bank.bankName.rule')))
        .check(tooLong(t, saveProviderBankDetailsBodyBankNameMax)),
      accountNumber: z.string().check(z.regex(DIGITS, t('verification.bank.accountNumber.rule'))),
      address: z.string(),
      postalCode: z.string(),
      accountType: z.string(),
      ownership: z.string(),
      dateOfBirth: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: keyof BankValues, id: MessageId) =>
          ctx.addIssue({ code: 'custom', path: [path], message: t(id) });
        if (v.countryCode === 'US' ? !US_ACCOUNT_NAME.test(v.accountName) : !ACCOUNT_NAME.test(v.accountName)) {
          issue(
            'accountName',
            v.countryCode === 'US' ? 'verification.bank.accountName.usRule' : 'verification.bank.accountName.rule',
          );
        }
        const extras = bankExtras(v.countryCode);
        if (extras.includes('address') && (trimInvisible(v.address).length < 5 || v.address.length > 100))
          issue('address', 'verification.bank.address.rule');
        if (extras.includes('postalCode') && (trimInvisible(v.postalCode).length < 3 || v.postalCode.length > 10))
          issue('postalCode', 'verification.bank.postalCode.rule');
        for (const field of ['accountType', 'ownership', 'dateOfBirth'] as const) {
          if (extras.includes(field) && !v[field]) issue(field, 'verification.required');
        }
        if (extras.includes('dateOfBirth') && v.dateOfBirth && !isPastBirthDate(v.dateOfBirth, now))
          issue('dateOfBirth', 'verification.bank.dateOfBirth.rule');
      }),
    );
}

/** The request: only the fields the bank country asks for. */
export function bankRequest(v: BankValues): ProviderBankDetailsRequest {
  const extras = bankExtras(v.countryCode);
  const pick = <K extends keyof BankValues>(k: K) => (extras.includes(k) && v[k] ? v[k] : undefined);
  return {
    countryCode: v.countryCode,
    accountName: v.accountName,
    bankCode: v.bankCode,
    bankName: v.bankName.trim(),
    accountNumber: v.accountNumber,
    address: pick('address') && trimInvisible(v.address),
    postalCode: pick('postalCode') && trimInvisible(v.postalCode),
    accountType: pick('accountType') as ProviderBankDetailsRequest['accountType'],
    ownership: pick('ownership') as ProviderBankDetailsRequest['ownership'],
    dateOfBirth: pick('dateOfBirth'),
  };
}
