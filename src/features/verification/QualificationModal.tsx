import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { getUploadProviderQualificationMutationOptions } from '../../../generated/api/provider/upload-provider-qualification';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { DOCUMENT_ACCEPT, documentFileProblem, shortFileName, useFileProblemText } from '../files';
import { useFileSize } from './CredentialsPage';
import { qualificationSchema } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

/**
 * The "qualification" modal: a licence needs its name (`body`) and number, the other types a title; every type one or
 * more files of the accepted types, each at most 10 MB, checked before anything is sent.
 */
export default function QualificationModal({
  qualificationType = 'license',
  close,
}: ModalProps<{ qualificationType?: string }>) {
  const t = useT(messages);
  const fileProblemText = useFileProblemText();
  const type =
    (['license', 'education', 'association', 'certification', 'conduct'] as const).find(
      (known) => known === qualificationType,
    ) ?? 'license';
  const schema = useMemo(() => qualificationSchema(t, fileProblemText, type), [t, fileProblemText, type]);
  const size = useFileSize();
  const upload = useSend(getUploadProviderQualificationMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => {
      toastSuccess(t('verification.credentials.uploaded'));
      close();
    },
  });
  const form = useAppForm({
    defaultValues: { title: '', body: '', credentialNumber: '', files: [] as File[] },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      // A licence's title is its name (the contract needs a title for every type; decision 0050).
      const licence = type === 'license';
      await upload.send({
        data: {
          type,
          title: trimInvisible(licence ? value.body : value.title),
          files: value.files,
          ...(licence && { body: trimInvisible(value.body), credentialNumber: value.credentialNumber }),
        },
      });
    },
  });
  const files = useSelector(form.store, (s) => s.values.files);
  const typeName = t(`verification.credentials.type.${type}`);
  return (
    <Dialog
      title={t('verification.credentials.add', { type: typeName })}
      description={t('verification.credentials.modal.intro')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="qualification" busy={upload.busy}>
            {t('verification.credentials.upload')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="qualification" className="flex flex-col gap-5">
        {type === 'license' ? (
          <>
            <form.AppField name="body">
              {(field) => <field.TextField label={t('verification.credentials.licence.name')} maxLength={100} />}
            </form.AppField>
            <form.AppField name="credentialNumber">
              {(field) => <field.TextField label={t('verification.credentials.licence.number')} maxLength={100} />}
            </form.AppField>
          </>
        ) : (
          <form.AppField name="title">
            {(field) => <field.TextField label={t('verification.credentials.titleLabel')} />}
          </form.AppField>
        )}
        <form.AppField name="files">
          {(field) => (
            <field.FileField
              label={t('verification.credentials.files')}
              hint={t('verification.credentials.files.hint')}
              accept={DOCUMENT_ACCEPT}
              multiple
            />
          )}
        </form.AppField>
        {files.length > 0 && (
          <ul aria-label={t('verification.credentials.chosen')} className="flex flex-col gap-1 text-sm">
            {files.map((file, i) => {
              const problem = documentFileProblem(file);
              return (
                <li key={`${file.name}-${i}`} className="flex justify-between gap-3">
                  <span title={file.name}>{shortFileName(file.name)}</span>
                  <span className={problem ? 'font-medium text-rose-700' : 'text-slate-600'}>
                    {problem ? fileProblemText(problem) : size(file.size)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Form>
    </Dialog>
  );
}
