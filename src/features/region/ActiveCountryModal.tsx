import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import type { Country } from '../../../generated/model';
import { setCountry } from '../../lib/i18n';
import type { ModalProps } from '../../lib/modal-descriptor';
import { identify } from '../../lib/track';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { operatingCountriesQuery } from './queries';
import { leaveModalBeforeReload } from './rules';

/** `?modal=active-country`: choose one of the operating countries (GET /region/country); the page reloads in it. */
export default function ActiveCountryModal({ close }: ModalProps) {
  const intl = useIntl();
  const countries = useQuery(operatingCountriesQuery());
  return (
    <Dialog
      title={intl.formatMessage({ id: 'region.active.title' })}
      description={intl.formatMessage({ id: 'region.active.text' })}
      onClose={close}
    >
      {countries.isPending ? (
        <LoadingBlock />
      ) : countries.isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'region.loadFailed' })}
          text={countries.error.message}
          onRetry={() => void countries.refetch()}
        />
      ) : (
        <CountryForm countries={countries.data.items} />
      )}
    </Dialog>
  );
}

function CountryForm({ countries }: { countries: Country[] }) {
  const intl = useIntl();
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
            legend={intl.formatMessage({ id: 'region.active.legend' })}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
        )}
      </form.AppField>
      <form.SubmitButton className="self-end">{intl.formatMessage({ id: 'region.active.submit' })}</form.SubmitButton>
    </Form>
  );
}
