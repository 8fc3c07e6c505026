import { getDeleteProviderExperienceMutationOptions } from '../../../generated/api/provider/delete-provider-experience';
import { getDeleteProviderIndemnityInsuranceMutationOptions } from '../../../generated/api/provider/delete-provider-indemnity-insurance';
import { getDeleteProviderQualificationMutationOptions } from '../../../generated/api/provider/delete-provider-qualification';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Asks before deleting a qualification, an insurance file or a work history entry (whichever id the URL names). */
export default function ConfirmDeleteModal({
  qualificationId,
  insuranceId,
  experienceId,
  close,
}: ModalProps<{ qualificationId?: string; insuranceId?: string; experienceId?: string }>) {
  const t = useT(messages);
  const options = {
    refresh: ['provider'] as const,
    onSuccess: () => {
      toastSuccess(t('verification.credentials.deleted'));
      close();
    },
  };
  const qualification = useSend(getDeleteProviderQualificationMutationOptions(), options);
  const insurance = useSend(getDeleteProviderIndemnityInsuranceMutationOptions(), options);
  const experience = useSend(getDeleteProviderExperienceMutationOptions(), options);
  const [what, remove] = qualificationId
    ? (['verification.credentials.delete.qualification', () => qualification.send({ id: qualificationId })] as const)
    : insuranceId
      ? (['verification.credentials.delete.insurance', () => insurance.send({ id: insuranceId })] as const)
      : (['verification.credentials.delete.experience', () => experience.send({ id: experienceId ?? '' })] as const);
  return (
    <Dialog
      size="sm"
      title={t('verification.credentials.delete.title')}
      description={t(what)}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={qualification.busy || insurance.busy || experience.busy}
            onClick={() => void remove()}
          >
            {t('verification.credentials.delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
