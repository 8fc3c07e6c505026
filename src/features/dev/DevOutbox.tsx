import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedTime } from 'react-intl';
import { useDemoT } from '../../lib/i18n/translate';
import type { OutboxMail } from '../../../mocks/lib/outbox';

/**
 * Mock mode only: the mails the offline backend "sent" (verification and reset links, e-mail change codes), newest
 * first. A link opens its page; a code is copied on click.
 */
export function DevOutbox({ onFollow }: { onFollow: () => void }) {
  const t = useDemoT();
  const router = useRouter();
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void import('../../../mocks/browser')
      .then(({ readDemoOutbox }) => readDemoOutbox())
      .then((mails) => live && setMails(mails));
    return () => {
      live = false;
    };
  }, []);

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // no clipboard permission: the code stays visible to copy by hand
    }
    setCopied(code);
  }

  return (
    <section aria-labelledby="dev-outbox" className="mt-4 border-t border-slate-200 pt-3">
      <h2 id="dev-outbox" className="text-sm font-semibold text-slate-900">
        {t('dev.outbox')}
      </h2>
      {mails && mails.length === 0 && <p className="mt-1 text-xs text-slate-600">{t('dev.outboxEmpty')}</p>}
      <ul className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto">
        {mails?.map((mail) => (
          <li key={mail.id} className="rounded-lg bg-slate-50 p-2 text-xs ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{mail.subject}</p>
            <p className="break-all text-slate-600">
              {mail.to} · <FormattedTime value={mail.sentAt} />
            </p>
            {mail.link && (
              <a
                href={mail.link}
                onClick={(e) => {
                  e.preventDefault();
                  onFollow();
                  void router.navigate({ href: mail.link! });
                }}
                className="mt-1 block font-semibold break-all text-teal-800 underline"
              >
                {mail.link}
              </a>
            )}
            {mail.code && (
              <button
                type="button"
                onClick={() => void copy(mail.code!)}
                className="mt-1 flex items-center gap-2 rounded bg-white px-2 py-0.5 ring-1 ring-slate-300 hover:ring-teal-600"
              >
                <span className="font-mono text-sm font-semibold tracking-widest text-teal-800">{mail.code}</span>
                <span className="text-slate-600">
                  {t(copied === mail.code ? 'dev.outboxCopied' : 'dev.outboxCopy')}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
