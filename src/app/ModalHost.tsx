import { useRouter, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { restoreFocusToOpener, useModal } from '../lib/modal';
import { modalKey, modalParams } from '../lib/modal-descriptor';
import { modalNamed } from './modals';

/** Renders the one modal the URL names (`?modal=…`), lazily. Its data was started by the root route's loader. */
export function ModalHost() {
  const search = useSearch({ strict: false });
  const router = useRouter();
  const { close } = useModal();
  const name = search.modal;
  const key = modalKey(search);
  useEffect(() => {
    if (!name) restoreFocusToOpener();
  }, [name]);
  const modal = name === undefined ? undefined : modalNamed(name);
  // The root's search schema already dropped a modal whose parameters do not parse; this picks out its own.
  const params = modal && modalParams(modal, search);
  if (!modal || !params) return null;
  // A modal replaced by the next one (open(…, { replace: true })) unmounts while the next one's chunk loads, and
  // Headless UI reports that as a close: only the modal the URL still names may close.
  const closeThis = () => {
    if (modalKey(router.state.location.search) === key) close();
  };
  return (
    <Suspense fallback={null}>
      <modal.Component key={key} {...params} close={closeThis} />
    </Suspense>
  );
}
