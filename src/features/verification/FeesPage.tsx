import { useSelector } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { getSetProviderGeneralFeeMutationOptions } from '../../../generated/api/provider/set-provider-general-fee';
import type { ProviderBookingFee } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import { useModal } from '../../lib/modal';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { Section } from '../../ui/Section';
import { requiredProviderProfileQuery } from './queries';
import { feeSchema, toMajor, toMinor } from './fee-rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A fee in minor units as the locale writes the currency; 'Free' when free. */
export function useFeeText() {
  const intl = useIntl();
  const t = useT(messages);
  return (fee: { fee: number; isFree: boolean }, currency: string) =>
    fee.isFree
      ? t('verification.fees.free')
      : intl.formatNumber(fee.fee / 100, { style: 'currency', currency, maximumFractionDigits: 0 });
}

/** 'Free' sets the fee to 0 (its input is disabled); unticking restores what was there (spec: Fee). */
function useFreeToggle(getFee: () => string, setFee: (value: string) => void) {
  const previous = useRef('');
  return ({ value }: { value: boolean }) => {
    if (value) {
      previous.current = getFee();
      setFee('0');
    } else setFee(previous.current === '0' ? '' : previous.current);
  };
}

/** `/account/fees/`: the general fee and the per-therapy fees, in the provider's currency. */
export function FeesPage() {
  const t = useT(messages);
  const { open } = useModal();
  const feeText = useFeeText();
  const { data: profile } = useSuspenseQuery(requiredProviderProfileQuery());
  useDocumentTitle(t('fees.title'));
  const { bookingFee } = profile;
  return (
    <PageContainer narrow>
      <PageTitle title={t('fees.title')} subtitle={t('verification.fees.intro')} />
      <div className="flex flex-col gap-6">
        <Section id="fees-general" title={t('verification.fees.general')}>
          <GeneralFeeForm bookingFee={bookingFee} />
        </Section>
        <Section
          id="fees-therapy"
          title={t('verification.fees.therapy')}
          action={
            <Button changes variant="secondary" size="sm" onClick={() => open('therapy-fees')}>
              {t('verification.fees.therapy.open')}
            </Button>
          }
        >
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="therapy-fees">
            {profile.therapy.map((therapy) => {
              const own = bookingFee.therapy.find((f) => f.therapyIdentifier === therapy.identifier);
              return (
                <li key={therapy.identifier} className="flex justify-between gap-3 py-2.5">
                  <span className="font-medium text-slate-900">{therapy.name}</span>
                  <span className="text-slate-700">
                    {own
                      ? feeText(own, bookingFee.currencyCode)
                      : t('verification.fees.usesGeneral', {
                          fee: feeText(bookingFee.general, bookingFee.currencyCode),
                        })}
                  </span>
                </li>
              );
            })}
          </ul>
        </Section>
      </div>
    </PageContainer>
  );
}

function GeneralFeeForm({ bookingFee }: { bookingFee: ProviderBookingFee }) {
  const intl = useIntl();
  const t = useT(messages);
  const { general, currencyCode } = bookingFee;
  const schema = useMemo(() => feeSchema(t, intl.locale, currencyCode), [t, intl.locale, currencyCode]);
  const save = useSend(getSetProviderGeneralFeeMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => toastSuccess(t('verification.fees.saved')),
  });
  const form = useAppForm({
    defaultValues: { fee: general.isFree ? '0' : toMajor(general.fee), isFree: general.isFree },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await save.send({ data: { fee: value.isFree ? 0 : toMinor(value.fee), isFree: value.isFree } });
    },
  });
  const isFree = useSelector(form.store, (s) => s.values.isFree);
  const onFree = useFreeToggle(
    () => form.getFieldValue('fee'),
    (v) => form.setFieldValue('fee', v),
  );
  return (
    <Form form={form} className="flex flex-col gap-4 sm:max-w-sm">
      <form.AppField name="fee" validators={{ onChangeListenTo: ['isFree'] }}>
        {(field) => (
          <field.TextField
            label={t('verification.fees.amount', { currency: currencyCode })}
            hint={t('verification.fees.amount.hint', { currency: currencyCode })}
            inputMode="numeric"
            autoComplete="off"
            disabled={isFree}
          />
        )}
      </form.AppField>
      <form.AppField name="isFree" listeners={{ onChange: onFree }}>
        {(field) => <field.CheckboxField label={t('verification.fees.free')} />}
      </form.AppField>
      <form.SubmitButton busy={save.busy} className="self-start">
        {t('verification.fees.save')}
      </form.SubmitButton>
    </Form>
  );
}
