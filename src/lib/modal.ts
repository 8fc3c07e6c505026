import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ModalName } from '../app/modals';

/** What the modal host passes to every modal: its URL parameters and how to close it. */
export interface ModalProps {
  id?: string;
  participantId?: string;
  close: () => void;
}

export type ModalParams = Pick<ModalProps, 'id' | 'participantId'>;

let opener: HTMLElement | null = null;

/**
 * Focus goes back to what opened the modal. Headless UI tries this itself, but when the modal is unmounted by a URL
 * change (Back) the page is still inert at that moment, so the host calls this once the modal is gone.
 */
export function restoreFocusToOpener(): void {
  const target = opener;
  opener = null;
  if (!target) return;
  setTimeout(() => {
    const active = document.activeElement;
    if (target.isConnected && (!active || active === document.body)) target.focus();
  });
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry a modal was opened into, so closing can simply go back. */
    modalOpenedHere?: boolean;
  }
}

/**
 * Opens and closes the one modal. The modal lives in the URL (`?modal=<name>&id=…`), so it survives a reload,
 * can be linked to, and the browser's Back closes it.
 */
export function useModal() {
  const navigate = useNavigate();
  const router = useRouter();

  /**
   * `replace: true` swaps the open modal for the next one (a step of the same flow), so Back and close skip the
   * step that is done; the focus still returns to what opened the first one.
   */
  function open(modal: ModalName, params: ModalParams = {}, { replace = false }: { replace?: boolean } = {}) {
    if (!replace) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void navigate({
      to: './',
      search: (prev) => ({ ...prev, modal, ...params }),
      state: (prev) => ({ ...prev, modalOpenedHere: replace ? prev.modalOpenedHere : true }),
      replace,
    });
  }

  function close() {
    if (router.state.location.state.modalOpenedHere) {
      router.history.back();
      return;
    }
    // Opened by a link or a reload: there is no entry to go back to.
    void navigate({
      to: './',
      search: (prev) => ({ ...prev, modal: undefined, id: undefined, participantId: undefined }),
      replace: true,
    });
  }

  return { open, close };
}
