import { useSelector } from '@tanstack/react-form';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { getUpdateProviderInfoMutationOptions } from '../../../generated/api/provider/update-provider-info';
import type { ProviderProfile, UpdateProviderInfoRequest } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { useCatalogueOptions } from '../catalogue';
import { CheckGroupField } from './CheckGroupField';
import { allCountriesQuery, countryStatesQuery, requiredProviderProfileQuery } from './queries';
import { firstOpenStep, SETUP_STEPS, setupSchemas, type SetupStep } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages, { type MessageId } from './messages';
import { trimInvisible } from '../../lib/visible-text';

const STEP_TITLES = {
  about: 'verification.setup.about.title',
  practice: 'verification.setup.practice.title',
  office: 'verification.setup.office.title',
} as const satisfies Record<SetupStep, MessageId>;

/** `/setup/`: the provider's first-sign-in setup in three saved steps; it resumes on the first open one (0050). */
export function SetupPage() {
  const t = useT(messages);
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(requiredProviderProfileQuery());
  const [step, setStep] = useState<SetupStep>(() => firstOpenStep(profile) ?? 'about');
  useDocumentTitle(t('setup.title'));
  const save = useSend(getUpdateProviderInfoMutationOptions(), { refresh: ['provider'] });
  const index = SETUP_STEPS.indexOf(step);

  async function saveStep(fields: Partial<UpdateProviderInfoRequest>) {
    const base = {
      countryIdentifier: profile.profileInfo.country,
      stateIdentifier: profile.stateIdentifier ?? '',
      gender: profile.gender ?? '',
    };
    const result = await save.send({ data: { ...base, ...fields } });
    if (!result.ok) return;
    toastSuccess(t('verification.setup.saved'));
    const next = SETUP_STEPS[index + 1];
    if (next) setStep(next);
    else await navigate({ to: '/overview/' });
  }

  const props = {
    profile,
    busy: save.busy,
    onSave: saveStep,
    onBack: index > 0 ? () => setStep(SETUP_STEPS[index - 1]!) : undefined,
  };
  return (
    <PageContainer narrow>
      <PageTitle title={t('setup.title')} subtitle={t('verification.setup.intro')} />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-medium text-teal-800">
          {t('verification.setup.step', { step: index + 1, count: SETUP_STEPS.length })}
        </p>
        <h2 className="mt-1 mb-6 text-xl font-semibold text-slate-900">{t(STEP_TITLES[step])}</h2>
        {step === 'about' && <AboutStep {...props} />}
        {step === 'practice' && <PracticeStep {...props} />}
        {step === 'office' && <OfficeStep {...props} />}
      </div>
    </PageContainer>
  );
}

interface StepProps {
  profile: ProviderProfile;
  busy: boolean;
  onSave: (fields: Partial<UpdateProviderInfoRequest>) => Promise<void>;
  onBack?: () => void;
}

function StepButtons({ busy, onBack, last = false }: { busy: boolean; onBack?: () => void; last?: boolean }) {
  const t = useT(messages);
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {t('verification.setup.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" busy={busy}>
        {t(last ? 'verification.setup.finish' : 'verification.setup.next')}
      </Button>
    </div>
  );
}

function AboutStep({ profile, busy, onSave }: StepProps) {
  const t = useT(messages);
  const schema = useMemo(() => setupSchemas(t).about, [t]);
  const form = useAppForm({
    defaultValues: {
      countryIdentifier: profile.profileInfo.country,
      stateIdentifier: profile.stateIdentifier ?? '',
      title: profile.title ?? '',
      gender: profile.gender ?? '',
    },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSave({ ...value, title: trimInvisible(value.title) }),
  });
  // Optional: the setup's selects fill in when their lists come; a failed list is toasted.
  const countries = useQuery(allCountriesQuery()).data?.items ?? [];
  const country = useSelector(form.store, (s) => s.values.countryIdentifier);
  const states = useQuery(countryStatesQuery(country)).data?.items ?? [];
  const genders = useCatalogueOptions('gender').options;
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="countryIdentifier" listeners={{ onChange: () => form.setFieldValue('stateIdentifier', '') }}>
        {(field) => (
          <field.SelectField
            label={t('verification.setup.country')}
            placeholder=""
            options={countries.map((c) => ({ value: c.identifier, label: c.name }))}
          />
        )}
      </form.AppField>
      <form.AppField name="stateIdentifier">
        {(field) => (
          <field.SelectField
            label={t('verification.setup.state')}
            placeholder=""
            options={states.map((s) => ({ value: s.identifier, label: s.name }))}
          />
        )}
      </form.AppField>
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label={t('verification.setup.titleLabel')}
            hint={t('verification.setup.title.hint')}
            autoComplete="honorific-prefix"
          />
        )}
      </form.AppField>
      <form.AppField name="gender">
        {(field) => <field.SelectField label={t('verification.setup.gender')} placeholder="" options={genders} />}
      </form.AppField>
      <StepButtons busy={busy} />
    </Form>
  );
}

function PracticeStep({ profile, busy, onSave, onBack }: StepProps) {
  const t = useT(messages);
  const schema = useMemo(() => setupSchemas(t).practice, [t]);
  const ids = (items: { identifier: string }[]) => items.map((i) => i.identifier);
  const form = useAppForm({
    defaultValues: {
      therapyIdentifiers: ids(profile.therapy),
      modalityIdentifiers: ids(profile.modality),
      specialityIdentifiers: ids(profile.specialities),
    },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSave(value),
  });
  const therapies = useCatalogueOptions('therapy').options;
  const modalities = useCatalogueOptions('modality').options;
  const specialities = useCatalogueOptions('speciality').options;
  return (
    <Form form={form} className="flex flex-col gap-6">
      <form.AppField name="therapyIdentifiers">
        {() => <CheckGroupField legend={t('verification.setup.therapies')} options={therapies} />}
      </form.AppField>
      <form.AppField name="modalityIdentifiers">
        {() => <CheckGroupField legend={t('verification.setup.modalities')} options={modalities} />}
      </form.AppField>
      <form.AppField name="specialityIdentifiers">
        {() => <CheckGroupField legend={t('verification.setup.specialities')} options={specialities} />}
      </form.AppField>
      <StepButtons busy={busy} onBack={onBack} />
    </Form>
  );
}

function OfficeStep({ profile, busy, onSave, onBack }: StepProps) {
  const t = useT(messages);
  const schema = useMemo(() => setupSchemas(t).office, [t]);
  const form = useAppForm({
    defaultValues: { officeAddress: profile.officeAddress ?? '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSave({ officeAddress: trimInvisible(value.officeAddress) }),
  });
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="officeAddress">
        {(field) => (
          <field.TextField
            label={t('verification.setup.office')}
            hint={t('verification.setup.office.hint')}
            autoComplete="street-address"
          />
        )}
      </form.AppField>
      <StepButtons busy={busy} onBack={onBack} last />
    </Form>
  );
}
