import { z } from 'zod/mini';
import type { Country } from '../../../generated/model';
import { setCountry } from '../../lib/i18n';
import type { ModalProps } from '../../lib/modal-descriptor';
import { QueryBoundary } from '../../lib/query-boundary';
import { identify } from '../../lib/track';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { operatingCountriesQuery } from './queries';
import { leaveModalBeforeReload } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `?modal=active-country`: choose one of the operating countries (GET /region/country); the page reloads in it. */
export default function ActiveCountryModal({ close }: ModalProps) {
  const t = useT(messages);
  return (
    <Dialog title={t('region.active.title')} description={t('region.active.text')} onClose={close}>
      <QueryBoundary query={operatingCountriesQuery()} failedTitle={t('region.loadFailed')}>
        {(countries) => <CountryForm countries={countries.items} />}
      </QueryBoundary>
    </Dialog>
  );
}

function CountryForm({ countries }: { countries: Country[] }) {
  const t = useT(messages);
  const form = useAppForm({
    defaultValues: { code: countries[0]?.code ?? '' },
    validators: { onSubmit: z.object({ code: z.string().check(z.minLength(1)) }) },
    onSubmit: ({ value }) => {
      identify({ country: value.code });
      leaveModalBeforeReload();
      setCountry(value.code);
    },
  });
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="code">
        {(field) => (
          <field.ChoiceField
            look="card"
            legend={t('region.active.legend')}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
        )}
      </form.AppField>
      <form.SubmitButton className="self-end">{t('region.active.submit')}</form.SubmitButton>
    </Form>
  );
}
