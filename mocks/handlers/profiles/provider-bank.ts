// The provider's payout bank account (inferred GET/PUT /provider/bank-details, decision 0045).
import type { z } from 'zod/mini';
import type { ProviderBankDetails } from '../../../generated/model';
import {
  SaveProviderBankDetailsBody,
  saveProviderBankDetailsBodyAddressMin,
} from '../../../generated/zod/provider/provider.zod';
import type { ProviderRecord } from '../../data/profiles';
import type { Db } from '../../db';
import { badRequest, jsonBody, type Router } from '../../lib/http';
import { trimmedFields } from '../../lib/visible-fields';
import { birthDateErrors, providerOf } from './shared';

type BankBody = z.infer<typeof SaveProviderBankDetailsBody>;

/** The accounts document's per-country rules the schema cannot say: GB and US need more, US names are stricter. */
function bankDetailsErrors(body: BankBody): string[] {
  const errors: string[] = [];
  const required = (field: keyof BankBody) => {
    if (body[field] === undefined || body[field] === '') errors.push(`${field}: required for ${body.countryCode}`);
  };
  if (body.countryCode === 'GB')
    (['address', 'postalCode', 'accountType', 'ownership', 'dateOfBirth'] as const).forEach(required);
  if (body.countryCode === 'US') {
    (['address', 'postalCode', 'accountType', 'ownership'] as const).forEach(required);
    // Basic Latin on purpose, as the contract's pattern for every country: the payout rails carry no other letters.
    if (!/^[A-Za-z -]+$/.test(body.accountName))
      errors.push('accountName: only letters A-Z, spaces and hyphens for US accounts');
  }
  return errors;
}

const masked = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

function bankView(p: ProviderRecord): { bankDetails: ProviderBankDetails | null } {
  if (!p.bankDetails) return { bankDetails: null };
  const { accountNumber, ...rest } = p.bankDetails;
  return { bankDetails: { ...rest, accountNumberMasked: masked(accountNumber) } };
}

export function registerProviderBank(router: Router, db: Db): void {
  router.get('/provider/bank-details', (ctx) => bankView(providerOf(db, ctx).provider));

  router.put('/provider/bank-details', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const body = trimmedFields(await jsonBody(ctx, SaveProviderBankDetailsBody), {
      address: saveProviderBankDetailsBodyAddressMin,
    });
    const errors = [...bankDetailsErrors(body), ...birthDateErrors('dateOfBirth', body.dateOfBirth, db.now())];
    if (errors.length) throw badRequest(errors);
    provider.bankDetails = {
      countryCode: body.countryCode,
      accountName: body.accountName,
      bankCode: body.bankCode,
      bankName: body.bankName,
      accountNumber: body.accountNumber,
      address: body.address ?? null,
      postalCode: body.postalCode ?? null,
      accountType: body.accountType ?? null,
      ownership: body.ownership ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      updatedAt: db.now().toISOString(),
    };
    return bankView(provider);
  });
}
