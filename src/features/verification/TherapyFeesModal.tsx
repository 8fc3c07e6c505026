import { useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { getSetProviderTherapyFeesMutationOptions } from '../../../generated/api/provider/set-provider-therapy-fees';
import type { ProviderProfile } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { useFeeText } from './FeesPage';
import { providerProfileQuery } from './queries';
import { feeSchema, toMajor, toMinor } from './fee-rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "therapy fees" modal: a fee (or free) per therapy; a therapy left empty uses the general fee, shown here. */
export default function TherapyFeesModal({ close }: ModalProps) {
  const t = useT(messages);
  const frame = (content: ReactNode) => (
    <Dialog title={t('verification.fees.therapy.title')} onClose={close}>
      {content}
    </Dialog>
  );
  return (
    <QueryBoundary query={providerProfileQuery()} frame={frame}>
      {(profile) => <TherapyFeesForm profile={profile} close={close} />}
    </QueryBoundary>
  );
}

function TherapyFeesForm({ profile, close }: { profile: ProviderProfile; close: () => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const feeText = useFeeText();
  const { bookingFee } = profile;
  // An empty row keeps the general fee; a filled one follows the fee rules.
  const schema = useMemo(() => {
    const fee = feeSchema(t, intl.locale, bookingFee.currencyCode);
    return z.object({
      rows: z.array(
        z.union([
          z.object({ therapyIdentifier: z.string(), fee: z.literal(''), isFree: z.literal(false) }),
          z.intersection(fee, z.object({ therapyIdentifier: z.string() })),
        ]),
      ),
    });
  }, [t, intl.locale, bookingFee.currencyCode]);
  const save = useSend(getSetProviderTherapyFeesMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => {
      toastSuccess(t('verification.fees.saved'));
      close();
    },
  });
  const form = useAppForm({
    defaultValues: {
      rows: profile.therapy.map((therapy) => {
        const own = bookingFee.therapy.find((f) => f.therapyIdentifier === therapy.identifier);
        return {
          therapyIdentifier: therapy.identifier,
          fee: own ? (own.isFree ? '0' : toMajor(own.fee)) : '',
          isFree: own?.isFree ?? false,
        };
      }),
    },
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      const fees = value.rows
        .filter((r) => r.isFree || r.fee !== '')
        .map((r) => ({ therapyIdentifier: r.therapyIdentifier, fee: r.isFree ? 0 : toMinor(r.fee), isFree: r.isFree }));
      if (fees.length === 0) return close();
      await save.send({ data: { fees } });
    },
  });
  // 'Free' sets the row's fee to 0; unticking restores what was there.
  const previous = useRef<Record<number, string>>({});
  const toggleFree = (i: number, free: boolean) => {
    if (free) {
      previous.current[i] = form.getFieldValue(`rows[${i}].fee`);
      form.setFieldValue(`rows[${i}].fee`, '0');
    } else form.setFieldValue(`rows[${i}].fee`, previous.current[i] === '0' ? '' : (previous.current[i] ?? ''));
  };
  return (
    <Dialog
      title={t('verification.fees.therapy.title')}
      description={t('verification.fees.therapy.intro', { fee: feeText(bookingFee.general, bookingFee.currencyCode) })}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="therapy-fees" busy={save.busy}>
            {t('verification.fees.save')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="therapy-fees" className="flex flex-col gap-5">
        {profile.therapy.map((therapy, i) => (
          <fieldset key={therapy.identifier} className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-semibold text-slate-900">{therapy.name}</legend>
            <form.Subscribe selector={(s) => s.values.rows[i]?.isFree ?? false}>
              {(isFree) => (
                <form.AppField name={`rows[${i}].fee`}>
                  {(field) => (
                    <field.TextField
                      label={t('verification.fees.amount', { currency: bookingFee.currencyCode })}
                      inputMode="numeric"
                      autoComplete="off"
                      disabled={isFree}
                      optional
                    />
                  )}
                </form.AppField>
              )}
            </form.Subscribe>
            <form.AppField name={`rows[${i}].isFree`} listeners={{ onChange: ({ value }) => toggleFree(i, value) }}>
              {(field) => <field.CheckboxField label={t('verification.fees.free')} />}
            </form.AppField>
          </fieldset>
        ))}
      </Form>
    </Dialog>
  );
}
