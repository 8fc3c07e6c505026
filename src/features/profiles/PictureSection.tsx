import { useModal } from '../../lib/modal';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The current picture (or the initials) and the button that opens the profile image modal. */
export function PictureSection({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const t = useT(messages);
  const { open } = useModal();
  return (
    <div className="flex flex-wrap items-center gap-5">
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={t('profiles.picture.current')}
          className="size-24 rounded-full object-cover ring-1 ring-slate-200"
          data-testid="profile-picture"
        />
      ) : (
        <div className="flex items-center gap-3">
          <Avatar name={name} size="lg" />
          <p className="text-sm text-slate-600">{t('profiles.picture.none')}</p>
        </div>
      )}
      <Button changes variant="secondary" onClick={() => open('profile-image')}>
        {t('profiles.picture.change')}
      </Button>
    </div>
  );
}
