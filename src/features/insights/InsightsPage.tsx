import { QueryBoundary } from '../../lib/query-boundary';
import { useT } from '../../lib/i18n/translate';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { InsightsCharts } from './InsightsCharts';
import messages from './messages';
import { periodRange, type PeriodSearch } from './period';
import { insightsQuery } from './queries';
import { PeriodPicker } from './PeriodPicker';

/** `/insights/` (providers): the practice over a period in four charts, each also as a table. */
export function InsightsPage({ search, today }: { search: PeriodSearch; today: string }) {
  const t = useT(messages);
  const range = periodRange(search, today);
  return (
    <PageContainer>
      <PageTitle title={t('insights.title')} subtitle={t('insights.subtitle')} />
      <PeriodPicker search={search} range={range} />
      {range && (
        <QueryBoundary query={insightsQuery(range)} failedTitle={t('insights.failed')}>
          {(data) => <InsightsCharts data={data} />}
        </QueryBoundary>
      )}
    </PageContainer>
  );
}
