import { useMemo, type ReactNode } from 'react';
import { getDeleteAccountMutationOptions } from '../../../generated/api/user/delete-account';
import type { ModalProps } from '../../lib/modal-descriptor';
import { QueryBoundary } from '../../lib/query-boundary';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { useSignOut } from './use-sign-out';
import { failedWith, serverError } from './field-error';
import { userInfoQuery } from './queries';
import { deleteAccountSchema } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "delete account" modal: says what goes; the password unless the account is social; then signed out, `/`. */
export default function DeleteAccountModal({ close }: ModalProps) {
  const t = useT(messages);
  const frame = (content: ReactNode, footer?: ReactNode) => (
    <Dialog
      size="sm"
      title={t('account.settings.delete.modalTitle')}
      description={t('account.settings.delete.explain')}
      onClose={close}
      footer={footer}
    >
      {content}
    </Dialog>
  );
  // Opened by a deep link, the modal may come before the account: it asks for nothing until it knows the kind.
  return (
    <QueryBoundary query={userInfoQuery()} pending={<Spinner />} frame={frame}>
      {(info) => <DeleteAccountForm isSocial={info.isSocial} close={close} frame={frame} />}
    </QueryBoundary>
  );
}

function DeleteAccountForm({
  isSocial,
  close,
  frame,
}: {
  isSocial: boolean;
  close: () => void;
  frame: (content: ReactNode, footer: ReactNode) => ReactNode;
}) {
  const t = useT(messages);
  const { signOut } = useSignOut();
  const schema = useMemo(() => deleteAccountSchema(t, isSocial), [t, isSocial]);
  const remove = useSend(getDeleteAccountMutationOptions(), {
    handles: failedWith(400),
    onSuccess: async () => {
      toastSuccess(t('account.settings.delete.done'));
      await signOut();
    },
  });
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await remove.send({ data: isSocial ? {} : { password: value.password } });
      if (!result.ok && failedWith(400)(result.error)) form.setFieldMeta('password', serverError(result.error));
    },
  });
  return frame(
    <Form form={form} id="delete-account">
      {isSocial ? (
        <p className="text-sm text-slate-700">{t('account.settings.delete.socialNote')}</p>
      ) : (
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t('account.settings.delete.password')} autoComplete="current-password" />
          )}
        </form.AppField>
      )}
    </Form>,
    <form.AppForm>
      <Button variant="secondary" onClick={close} data-autofocus={isSocial || undefined}>
        {t('common.cancel')}
      </Button>
      <form.SubmitButton form="delete-account" variant="danger" busy={remove.busy}>
        {t('account.settings.delete.confirm')}
      </form.SubmitButton>
    </form.AppForm>,
  );
}
