import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import type { WalletTransactionType } from '../../../generated/model';
import { ListWalletTransactionsQueryParams } from '../../../generated/zod/wallet/wallet.zod';
import { ButtonLink } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { rangeIsValid, type TransactionFilters as Filters } from './queries';
import { transactionTypes } from './transaction-types';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

/** The generated query schema's filters (type and days), with the range rule and its message on the end date. */
function filterSchema(t: TranslateOf<typeof messages>) {
  const blankable = <T extends z.ZodMiniType>(schema: T) => z.union([z.literal(''), schema]);
  const { transactionType, fromDate, toDate } = ListWalletTransactionsQueryParams.shape;
  return z
    .object({
      transactionType: blankable(transactionType.def.innerType),
      fromDate: blankable(fromDate.def.innerType),
      toDate: blankable(toDate.def.innerType),
    })
    .check(z.refine(rangeIsValid, { path: ['toDate'], error: t('wallet.tx.rangeError') }));
}

/**
 * Type and date range of the transactions. Applying puts them in the URL (back to page 1); a start after the end is
 * an error on the end date and nothing changes.
 */
export function TransactionFilters({ filters }: { filters: Filters }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const schema = useMemo(() => filterSchema(t), [t]);
  const form = useAppForm({
    defaultValues: {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the form's value type is inferred from it
      transactionType: (filters.transactionType ?? '') as WalletTransactionType | '',
      fromDate: filters.fromDate ?? '',
      toDate: filters.toDate ?? '',
    },
    validators: { onSubmit: schema },
    onSubmit: ({ value }) =>
      navigate({
        to: '/wallet/',
        search: (prev) => ({
          ...prev,
          transactionType: value.transactionType || undefined,
          fromDate: value.fromDate || undefined,
          toDate: value.toDate || undefined,
          page: undefined,
        }),
      }),
  });
  const filtered = Boolean(filters.transactionType || filters.fromDate || filters.toDate);

  return (
    <Form
      form={form}
      aria-label={t('wallet.tx.title')}
      className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-start"
    >
      <form.AppField name="transactionType">
        {(field) => (
          <field.SelectField
            label={t('wallet.tx.type')}
            placeholder={t('wallet.tx.allTypes')}
            options={transactionTypes.map((type) => ({
              value: type,
              label: t(`wallet.tx.type.${type}`),
            }))}
          />
        )}
      </form.AppField>
      <form.AppField name="fromDate">{(field) => <field.DateField label={t('wallet.tx.from')} />}</form.AppField>
      <form.AppField name="toDate">{(field) => <field.DateField label={t('wallet.tx.to')} />}</form.AppField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:mt-7">
        <form.SubmitButton>{t('wallet.tx.apply')}</form.SubmitButton>
        {filtered && (
          <ButtonLink
            to="/wallet/"
            search={(prev) => ({
              ...prev,
              transactionType: undefined,
              fromDate: undefined,
              toDate: undefined,
              page: undefined,
            })}
            variant="ghost"
          >
            {t('wallet.tx.clear')}
          </ButtonLink>
        )}
      </div>
    </Form>
  );
}
