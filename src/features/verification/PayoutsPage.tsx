import { useSelector } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSaveProviderBankDetailsMutationOptions } from '../../../generated/api/provider/save-provider-bank-details';
import { BIRTH_DATE_MIN, todayIso } from '../../lib/birth-date';
import { useDocumentTitle } from '../../lib/document-title';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { bankExtras, bankRequest, bankSchema, type BankValues } from './bank-rules';
import { Section } from '../../ui/Section';
import { requiredAllCountriesQuery, requiredBankDetailsQuery, requiredProviderProfileQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/account/payouts/`: the bank account for payouts (inferred call, decision 0045); the saved number is masked. */
export function PayoutsPage() {
  const t = useT(messages);
  const saved = useSuspenseQuery(requiredBankDetailsQuery()).data.bankDetails;
  const profile = useSuspenseQuery(requiredProviderProfileQuery()).data;
  const countries = useSuspenseQuery(requiredAllCountriesQuery()).data.items;
  useDocumentTitle(t('bank.title'));
  const profileCountry = countries.find((c) => c.identifier === profile.profileInfo.country)?.code ?? '';
  return (
    <PageContainer narrow>
      <PageTitle title={t('bank.title')} subtitle={t('verification.bank.intro')} />
      <Section id="bank" title={t('bank.title')}>
        <p className="mb-5 text-sm text-slate-700" data-testid="bank-current">
          {saved
            ? t('verification.bank.current', { bank: saved.bankName, number: saved.accountNumberMasked })
            : t('verification.bank.none')}
        </p>
        <BankForm
          key={saved?.updatedAt ?? 'new'}
          countries={countries.map((c) => ({ value: c.code, label: c.name }))}
          initial={{
            countryCode: saved?.countryCode ?? profileCountry,
            accountName: saved?.accountName ?? '',
            bankCode: saved?.bankCode ?? '',
            bankName: saved?.bankName ?? '',
            accountNumber: '',
            address: saved?.address ?? '',
            postalCode: saved?.postalCode ?? '',
            accountType: saved?.accountType ?? '',
            ownership: saved?.ownership ?? '',
            dateOfBirth: saved?.dateOfBirth ?? '',
          }}
        />
      </Section>
    </PageContainer>
  );
}

function BankForm({ initial, countries }: { initial: BankValues; countries: { value: string; label: string }[] }) {
  const t = useT(messages);
  const schema = useMemo(() => bankSchema(t), [t]);
  const save = useSend(getSaveProviderBankDetailsMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => toastSuccess(t('verification.bank.saved')),
  });
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await save.send({ data: bankRequest(value) });
    },
  });
  const extras = bankExtras(useSelector(form.store, (s) => s.values.countryCode));
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="countryCode">
        {(field) => <field.SelectField label={t('verification.bank.country')} placeholder="" options={countries} />}
      </form.AppField>
      <form.AppField name="accountName" validators={{ onChangeListenTo: ['countryCode'] }}>
        {(field) => <field.TextField label={t('verification.bank.accountName')} autoComplete="name" />}
      </form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="bankName">
          {(field) => <field.TextField label={t('verification.bank.bankName')} />}
        </form.AppField>
        <form.AppField name="bankCode">
          {(field) => (
            <field.TextField label={t('verification.bank.bankCode')} inputMode="numeric" autoComplete="off" />
          )}
        </form.AppField>
      </div>
      <form.AppField name="accountNumber">
        {(field) => (
          <field.TextField
            label={t('verification.bank.accountNumber')}
            hint={initial.bankName ? t('verification.bank.accountNumber.hint') : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </form.AppField>
      {extras.includes('address') && (
        <form.AppField name="address">
          {(field) => <field.TextField label={t('verification.bank.address')} autoComplete="street-address" />}
        </form.AppField>
      )}
      {extras.includes('postalCode') && (
        <form.AppField name="postalCode">
          {(field) => <field.TextField label={t('verification.bank.postalCode')} autoComplete="postal-code" />}
        </form.AppField>
      )}
      {extras.includes('accountType') && (
        <form.AppField name="accountType">
          {(field) => (
            <field.ChoiceField
              legend={t('verification.bank.accountType')}
              options={(['checking', 'savings'] as const).map((v) => ({
                value: v,
                label: t(`verification.bank.accountType.${v}`),
              }))}
            />
          )}
        </form.AppField>
      )}
      {extras.includes('ownership') && (
        <form.AppField name="ownership">
          {(field) => (
            <field.ChoiceField
              legend={t('verification.bank.ownership')}
              options={(['business', 'personal'] as const).map((v) => ({
                value: v,
                label: t(`verification.bank.ownership.${v}`),
              }))}
            />
          )}
        </form.AppField>
      )}
      {extras.includes('dateOfBirth') && (
        <form.AppField name="dateOfBirth">
          {(field) => (
            <field.DateField
              label={t('verification.bank.dateOfBirth')}
              autoComplete="bday"
              min={BIRTH_DATE_MIN}
              max={todayIso()}
            />
          )}
        </form.AppField>
      )}
      <form.SubmitButton busy={save.busy} className="self-start">
        {t('verification.bank.save')}
      </form.SubmitButton>
    </Form>
  );
}
