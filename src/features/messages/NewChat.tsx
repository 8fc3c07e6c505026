import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { contactsQuery } from './queries';
import { SearchBox } from './SearchBox';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** 'New chat': pick one of the people one has bookings with, to open (or start) the chat with them. */
export function NewChat() {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQuery(text), 300);
    return () => clearTimeout(t);
  }, [text]);
  // Optional: asked when the picker opens and on every search; the page never waits for it.
  const contacts = useQuery({ ...contactsQuery(query), enabled: open });
  const panelId = useId();

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1.5 rounded-xl border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <Plus aria-hidden className="size-4" />
        {t('messages.newChat')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-3 z-10 mt-2 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 md:w-80"
      >
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('messages.contacts')}</h3>
        <SearchBox label={t('messages.contacts.search')} value={text} onChange={setText} />
        <ul className="mt-2 max-h-64 overflow-y-auto" aria-busy={contacts.isFetching}>
          {contacts.data?.items.length === 0 && (
            <li className="p-2 text-sm text-slate-600">{t('messages.contacts.empty')}</li>
          )}
          {contacts.data?.items.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`.trim();
            return (
              <li key={contact.identifier}>
                <Link
                  to="/messages/$userId/"
                  params={{ userId: contact.identifier }}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  <Avatar name={name} photoUrl={contact.photoUrl} size="sm" />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{name}</span>
                    <span className="block text-xs text-slate-600">
                      {t(contact.userType === 'provider' ? 'userType.provider' : 'userType.client')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
