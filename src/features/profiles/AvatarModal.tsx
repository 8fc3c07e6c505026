import { useId, useState } from 'react';
import type { ModalProps } from '../../lib/modal-descriptor';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { avatarsQuery } from './queries';
import { usePictureCalls } from './use-picture';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "avatar" modal (clients): a grid of avatars as radio buttons; saving without a choice says 'please select an Avatar'. */
export default function AvatarModal({ close }: ModalProps) {
  const t = useT(messages);
  const calls = usePictureCalls(close);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  const save = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    void calls.chooseAvatar(chosen);
  };

  return (
    <Dialog
      title={t('profiles.avatar.title')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button busy={calls.choosing} onClick={save}>
            {t('profiles.avatar.save')}
          </Button>
        </>
      }
    >
      <QueryBoundary query={avatarsQuery()}>
        {(avatars) => (
          <fieldset aria-describedby={missing ? errorId : undefined} className="flex flex-col gap-3">
            <legend className="sr-only">{t('profiles.avatar.title')}</legend>
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
              {avatars.items.map((avatar, i) => {
                const label = t('profiles.avatar.option', { number: i + 1 });
                return (
                  <li key={avatar.identifier}>
                    <label className="flex cursor-pointer justify-center rounded-2xl p-2 ring-1 ring-slate-200 has-checked:bg-teal-50 has-checked:ring-2 has-checked:ring-teal-700 has-focus-visible:outline-2 has-focus-visible:outline-teal-700">
                      <input
                        type="radio"
                        name="avatar"
                        value={avatar.identifier}
                        checked={chosen === avatar.identifier}
                        onChange={() => {
                          setChosen(avatar.identifier);
                          setMissing(false);
                        }}
                        className="sr-only"
                        aria-label={label}
                      />
                      <img src={avatar.photoUrl} alt="" className="size-16 rounded-full" />
                    </label>
                  </li>
                );
              })}
            </ul>
            {missing && (
              <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
                {t('profiles.avatar.required')}
              </p>
            )}
          </fieldset>
        )}
      </QueryBoundary>
    </Dialog>
  );
}
