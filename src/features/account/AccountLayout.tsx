import { Link, Outlet } from '@tanstack/react-router';
import { useViewer } from '../../lib/viewer';
import { tabsFor } from './account-tabs';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * `/account/…`: the account's sections as tabs above the page (links, one per child route). On a phone the bar
 * scrolls sideways rather than wrapping; the current section is marked with aria-current.
 */
export function AccountLayout() {
  const t = useT(messages);
  const tabs = tabsFor(useViewer().userType);
  return (
    <>
      <nav aria-label={t('account.profiles.tabs.label')} className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6">
        <ul className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
          {tabs.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <Link
                to={tab.to}
                activeOptions={{ exact: true, includeSearch: false }}
                className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-[status=active]:border-teal-700 data-[status=active]:text-teal-800"
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
