import { useRouter, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { modalKey, modalParamNames, restoreFocusToOpener, useModal, type ModalParams } from '../lib/modal';
import { modals } from './modals';

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
  if (!name) return null;
  const Modal = modals[name];
  const params: ModalParams = Object.fromEntries(modalParamNames.map((param) => [param, search[param]]));
  // A modal replaced by the next one (open(…, { replace: true })) unmounts while the next one's chunk loads, and
  // Headless UI reports that as a close: only the modal the URL still names may close.
  const closeThis = () => {
    if (modalKey(router.state.location.search) === key) close();
  };
  return (
    <Suspense fallback={null}>
      <Modal key={key} {...params} close={closeThis} />
    </Suspense>
  );
}
