import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionNote } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { LoadStateDialog } from '../../ui/LoadStateDialog';
import { noteQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The frame of a modal on the note of `?noteId=`: a dialog while it loads or when it is gone; `children` otherwise. */
export function NoteModalFrame({
  noteId,
  title,
  close,
  children,
}: {
  noteId: string | undefined;
  title: string;
  close: () => void;
  children: (note: SessionNote) => ReactNode;
}) {
  const t = useT(messages);
  // A client never asks for a note (the backend would answer 403): the modal only says that notes are not theirs.
  const provider = useSession()?.userType === 'provider';
  // Optional: a modal about one record that may be gone tells loading, gone and failed apart itself (decision 0013).
  const query = useQuery({ ...noteQuery(noteId ?? ''), enabled: Boolean(noteId) && provider });
  // Kept after a refetch fails (the note was just deleted, and the modal is closing).
  if (query.data) return children(query.data);
  if (!provider) {
    return (
      <LoadStateDialog title={title} close={close} goneText={t('notes.providersOnly')} onRetry={() => undefined} />
    );
  }
  const gone =
    !noteId || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403));
  return (
    <LoadStateDialog
      title={title}
      close={close}
      goneText={gone ? t('notes.notFound') : undefined}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
