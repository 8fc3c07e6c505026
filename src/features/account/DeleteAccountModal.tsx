import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getDeleteAccountMutationOptions } from '../../../generated/api/user/delete-account';
import type { ModalProps } from '../../lib/modal-descriptor';
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

/** The "delete account" modal: says what goes; the password unless the account is social; then signed out, `/`. */
export default function DeleteAccountModal({ close }: ModalProps) {
  const intl = useIntl();
  const { signOut } = useSignOut();
  // Opened by a deep link, the modal may come before the account: it asks for nothing until it knows the kind.
  const info = useQuery(userInfoQuery());
  const isSocial = info.data?.isSocial ?? false;
  const schema = useMemo(() => deleteAccountSchema(intl, isSocial), [intl, isSocial]);
  const remove = useSend(getDeleteAccountMutationOptions(), {
    handles: failedWith(400),
    onSuccess: async () => {
      toastSuccess(intl.formatMessage({ id: 'settings.delete.done' }));
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
  return (
    <Dialog
      size="sm"
      title={intl.formatMessage({ id: 'settings.delete.modalTitle' })}
      description={intl.formatMessage({ id: 'settings.delete.explain' })}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} data-autofocus={isSocial || undefined}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <form.SubmitButton form="delete-account" variant="danger" busy={remove.busy} disabled={info.isPending}>
            {intl.formatMessage({ id: 'settings.delete.confirm' })}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="delete-account" disabled={info.isPending}>
        {info.isPending ? (
          <Spinner />
        ) : isSocial ? (
          <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'settings.delete.socialNote' })}</p>
        ) : (
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={intl.formatMessage({ id: 'settings.delete.password' })}
                autoComplete="current-password"
              />
            )}
          </form.AppField>
        )}
      </Form>
    </Dialog>
  );
}
