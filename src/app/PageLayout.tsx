import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useModal } from '../lib/modal';
import { navigation } from '../lib/navigation';
import { useSession } from '../lib/session';
import { Button, ButtonLink } from '../ui/Button';
import { frameClasses, HeaderBar, homeLinkClasses } from '../ui/HeaderBar';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { Logo } from '../ui/Logo';

const navLinkClasses =
  'inline-flex items-center whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-[status=active]:bg-teal-50 data-[status=active]:text-teal-800';

/**
 * The frame of every page: header (navigation for the user type, language, sign-in/out), one <main>, footer.
 * `userMenu` is the signed-in user's menu on wide screens, `phoneUserLinks` its part of the phone menu (the app
 * passes them: they need data, which ui/ does not fetch). `navExtras` adds to a navigation link by its path (the
 * messages link's unread badge).
 */
export function PageLayout({
  children,
  footerExtra,
  userMenu,
  phoneUserLinks,
  navExtras,
}: {
  children: ReactNode;
  footerExtra?: ReactNode;
  userMenu?: ReactNode;
  phoneUserLinks?: ReactNode;
  navExtras?: Partial<Record<string, ReactNode>>;
}) {
  const intl = useIntl();
  const session = useSession();
  const { open } = useModal();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onLogin = pathname.startsWith('/login');
  const items = session ? navigation[session.userType] : [];
  const userTypeLabel = session
    ? intl.formatMessage({ id: session.userType === 'client' ? 'userType.client' : 'userType.provider' })
    : '';
  // The phone menu: a plain disclosure (no dialog library in the first chunk). It closes when the page changes.
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const signOut = () => {
    closeMenu();
    open('sign-out');
  };

  return (
    <div className={frameClasses}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      <HeaderBar
        home={
          <Link to="/" className={homeLinkClasses}>
            {/* Named by what it shows, 'Therapy Booking' (WCAG 2.5.3); it leads home. */}
            <Logo />
          </Link>
        }
        below={
          <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pt-3 pb-5 md:hidden">
            <NavList
              items={items}
              navExtras={navExtras}
              listClassName="flex flex-col gap-1"
              linkClassName={`block ${navLinkClasses}`}
              onNavigate={closeMenu}
            />
            {session && phoneUserLinks && <div className="mt-4 border-t border-slate-100 pt-3">{phoneUserLinks}</div>}
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <LanguageSwitch />
              {session ? (
                <div className="flex items-center gap-3">
                  <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-800">
                    {userTypeLabel}
                  </span>
                  <Button variant="secondary" size="sm" onClick={signOut}>
                    {intl.formatMessage({ id: 'shell.signOut' })}
                  </Button>
                </div>
              ) : (
                <div className="flex items-center gap-3">
                  <Link to="/sign-up/" onClick={closeMenu} className={navLinkClasses}>
                    {intl.formatMessage({ id: 'shell.createAccount' })}
                  </Link>
                  {!onLogin && (
                    <ButtonLink to="/login/" size="sm" onClick={closeMenu}>
                      {intl.formatMessage({ id: 'shell.signIn' })}
                    </ButtonLink>
                  )}
                </div>
              )}
            </div>
          </div>
        }
      >
        <NavList
          items={items}
          navExtras={navExtras}
          className="ml-2 hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName={navLinkClasses}
        />
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSwitch />
          {session ? (
            <>
              {/* The user menu shows who is signed in, and as what (its button's second line). */}
              {userMenu}
              {/* Below 1280 px the user menu's own Sign out is the one: the header has no room for both. */}
              <span className="hidden xl:block">
                <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={signOut}>
                  {intl.formatMessage({ id: 'shell.signOut' })}
                </Button>
              </span>
            </>
          ) : (
            <>
              <Link to="/sign-up/" className={navLinkClasses}>
                {intl.formatMessage({ id: 'shell.createAccount' })}
              </Link>
              {!onLogin && (
                <ButtonLink to="/login/" size="sm">
                  {intl.formatMessage({ id: 'shell.signIn' })}
                </ButtonLink>
              )}
            </>
          )}
        </div>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
          className="ml-auto inline-flex items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-700 md:hidden"
        >
          {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          {intl.formatMessage({ id: 'shell.menu' })}
        </button>
      </HeaderBar>

      {/* At least a screen tall, so that the footer starts below the fold and content that arrives later does not move it in view. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex flex-wrap items-center gap-4">
            <p>{intl.formatMessage({ id: 'shell.footer.copyright' }, { year: String(new Date().getFullYear()) })}</p>
            {footerExtra}
          </div>
          <Link to="/privacy-policy/" className="font-medium text-teal-800 underline-offset-4 hover:underline">
            {intl.formatMessage({ id: 'shell.footer.privacy' })}
          </Link>
        </div>
      </footer>
    </div>
  );
}

/** The main navigation's links, as the wide header and the phone menu each lay them out; nothing without links. */
function NavList({
  items,
  navExtras,
  className,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  items: (typeof navigation)[keyof typeof navigation];
  navExtras?: Partial<Record<string, ReactNode>>;
  className?: string;
  listClassName: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.mainNav' })} className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} className={linkClassName}>
              {intl.formatMessage({ id: item.label })}
              {navExtras?.[item.to]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
