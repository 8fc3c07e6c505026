import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getDisableCalendarSubscriptionMutationOptions } from '../../../generated/api/calendar/disable-calendar-subscription';
import { getEnableCalendarSubscriptionMutationOptions } from '../../../generated/api/calendar/enable-calendar-subscription';
import { getReplaceCalendarSubscriptionMutationOptions } from '../../../generated/api/calendar/replace-calendar-subscription';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { calendarSubscriptionQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The private calendar subscription (decision 0009): a secret link a calendar app polls, so that a reschedule moves
 * the event and a cancellation strikes it out. Shown with Copy; "Replace link" asks first, because the old link (in
 * every calendar that has it) stops working.
 */
export function CalendarSubscriptionSection() {
  const t = useT(messages);
  const url = useQuery(calendarSubscriptionQuery()).data?.url ?? null;
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const fieldId = useId();
  const enable = useSend(getEnableCalendarSubscriptionMutationOptions(), { refresh: ['user'] });
  const replace = useSend(getReplaceCalendarSubscriptionMutationOptions(), {
    refresh: ['user'],
    onSuccess: () => {
      setConfirming(false);
      setCopied(null);
      toastSuccess(t('account.settings.calendar.replaced'));
    },
  });
  const disable = useSend(getDisableCalendarSubscriptionMutationOptions(), {
    refresh: ['user'],
    onSuccess: () => setConfirming(false),
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="flex flex-col gap-4 text-slate-700">
      <p>{t('account.settings.calendar.intro')}</p>
      <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">{t('account.settings.calendar.access')}</p>
      {url === null ? (
        <Button className="self-start" busy={enable.busy} onClick={() => void enable.send(undefined)}>
          {t('account.settings.calendar.turnOn')}
        </Button>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
              {t('account.settings.calendar.link')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={fieldId}
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
              />
              <Button variant="secondary" onClick={() => void copy(url)}>
                {t('account.settings.calendar.copy')}
              </Button>
            </div>
            <p role="status" className="text-sm">
              {copied === 'yes' && t('account.settings.calendar.copied')}
              {copied === 'failed' && t('account.settings.calendar.copyFailed')}
            </p>
            <p className="text-sm">{t('account.settings.calendar.howTo')}</p>
          </div>
          {confirming ? (
            <div
              role="group"
              aria-label={t('account.settings.calendar.replace')}
              className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
            >
              <p className="text-sm text-slate-900">{t('account.settings.calendar.replaceConfirm')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" busy={replace.busy} onClick={() => void replace.send({})}>
                  {t('account.settings.calendar.replaceYes')}
                </Button>
                <Button variant="secondary" disabled={replace.busy} onClick={() => setConfirming(false)}>
                  {t('account.settings.calendar.replaceNo')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('account.settings.calendar.replace')}
              </Button>
              <Button variant="ghost" busy={disable.busy} onClick={() => void disable.send(undefined)}>
                {t('account.settings.calendar.turnOff')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
