import { useNavigate, useRouter } from '@tanstack/react-router';
import { pageSearch } from './modal-descriptor';

/**
 * The modals the host can open, by the name they have in the URL, each with its parameters. Empty here: the app
 * registers its modals (src/app/modals.ts augments this interface), so this plumbing depends on no feature.
 * @public — used by that augmentation, which knip does not count as a use.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModalRegistry {}

export type ModalName = Extract<keyof ModalRegistry, string>;

/** A modal's parameters; none is `{ [key]: never }`, so that `open('sign-out', { id })` does not compile. */
type ParamsOf<N extends ModalName> = keyof ModalRegistry[N] extends never ? Record<string, never> : ModalRegistry[N];
interface OpenOptions {
  replace?: boolean;
}
/** A modal with a required parameter must be given it; one without may be opened with the name alone. */
type OpenArgs<N extends ModalName> = N extends ModalName
  ? Record<never, never> extends ParamsOf<N>
    ? [params?: ParamsOf<N>, options?: OpenOptions]
    : [params: ParamsOf<N>, options?: OpenOptions]
  : never;

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
  function open<N extends ModalName>(modal: N, ...[params, { replace = false } = {}]: OpenArgs<N>) {
    if (!replace) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void navigate({
      to: './',
      search: (prev) => ({ ...pageSearch(prev), modal, ...params }),
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
      search: (prev) => pageSearch(prev),
      replace: true,
    });
  }

  return { open, close };
}
