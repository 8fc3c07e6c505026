import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';
import { draftKey, registerDraft, takeDraft } from '../../lib/drafts';

/** What the draft needs of a form (`useAppForm`'s). */
interface DraftForm<T> {
  state: { values: T };
  options: { defaultValues?: T };
  reset: (values?: T, options?: { keepDefaultValues?: boolean }) => void;
}

/**
 * Keeps what is typed in this modal form across a forced sign-in: when a 401 sends the user to sign in, the form's
 * values are kept for the dialog's URL, and the form shows them again once the same user is back on it
 * (lib/drafts.ts). Call it right after `useAppForm`.
 */
export function useFormDraft<T>(form: DraftForm<T>): void {
  const router = useRouter();
  const [key] = useState(() => draftKey(router.state.location));
  useLayoutEffect(() => {
    const kept = takeDraft<T>(key);
    if (kept !== undefined) form.reset(kept, { keepDefaultValues: true });
    const typed = () =>
      JSON.stringify(form.state.values) === JSON.stringify(form.options.defaultValues) ? undefined : form.state.values;
    return registerDraft(key, typed);
  }, [form, key]);
}
