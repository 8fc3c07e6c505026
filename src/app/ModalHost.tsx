import { useRouter, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { restoreFocusToOpener, useModal } from '../lib/modal';
import { modals } from './modals';

/** Renders the one modal the URL names (`?modal=…`), lazily. */
export function ModalHost() {
  const search = useSearch({ strict: false });
  const router = useRouter();
  const { close } = useModal();
  const name = search.modal;
  const key = `${name}:${search.id ?? ''}:${search.participantId ?? ''}`;
  useEffect(() => {
    if (!name) restoreFocusToOpener();
  }, [name]);
  if (!name) return null;
  const Modal = modals[name];
  // A modal replaced by the next one (open(…, { replace: true })) unmounts while the next one's chunk loads, and
  // Headless UI reports that as a close: only the modal the URL still names may close.
  const closeThis = () => {
    const now = router.state.location.search;
    if (`${now.modal}:${now.id ?? ''}:${now.participantId ?? ''}` === key) close();
  };
  return (
    <Suspense fallback={null}>
      <Modal key={key} id={search.id} participantId={search.participantId} close={closeThis} />
    </Suspense>
  );
}
