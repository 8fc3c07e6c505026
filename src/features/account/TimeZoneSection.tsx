import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getUpdateUserTimezoneMutationOptions } from '../../../generated/api/user/update-user-timezone';
import { useSend } from '../../lib/mutation';
import { browserTimeZone, isKnownTimeZone, useSavedTimeZone, usableTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { ipTimeZoneQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The zone's current offset from UTC, e.g. 'GMT+01:00' ('GMT' for UTC itself). */
function utcOffset(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/** Every IANA zone the browser knows, with its current offset. */
function zoneOptions() {
  const now = new Date();
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (${utcOffset(zone, now)})` }));
}

/**
 * The zone every time in the app is shown in (GET/POST /user/timezone): a searchable list of IANA zones, with the
 * location's (GET /region/user-timezone) and the browser's zone suggested when they differ from the saved one.
 * Saving refreshes the saved zone, so every shown time re-renders in it without a reload.
 */
export function TimeZoneSection() {
  const t = useT(messages);
  const stored = useSavedTimeZone();
  // A stored zone this browser does not know is named as such; times go by the browser's zone until one is chosen.
  const unknownStored = stored !== undefined && !isKnownTimeZone(stored) ? stored : undefined;
  const saved = usableTimeZone(stored);
  // Optional: the located zone is only a suggestion beside the saved one.
  const located = useQuery(ipTimeZoneQuery()).data?.timezone;
  const options = useMemo(() => zoneOptions(), []);
  const save = useSend(getUpdateUserTimezoneMutationOptions(), {
    refresh: ['user'],
    onSuccess: () => toastSuccess(t('account.settings.timezone.saved')),
  });
  const form = useAppForm({
    defaultValues: { timezone: saved },
    onSubmit: async ({ value }) => {
      if (value.timezone) await save.send({ data: { timezone: value.timezone } });
    },
  });
  const suggestions = [
    isKnownTimeZone(located) && { zone: located, text: 'account.settings.timezone.suggestLocation' as const },
    { zone: browserTimeZone(), text: 'account.settings.timezone.suggestBrowser' as const },
  ].filter(
    (
      s,
    ): s is {
      zone: string;
      text: 'account.settings.timezone.suggestLocation' | 'account.settings.timezone.suggestBrowser';
    } => !!s && s.zone !== saved,
  );
  const unique = suggestions.filter((s, i) => suggestions.findIndex((o) => o.zone === s.zone) === i);

  return (
    <div className="flex flex-col gap-5">
      {unknownStored && (
        <p role="status" className="rounded-2xl bg-amber-50 p-3 text-sm break-words text-amber-900">
          {t('account.settings.timezone.unknown', { zone: <strong>{unknownStored}</strong> })}
        </p>
      )}
      <p className="text-slate-700">
        {t('account.settings.timezone.current', {
          zone: <strong>{saved.replace(/_/g, ' ')}</strong>,
          offset: utcOffset(saved),
        })}
      </p>
      {unique.map((s) => (
        <div
          key={s.zone}
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-indigo-50 p-3 text-sm text-indigo-900"
        >
          <span>{t(s.text, { zone: s.zone.replace(/_/g, ' ') })}</span>
          <Button
            size="sm"
            variant="secondary"
            busy={save.busy}
            onClick={() => void save.send({ data: { timezone: s.zone } })}
          >
            {t('account.settings.timezone.use', { zone: s.zone.replace(/_/g, ' ') })}
          </Button>
        </div>
      ))}
      <Form form={form} className="grid gap-4 sm:max-w-md">
        <form.AppField name="timezone">
          {(field) => (
            <field.ComboboxField
              label={t('account.settings.timezone.label')}
              placeholder={t('account.settings.timezone.search')}
              noMatch={t('account.settings.timezone.noMatch')}
              options={options}
            />
          )}
        </form.AppField>
        <form.SubmitButton busy={save.busy} variant="secondary" className="justify-self-start">
          {t('account.settings.timezone.save')}
        </form.SubmitButton>
      </Form>
    </div>
  );
}
