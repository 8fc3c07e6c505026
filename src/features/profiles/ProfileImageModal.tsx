import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { imageProblem, type ImageProblem } from './image-rules';
import { setPickedImage } from './picked-image';
import { useOwnIdentity } from './queries';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The "profile image" modal: pick a new image (file input or drop), use an avatar (clients), or delete the current
 * picture. A picked file is checked (type, 10 MB, 200×200) before the cropper opens; nothing is sent from here.
 */
export default function ProfileImageModal({ close }: ModalProps) {
  const t = useT(messages);
  const { open } = useModal();
  const identity = useOwnIdentity();
  const isClient = useSession()?.userType === 'client';
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function take(file: File | undefined) {
    if (!file) return;
    setChecking(true);
    const found = await imageProblem(file);
    setChecking(false);
    setProblem(found);
    if (found) return;
    setPickedImage(file);
    open('cropper', {}, { replace: true });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Dialog title={t('profiles.image.title')} description={t('profiles.image.intro')} onClose={close}>
      <div className="flex flex-col gap-4">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop-zone"
          className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? 'border-teal-600 bg-teal-50' : 'border-slate-300'}`}
        >
          <ImagePlus className="size-8 text-teal-700" aria-hidden="true" />
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-xl bg-teal-700 px-4 py-2 font-semibold text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 hover:bg-teal-800"
          >
            {t('profiles.image.pick')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={problem ? errorId : undefined}
              aria-invalid={problem ? true : undefined}
              disabled={checking}
              onChange={(e) => {
                void take(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <p className="text-sm text-slate-600">{t('profiles.image.drop')}</p>
          <p className="text-xs text-slate-600">{t('profiles.image.rules')}</p>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
            {t(problem)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {isClient && (
            <Button variant="secondary" onClick={() => open('avatar', {}, { replace: true })}>
              <UserRound className="size-4" aria-hidden="true" />
              {t('profiles.image.useAvatar')}
            </Button>
          )}
          {identity?.photoUrl && (
            <Button variant="ghost" onClick={() => open('delete-picture', {}, { replace: true })}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('profiles.image.delete')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
