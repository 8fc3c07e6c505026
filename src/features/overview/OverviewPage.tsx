import { useIntl } from 'react-intl';
import { useGetUserInfo } from '../../../generated/api/user/user';
import { useDocumentTitle } from '../../lib/document-title';
import { otherPartyLabel } from '../../lib/other-party';
import { useSession } from '../../lib/session';
import { PageContainer } from '../../ui/PageLayout';
import { PageTitle } from '../../ui/PageTitle';
import { LoadingBlock } from '../../ui/Spinner';
import { EmptyState, ErrorState } from '../../ui/states';

/** The signed-in dashboard frame: the greeting and the user's account; features add their sections here. */
export function OverviewPage() {
  const intl = useIntl();
  const session = useSession();
  const userInfo = useGetUserInfo({ query: { meta: { errorToast: false } } });
  const userType = userInfo.data?.userType ?? session?.userType ?? 'client';
  const party = otherPartyLabel(userType, intl);
  const firstName = userInfo.data?.firstName?.trim();
  const title = firstName
    ? intl.formatMessage({ id: 'overview.greeting' }, { firstName })
    : intl.formatMessage({ id: 'overview.greetingNoName' });

  if (userInfo.isPending) {
    return (
      <PageContainer>
        <PageTitle title={intl.formatMessage({ id: 'overview.title' })} />
        <LoadingBlock />
      </PageContainer>
    );
  }
  if (userInfo.isError) {
    return (
      <PageContainer>
        <PageTitle title={intl.formatMessage({ id: 'overview.title' })} />
        <ErrorState text={userInfo.error.message} onRetry={() => void userInfo.refetch()} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Greeting
        title={title}
        subtitle={intl.formatMessage({ id: userType === 'client' ? 'overview.subtitle.client' : 'overview.subtitle.provider' }, { party })}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <EmptyState
          title={intl.formatMessage({ id: 'overview.empty.title' })}
          text={intl.formatMessage({ id: userType === 'client' ? 'overview.empty.client' : 'overview.empty.provider' }, { party })}
        />
        <section aria-labelledby="overview-account" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="overview-account" className="text-base font-semibold text-slate-900">
            {intl.formatMessage({ id: 'overview.account' })}
          </h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            <div>
              <dt className="text-slate-600">{intl.formatMessage({ id: 'overview.accountType' })}</dt>
              <dd className="font-medium text-slate-900">{intl.formatMessage({ id: userType === 'client' ? 'userType.client' : 'userType.provider' })}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{intl.formatMessage({ id: 'overview.email' })}</dt>
              <dd className="font-medium break-all text-slate-900">{userInfo.data.email}</dd>
            </div>
          </dl>
        </section>
      </div>
    </PageContainer>
  );
}

function Greeting({ title, subtitle }: { title: string; subtitle: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'overview.title' }));
  return (
    <div className="relative mb-8 overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 via-teal-800 to-indigo-900 px-6 py-8 text-white sm:px-10 sm:py-10">
      <div className="absolute -top-20 -right-10 size-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="relative">
        <p className="text-sm font-medium text-teal-100">{intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-teal-50">{subtitle}</p>
      </div>
    </div>
  );
}
