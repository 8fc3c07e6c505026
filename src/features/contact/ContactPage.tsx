import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getSubmitContactFormMutationOptions } from '../../../generated/api/user/submit-contact-form';
import { useT } from '../../lib/i18n/translate';
import { useSend } from '../../lib/mutation';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import messages from './messages';
import { contactUserQuery } from './queries';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, contactBody, contactSchema, type ContactValues } from './schema';

/** `/contact/` (public): the contact form. Signed-in users get their name and e-mail filled in. */
export function ContactPage() {
  const t = useT(messages);
  // The backend's answer, shown instead of the form once sent ('' for a dropped bot: nothing was sent).
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <PageContainer narrow>
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageTitle
          title={t('contact.title')}
          subtitle={answer === null ? t('contact.intro') : undefined}
          className="mb-6"
        />
        {answer === null ? (
          <ContactForm onSent={setAnswer} />
        ) : (
          <div role="status" className="rounded-2xl bg-teal-50 p-5 text-teal-900 ring-1 ring-teal-200">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              {t('contact.sent.title')}
            </p>
            {answer && <p className="mt-1">{answer}</p>}
            <Button variant="secondary" className="mt-4" onClick={() => setAnswer(null)}>
              {t('contact.sendAnother')}
            </Button>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

function ContactForm({ onSent }: { onSent: (answer: string) => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const session = useSession();
  // Optional: the account only fills the form in; it is typed by hand without it.
  const { data: user } = useQuery({ ...contactUserQuery(), enabled: session !== null });
  const schema = useMemo(() => contactSchema(t), [t]);
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useSend(getSubmitContactFormMutationOptions(), { onSuccess: (result) => onSent(result.message) });
  const defaultValues: ContactValues = {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: '',
    message: '',
  };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      // Only a bot fills the hidden field: it is told "sent", and nothing is sent.
      if (honeypot.current?.value) return onSent('');
      await submit.send({ data: contactBody(value) });
    },
  });
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="email">{(field) => <field.EmailField label={t('contact.email')} />}</form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => <field.TextField label={t('contact.firstName')} autoComplete="given-name" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label={t('contact.lastName')} autoComplete="family-name" />}
        </form.AppField>
      </div>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            label={t('contact.phone')}
            hint={t('contact.phoneHint')}
            optional
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </form.AppField>
      <form.AppField name="message">
        {(field) => (
          <field.TextareaField
            label={t('contact.message')}
            rows={6}
            hint={t('contact.messageHint', {
              min: CONTACT_MESSAGE_MIN,
              max: intl.formatNumber(CONTACT_MESSAGE_MAX),
              count: intl.formatNumber(field.state.value.trim().length),
            })}
          />
        )}
      </form.AppField>
      {/* The honeypot: off screen, out of the tab order and of the accessibility tree. */}
      <div inert aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <form.SubmitButton size="lg" busy={submit.busy} className="self-start">
        {t('contact.submit')}
      </form.SubmitButton>
    </Form>
  );
}
