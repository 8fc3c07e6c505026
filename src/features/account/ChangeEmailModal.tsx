import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getConfirmEmailChangeMutationOptions } from '../../../generated/api/user/confirm-email-change';
import { getRequestEmailChangeMutationOptions } from '../../../generated/api/user/request-email-change';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { errorText, toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { CODE_LENGTH, CodeInput } from './CodeInput';
import { failedWith, serverError } from './field-error';
import { userInfoQuery } from './queries';
import { changeEmailSchema } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A refusal of step 1 shown on its field: a wrong password on the password, anything else on the address. */
const onStep1 = failedWith(400);
const wrongPassword = failedWith(400, 'INVALID_PASSWORD');

/**
 * The "update email" modal: step 1 the new address (twice) and the password (unless the account is social, as for
 * deletion), step 2 the 6-digit code sent to it.
 */
export default function ChangeEmailModal({ close }: ModalProps) {
  const t = useT(messages);
  // Step 2 resends with what step 1 sent: the address and the password.
  const [sent, setSent] = useState<{ email: string; password?: string } | null>(null);
  const sentTo = sent?.email ?? null;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // Opened by a deep link, the modal may come before the account: it asks for the password until it knows better.
  // Optional: without the account the modal asks for the password, which is always safe.
  const isSocial = useQuery(userInfoQuery()).data?.isSocial ?? false;
  const schema = useMemo(() => changeEmailSchema(t, isSocial), [t, isSocial]);

  const request = useSend(getRequestEmailChangeMutationOptions(), {
    handles: onStep1,
    onSuccess: (_, { data }) => {
      toastSuccess(t('account.settings.changeEmail.codeSent'));
      setSent(data);
      setCode('');
      setCodeError(null);
    },
  });
  const confirm = useSend(getConfirmEmailChangeMutationOptions(), {
    refresh: ['user'],
    handles: failedWith(400),
    onSuccess: () => {
      toastSuccess(t('account.settings.changeEmail.done'));
      close();
    },
  });
  const form = useAppForm({
    defaultValues: { email: '', confirmEmail: '', password: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await request.send({
        data: { email: value.email.trim(), ...(isSocial ? {} : { password: value.password }) },
      });
      if (!result.ok && onStep1(result.error))
        form.setFieldMeta(wrongPassword(result.error) ? 'password' : 'email', serverError(result.error));
    },
  });

  async function submitCode(token: string) {
    setCodeError(null);
    const result = await confirm.send({ data: { token } });
    if (!result.ok && failedWith(400)(result.error)) {
      setCodeError(errorText(result.error));
      setCode('');
    }
  }

  const title = t('account.settings.changeEmail.title');
  if (!sentTo) {
    return (
      <Dialog
        title={title}
        description={t('account.settings.changeEmail.step1')}
        onClose={close}
        footer={
          <form.AppForm>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <form.SubmitButton form="change-email" busy={request.busy}>
              {t('account.settings.changeEmail.sendCode')}
            </form.SubmitButton>
          </form.AppForm>
        }
      >
        <Form form={form} id="change-email" className="flex flex-col gap-4">
          <form.AppField name="email">
            {(field) => <field.EmailField label={t('account.settings.changeEmail.email')} />}
          </form.AppField>
          <form.AppField name="confirmEmail">
            {(field) => <field.EmailField label={t('account.settings.changeEmail.confirmEmail')} autoComplete="off" />}
          </form.AppField>
          {!isSocial && (
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  label={t('account.settings.changeEmail.password')}
                  autoComplete="current-password"
                />
              )}
            </form.AppField>
          )}
        </Form>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={title}
      description={t('account.settings.changeEmail.step2', { email: sentTo })}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={() => setSent(null)}>
            {t('account.settings.changeEmail.back')}
          </Button>
          <Button variant="secondary" busy={request.busy} onClick={() => sent && void request.send({ data: sent })}>
            {t('account.settings.changeEmail.resend')}
          </Button>
          <Button busy={confirm.busy} disabled={code.length < CODE_LENGTH} onClick={() => void submitCode(code)}>
            {t('account.settings.changeEmail.verify')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p id="code-label" className="text-sm font-medium text-slate-800">
          {t('account.settings.changeEmail.code')}
        </p>
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            if (next) setCodeError(null);
          }}
          onComplete={(full) => void submitCode(full)}
          label={t('account.settings.changeEmail.code')}
          describedBy={codeError ? 'code-error' : undefined}
          disabled={confirm.busy}
        />
        {codeError && (
          <p id="code-error" role="alert" className="text-sm font-medium text-rose-700">
            {codeError}
          </p>
        )}
      </div>
    </Dialog>
  );
}
