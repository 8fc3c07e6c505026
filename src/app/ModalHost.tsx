import { useSearch } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { restoreFocusToOpener, useModal } from '../lib/modal';
import { modals } from './modals';

/** Renders the one modal the URL names (`?modal=…`), lazily. */
export function ModalHost() {
  const search = useSearch({ strict: false });
  const { close } = useModal();
  const name = search.modal;
  useEffect(() => {
    if (!name) restoreFocusToOpener();
  }, [name]);
  if (!name) return null;
  const Modal = modals[name];
  return (
    <Suspense fallback={null}>
      <Modal key={`${name}:${search.id ?? ''}:${search.participantId ?? ''}`} id={search.id} participantId={search.participantId} close={close} />
    </Suspense>
  );
}
