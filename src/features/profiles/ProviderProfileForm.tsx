import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getUpdateProviderInfoMutationOptions } from '../../../generated/api/provider/update-provider-info';
import type { CatalogueName, ProviderProfile, UpdateProviderInfoRequest } from '../../../generated/model';
import type { MessageId } from './messages';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { MultiComboboxField } from '../../ui/form/MultiComboboxField';
import { useCatalogueOptions } from '../catalogue';
import { preferenceLists, preferenceValues } from './preferences';
import { CountrySelect, StateSelect } from './region-fields';
import { BIO_MAX, providerProfileSchema, type ProviderProfileValues } from './schemas';
import { allOnFields, serverFieldErrors, withServerError } from './server-errors';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

const fields = [
  'firstName',
  'lastName',
  'phoneNumber',
  'headline',
  'title',
  'officeAddress',
  'bio',
  'zipCode',
  'countryIdentifier',
  'stateIdentifier',
  'ethnicityIdentifier',
  'gender',
  'disciplineIdentifier',
  'therapyIdentifiers',
  'modalityIdentifiers',
  'specialityIdentifiers',
  ...preferenceLists.map((p) => p.field),
] as const;

const valuesOf = (p: ProviderProfile): ProviderProfileValues => ({
  firstName: p.profileInfo.firstName ?? '',
  lastName: p.profileInfo.lastName ?? '',
  phoneNumber: p.phoneNumber ?? '',
  headline: p.profileInfo.headline ?? '',
  title: p.title ?? '',
  officeAddress: p.officeAddress ?? '',
  bio: p.bio ?? '',
  zipCode: p.zipCode ?? '',
  countryIdentifier: p.profileInfo.country ?? '',
  stateIdentifier: p.stateIdentifier ?? '',
  ethnicityIdentifier: p.ethnicityIdentifier ?? '',
  gender: p.gender ?? '',
  disciplineIdentifier: p.disciplineIdentifier ?? '',
  therapyIdentifiers: p.therapy.map((t) => t.identifier),
  modalityIdentifiers: p.modality.map((m) => m.identifier),
  specialityIdentifiers: p.specialities.map((s) => s.identifier),
  ...preferenceValues(p),
});

/** The request: the required fields always, the optional texts only when filled in (omitted ones stay unchanged). */
export function providerUpdateBody(v: ProviderProfileValues): UpdateProviderInfoRequest {
  const optional = (value: string) => trimInvisible(value) || undefined;
  return {
    firstName: trimInvisible(v.firstName),
    lastName: trimInvisible(v.lastName),
    phoneNumber: v.phoneNumber.trim(),
    headline: optional(v.headline),
    title: trimInvisible(v.title),
    officeAddress: trimInvisible(v.officeAddress),
    bio: v.bio,
    zipCode: optional(v.zipCode),
    countryIdentifier: v.countryIdentifier,
    stateIdentifier: v.stateIdentifier,
    ethnicityIdentifier: v.ethnicityIdentifier,
    gender: v.gender,
    disciplineIdentifier: optional(v.disciplineIdentifier),
    therapyIdentifiers: v.therapyIdentifiers,
    modalityIdentifiers: v.modalityIdentifiers,
    specialityIdentifiers: v.specialityIdentifiers,
    // The form shows every list, so each is sent: an emptied one is cleared.
    ...Object.fromEntries(preferenceLists.map(({ field }) => [field, v[field]])),
  };
}

const lists: [
  name: 'therapyIdentifiers' | 'modalityIdentifiers' | 'specialityIdentifiers',
  catalogue: CatalogueName,
  label: MessageId,
][] = [
  ['therapyIdentifiers', 'therapy', 'profiles.field.therapies'],
  ['modalityIdentifiers', 'modality', 'profiles.field.modalities'],
  ['specialityIdentifiers', 'speciality', 'profiles.field.specialities'],
];

function CatalogueMulti({ list, label, optional }: { list: CatalogueName; label: string; optional?: boolean }) {
  const t = useT(messages);
  const { options } = useCatalogueOptions(list);
  return (
    <MultiComboboxField
      label={label}
      optional={optional}
      options={options}
      removeLabel={(name) => t('profiles.multi.remove', { name })}
    />
  );
}

/** The provider's profile form (POST /provider/update/info): 'Data saved successfully'; the public page follows at once. */
export function ProviderProfileForm({ profile }: { profile: ProviderProfile }) {
  const intl = useIntl();
  const t = useT(messages);
  const schema = useMemo(() => providerProfileSchema(t), [t]);
  const ethnicities = useCatalogueOptions('ethnicity');
  const genders = useCatalogueOptions('gender');
  const disciplines = useCatalogueOptions('discipline');
  const save = useSend(getUpdateProviderInfoMutationOptions(), {
    refresh: ['provider', 'user'],
    handles: (error) => allOnFields(error, fields),
    onSuccess: () => toastSuccess(t('profiles.saved')),
  });
  const form = useAppForm({
    defaultValues: valuesOf(profile),
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await save.send({ data: providerUpdateBody(value) });
      if (result.ok) return;
      for (const [field, message] of Object.entries(serverFieldErrors(result.error, fields))) {
        form.setFieldMeta(field as (typeof fields)[number], withServerError(message));
      }
    },
  });
  const country = useSelector(form.store, (s) => s.values.countryIdentifier);
  const bioLength = useSelector(form.store, (s) => s.values.bio.length);
  const choose = t('profiles.choose');

  return (
    <Form form={form} id="provider-profile" className="grid gap-5 sm:grid-cols-2">
      <form.AppField name="firstName">
        {(field) => <field.TextField label={t('profiles.field.firstName')} autoComplete="given-name" />}
      </form.AppField>
      <form.AppField name="lastName">
        {(field) => <field.TextField label={t('profiles.field.lastName')} autoComplete="family-name" />}
      </form.AppField>
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label={t('profiles.field.title')}
            hint={t('profiles.field.titleHint')}
            autoComplete="honorific-prefix"
          />
        )}
      </form.AppField>
      <form.AppField name="headline">
        {(field) => <field.TextField label={t('profiles.field.headline')} optional />}
      </form.AppField>
      <form.AppField name="phoneNumber">
        {(field) => (
          <field.TextField
            label={t('profiles.field.phone')}
            hint={t('profiles.field.phoneHint')}
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </form.AppField>
      <form.AppField name="officeAddress">
        {(field) => (
          <field.TextField
            label={t('profiles.field.officeAddress')}
            hint={t('profiles.rule.officeAddress')}
            autoComplete="street-address"
          />
        )}
      </form.AppField>
      <form.AppField name="bio">
        {(field) => (
          <field.TextareaField
            label={t('profiles.field.bio')}
            optional
            rows={6}
            className="sm:col-span-2"
            hint={
              <span className={bioLength > BIO_MAX ? 'font-medium text-rose-700' : undefined} aria-live="polite">
                {t('profiles.field.bioCount', { count: intl.formatNumber(bioLength), max: intl.formatNumber(BIO_MAX) })}
              </span>
            }
          />
        )}
      </form.AppField>
      <form.AppField name="countryIdentifier" listeners={{ onChange: () => form.setFieldValue('stateIdentifier', '') }}>
        {() => <CountrySelect />}
      </form.AppField>
      <form.AppField name="stateIdentifier">{() => <StateSelect country={country} />}</form.AppField>
      <form.AppField name="zipCode">
        {(field) => <field.TextField label={t('profiles.field.zipCode')} optional autoComplete="postal-code" />}
      </form.AppField>
      <form.AppField name="disciplineIdentifier">
        {(field) => (
          <field.SelectField
            label={t('profiles.field.discipline')}
            optional
            options={disciplines.options}
            placeholder={choose}
          />
        )}
      </form.AppField>
      <form.AppField name="ethnicityIdentifier">
        {(field) => (
          <field.SelectField label={t('profiles.field.ethnicity')} options={ethnicities.options} placeholder={choose} />
        )}
      </form.AppField>
      <form.AppField name="gender">
        {(field) => (
          <field.SelectField label={t('profiles.field.gender')} options={genders.options} placeholder={choose} />
        )}
      </form.AppField>
      {lists.map(([name, list, label]) => (
        <form.AppField key={name} name={name}>
          {() => (
            <div className="sm:col-span-2">
              <CatalogueMulti list={list} label={t(label)} />
            </div>
          )}
        </form.AppField>
      ))}
      <fieldset className="grid gap-5 border-t border-slate-200 pt-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="float-left w-full text-base font-semibold text-slate-900 sm:col-span-2">
          {t('profiles.preferences.title')}
        </legend>
        <p className="-mt-3 text-sm text-slate-600 sm:col-span-2">{t('profiles.preferences.intro')}</p>
        {preferenceLists.map(({ field: name, list, label }) => (
          <form.AppField key={name} name={name}>
            {() => <CatalogueMulti list={list} label={t(label)} optional />}
          </form.AppField>
        ))}
      </fieldset>
      <div className="flex justify-end sm:col-span-2">
        <form.SubmitButton busy={save.busy}>{t('profiles.save')}</form.SubmitButton>
      </div>
    </Form>
  );
}
