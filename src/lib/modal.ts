import { useNavigate, useRouter } from '@tanstack/react-router';

/**
 * The modals the host can open, by the name they have in the URL. Empty here: the app registers its modals
 * (src/app/modals.ts augments this interface), so this plumbing depends on no feature.
 * @public — used by that augmentation, which knip does not count as a use.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModalRegistry {}

export type ModalName = Extract<keyof ModalRegistry, string>;

/**
 * A modal's URL parameters, one meaning each: `id` is always a booking, `participantId` a booking's participant (the
 * edit-review flow's, or an invited guest's), `providerId` a therapist, `clientId` a client, `date` a calendar day (YYYY-MM-DD),
 * `noteId` a session note, `fileId` an uploaded file, `messageId` a chat message.
 */
export const modalParamNames = [
  'id',
  'participantId',
  'providerId',
  'clientId',
  'date',
  'noteId',
  // A session note's file, or an uploaded qualification or insurance file.
  'fileId',
  // The provider's verification modals: a qualification type, a qualification, an insurance file, a work
  // history entry.
  'qualificationType',
  'qualificationId',
  'insuranceId',
  'experienceId',
  'messageId',
] as const;

export type ModalParams = Partial<Record<(typeof modalParamNames)[number], string>>;

/** What the modal host passes to every modal: its URL parameters and how to close it. */
export interface ModalProps extends ModalParams {
  close: () => void;
}

const modalKeys = new Set<string>(['modal', ...modalParamNames]);

/** The page's own search params: the open modal's name and parameters left out (so the next modal's read in order). */
function pageSearch<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !modalKeys.has(key))) as T;
}

/** The key of the open modal in the URL: the name and every parameter (a changed one is another modal). */
export function modalKey(search: { modal?: string } & ModalParams): string {
  return [search.modal, ...modalParamNames.map((name) => search[name] ?? '')].join(':');
}

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
