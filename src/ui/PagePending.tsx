import { PageContainer } from './PageContainer';
import { PageTitle } from './PageTitle';
import { LoadingBlock } from './Spinner';

/** What a page shows while its route's loader waits (after the router's pendingMs): its title and a spinner. */
export function PagePending({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageTitle title={title} />
      <LoadingBlock />
    </PageContainer>
  );
}
