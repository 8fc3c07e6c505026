import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { UserType } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { Avatar } from '../../ui/Avatar';
import { tabsFor } from './account-tabs';
import { useOwnIdentity } from '../profiles';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-[status=active]:bg-teal-50 data-[status=active]:text-teal-800';

function useAccountLinks(userType: UserType) {
  const t = useT(messages);
  return tabsFor(userType).map((tab) => ({
    to: tab.to,
    label: t(tab.label),
  }));
}

function AccountLinkItems({ links }: { links: ReturnType<typeof useAccountLinks> }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} activeOptions={{ exact: true, includeSearch: false }} className={itemClasses}>
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * The header's user menu (wide screens): the picture and name open a small disclosure with the account's sections
 * (the account tab list) and Sign out (the sign-out modal). Escape, a click outside or a new page closes it.
 */
export function UserMenu({ userType }: { userType: UserType }) {
  const t = useT(messages);
  const identity = useOwnIdentity();
  const links = useAccountLinks(userType);
  const { open: openModal } = useModal();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = identity?.name ?? t('account.shell.userMenu.you');
  const userTypeLabel = t(userType === 'provider' ? 'userType.provider' : 'userType.client');
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        data-testid="user-menu"
      >
        <Avatar name={name} photoUrl={identity?.photoUrl} size="sm" />
        {/* Named by its content, "Account menu for <name>": the name is the visible text (WCAG 2.5.3). */}
        <span className="sr-only">{t('account.shell.userMenu.open')} </span>
        {/* The avatar alone between 768 and 1024 px; the name stays the button's name for screen readers. Long names are
            cut short: the provider's header holds five links, the language switch and Sign out at 1280 px. */}
        <span className="sr-only lg:not-sr-only lg:flex lg:flex-col lg:items-start lg:leading-tight">
          <span className="max-w-28 truncate">{name}</span>
          {/* Not part of the name ("Account menu for <name>"); the open menu says it in words. */}
          <span className="text-xs font-medium text-slate-500" aria-hidden="true">
            {userTypeLabel}
          </span>
        </span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-slate-500">
          {t('account.shell.signedInAs', { userType: userTypeLabel })}
        </p>
        <ul className="flex flex-col gap-0.5">
          <AccountLinkItems links={links} />
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                openModal('sign-out');
              }}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('account.shell.userMenu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The phone menu's account part: the picture and name, then the account's sections as links. */
export function PhoneUserLinks({ userType }: { userType: UserType }) {
  const t = useT(messages);
  const identity = useOwnIdentity();
  const links = useAccountLinks(userType);
  const name = identity?.name ?? t('account.shell.userMenu.you');
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-3 px-3 py-2 text-sm font-semibold text-slate-900">
        <Avatar name={name} photoUrl={identity?.photoUrl} size="sm" />
        {name}
      </p>
      <ul className="flex flex-col gap-1">
        <AccountLinkItems links={links} />
      </ul>
    </div>
  );
}
