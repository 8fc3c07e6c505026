// Messages written in this tab that the server does not have yet: shown at once as 'Sending…', sent one after the
// other, and kept with 'Retry' when a send fails, so that typed text is never lost.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ShownMessage } from './conversation-rows';
import { useSendMessage } from './mutations';
import { trimInvisible } from '../../lib/visible-text';

export interface Draft {
  body: string;
  files: File[];
}

interface OutboxItem extends Draft {
  localId: string;
  state: 'sending' | 'failed';
  createdAt: string;
}

let counter = 0;

export function useOutbox(userId: string, chatIdentifier: string | null) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const queue = useRef<OutboxItem[]>([]);
  const pumping = useRef(false);
  const sender = useSendMessage(userId);
  const sendRef = useRef(sender.send);
  useEffect(() => {
    sendRef.current = sender.send;
  });

  const update = (next: OutboxItem[]) => {
    queue.current = next;
    setItems(next);
  };
  const setState = (localId: string, state: OutboxItem['state']) =>
    update(queue.current.map((item) => (item.localId === localId ? { ...item, state } : item)));

  const pump = async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      for (
        let next = queue.current.find((i) => i.state === 'sending');
        next;
        next = queue.current.find((i) => i.state === 'sending')
      ) {
        const { localId, body, files } = next;
        const result = await sendRef.current({
          data: {
            receiverIdentifier: userId,
            body: trimInvisible(body) || undefined,
            files: files.length ? files : undefined,
          },
        });
        if (result.ok) update(queue.current.filter((item) => item.localId !== localId));
        else setState(localId, 'failed');
      }
    } finally {
      pumping.current = false;
    }
  };

  const add = (draft: Draft) => {
    counter += 1;
    update([
      ...queue.current,
      {
        ...draft,
        localId: `local-${counter}`,
        state: 'sending',
        createdAt: new Date().toISOString(),
      },
    ]);
    void pump();
  };
  const retry = (localId: string) => {
    setState(localId, 'sending');
    void pump();
  };
  const discard = (localId: string) => update(queue.current.filter((item) => item.localId !== localId));

  const shown = useMemo(
    () =>
      items.map((item): ShownMessage => ({
        identifier: item.localId,
        chatIdentifier: chatIdentifier ?? '',
        senderIdentifier: '',
        body: trimInvisible(item.body) || null,
        attachments: item.files.map((file, i) => ({
          identifier: `${item.localId}-${i}`,
          name: file.name,
          url: '',
          mimeType: file.type,
          sizeBytes: file.size,
        })),
        seen: false,
        isDeleted: false,
        editedAt: null,
        createdAt: item.createdAt,
        local: { state: item.state },
      })),
    [items, chatIdentifier],
  );
  // Stable for the memoised message rows: they call the latest versions.
  const latest = useRef({ retry, discard });
  useEffect(() => {
    latest.current = { retry, discard };
  });
  const actions = useMemo(
    () => ({ retry: (id: string) => latest.current.retry(id), discard: (id: string) => latest.current.discard(id) }),
    [],
  );
  return { shown, add, ...actions };
}

export type Outbox = ReturnType<typeof useOutbox>;
