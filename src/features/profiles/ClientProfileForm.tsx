import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { getUpdateClientProfileMutationOptions } from '../../../generated/api/client/update-client-profile';
import type { ClientProfile, UpdateClientProfileRequest } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { writePersisted } from '../../lib/persisted';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { useCatalogueOptions } from '../catalogue';
import { DobField } from './DobField';
import { CountrySelect, StateSelect } from './region-fields';
import { clientProfileSchema, type ClientProfileValues } from './schemas';
import { allOnFields, serverFieldErrors, withServerError } from './server-errors';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

const fields = [
  'firstName',
  'lastName',
  'userName',
  'countryIdentifier',
  'stateIdentifier',
  'zipCode',
  'dob',
  'religionIdentifier',
  'ethnicityIdentifier',
  'gender',
] as const;

const valuesOf = (p: ClientProfile): ClientProfileValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  userName: p.userName ?? '',
  countryIdentifier: p.countryIdentifier ?? '',
  stateIdentifier: p.stateIdentifier ?? '',
  zipCode: p.zipCode ?? '',
  dob: p.dob ?? '',
  religionIdentifier: p.religionIdentifier ?? '',
  ethnicityIdentifier: p.ethnicityIdentifier ?? '',
  gender: p.gender ?? '',
});

/** The request: userName always; every other field only when filled in (an omitted field is left unchanged). */
export function clientUpdateBody(values: ClientProfileValues): UpdateClientProfileRequest {
  const body: UpdateClientProfileRequest = { userName: values.userName.trim() };
  for (const key of fields) {
    const value = trimInvisible(values[key]);
    if (key !== 'userName' && value) Object.assign(body, { [key]: value });
  }
  return body;
}

/** The client's profile form (PUT /client): 'Data saved successfully'; a refusal shows on its field, nothing typed is lost. */
export function ClientProfileForm({ profile }: { profile: ClientProfile }) {
  const t = useT(messages);
  const schema = useMemo(() => clientProfileSchema(t), [t]);
  const religions = useCatalogueOptions('religion');
  const ethnicities = useCatalogueOptions('ethnicity');
  const genders = useCatalogueOptions('gender');
  const save = useSend(getUpdateClientProfileMutationOptions(), {
    refresh: ['client', 'user'],
    handles: (error) => allOnFields(error, fields),
    onSuccess: (saved) => {
      writePersisted('clientProfile', saved);
      toastSuccess(t('profiles.saved'));
    },
  });
  const form = useAppForm({
    defaultValues: valuesOf(profile),
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await save.send({ data: clientUpdateBody(value) });
      if (result.ok) return;
      for (const [field, message] of Object.entries(serverFieldErrors(result.error, fields))) {
        form.setFieldMeta(field as (typeof fields)[number], withServerError(message));
      }
    },
  });
  const country = useSelector(form.store, (s) => s.values.countryIdentifier);
  const choose = t('profiles.choose');

  return (
    <Form form={form} id="client-profile" className="grid gap-5 sm:grid-cols-2">
      <form.AppField name="firstName">
        {(field) => <field.TextField label={t('profiles.field.firstName')} optional autoComplete="given-name" />}
      </form.AppField>
      <form.AppField name="lastName">
        {(field) => <field.TextField label={t('profiles.field.lastName')} optional autoComplete="family-name" />}
      </form.AppField>
      <form.AppField name="userName">
        {(field) => (
          <field.TextField
            label={t('profiles.field.userName')}
            hint={t('profiles.field.userNameHint')}
            autoComplete="username"
            className="sm:col-span-2"
          />
        )}
      </form.AppField>
      <form.AppField name="countryIdentifier" listeners={{ onChange: () => form.setFieldValue('stateIdentifier', '') }}>
        {() => <CountrySelect optional />}
      </form.AppField>
      <form.AppField name="stateIdentifier">{() => <StateSelect country={country} optional />}</form.AppField>
      <form.AppField name="zipCode">
        {(field) => <field.TextField label={t('profiles.field.zipCode')} optional autoComplete="postal-code" />}
      </form.AppField>
      <form.AppField name="dob">{() => <DobField />}</form.AppField>
      <form.AppField name="religionIdentifier">
        {(field) => (
          <field.SelectField
            label={t('profiles.field.religion')}
            optional
            options={religions.options}
            placeholder={choose}
          />
        )}
      </form.AppField>
      <form.AppField name="ethnicityIdentifier">
        {(field) => (
          <field.SelectField
            label={t('profiles.field.ethnicity')}
            optional
            options={ethnicities.options}
            placeholder={choose}
          />
        )}
      </form.AppField>
      <form.AppField name="gender">
        {(field) => (
          <field.SelectField
            label={t('profiles.field.gender')}
            optional
            options={genders.options}
            placeholder={choose}
          />
        )}
      </form.AppField>
      <div className="flex justify-end sm:col-span-2">
        <form.SubmitButton busy={save.busy}>{t('profiles.save')}</form.SubmitButton>
      </div>
    </Form>
  );
}
