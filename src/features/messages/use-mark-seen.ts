import { useCallback, useEffect, useRef } from 'react';
import { useMarkSeen } from './mutations';

/**
 * Marks the other person's messages as seen once they are on screen while the tab is visible. `visibleUnseen` names
 * the unseen messages on screen now; the returned check is called on scroll, on new messages and when the tab shows.
 */
export function useMarkSeenOnScreen(chatIdentifier: string | null, visibleUnseen: () => string[]) {
  const marker = useMarkSeen();
  const requested = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ chatIdentifier, visibleUnseen, send: marker.send });
  useEffect(() => {
    latest.current = { chatIdentifier, visibleUnseen, send: marker.send };
  });

  const check = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { chatIdentifier: chat, visibleUnseen: unseen, send } = latest.current;
      if (!chat || document.visibilityState !== 'visible') return;
      const ids = unseen().filter((id) => !requested.current.has(id));
      if (ids.length === 0) return;
      ids.forEach((id) => requested.current.add(id));
      void send({ data: { chatIdentifier: chat, messageIdentifiers: ids } }).then((result) => {
        if (!result.ok) ids.forEach((id) => requested.current.delete(id));
      });
    }, 250);
  }, []);

  useEffect(() => {
    document.addEventListener('visibilitychange', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      clearTimeout(timer.current);
    };
  }, [check]);
  return check;
}
