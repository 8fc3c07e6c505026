import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../lib/document-title';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { Section } from '../../ui/Section';
import { requiredExperienceQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A month (`YYYY-MM`) as month and year in the user's locale. */
function useMonth() {
  const intl = useIntl();
  return (month: string) => {
    const [year, m] = month.split('-').map(Number);
    return intl.formatDate(Date.UTC(year!, m! - 1, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
}

/** `/account/experience/`: the work history, newest first, with add, edit and delete. */
export function ExperiencePage() {
  const t = useT(messages);
  const { open } = useModal();
  const month = useMonth();
  const items = [...useSuspenseQuery(requiredExperienceQuery()).data.items].sort((a, b) =>
    b.startDate.localeCompare(a.startDate),
  );
  useDocumentTitle(t('experience.title'));
  return (
    <PageContainer narrow>
      <PageTitle title={t('experience.title')} subtitle={t('verification.experience.intro')} />
      <Section
        id="experience"
        title={t('verification.experience.list')}
        action={
          <Button changes size="sm" variant="secondary" onClick={() => open('add-experience')}>
            {t('verification.experience.add')}
          </Button>
        }
      >
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('verification.experience.none')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100">
            {items.map((e) => (
              <li
                key={e.identifier}
                data-experience={e.identifier}
                className="flex items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 text-sm">
                  <p className="text-base font-semibold text-slate-900">{e.jobTitle}</p>
                  <p className="text-slate-700">{e.companyName}</p>
                  <p className="text-slate-600">
                    {t('verification.experience.period', {
                      start: month(e.startDate),
                      end: e.currentlyWorksHere || !e.endDate ? t('verification.experience.present') : month(e.endDate),
                    })}
                  </p>
                  {e.description && <p className="mt-1 whitespace-pre-line text-slate-700">{e.description}</p>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    changes
                    variant="ghost"
                    size="sm"
                    aria-label={t('verification.experience.edit', { job: e.jobTitle })}
                    onClick={() => open('add-experience', { experienceId: e.identifier })}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    changes
                    variant="ghost"
                    size="sm"
                    aria-label={t('verification.experience.delete', { job: e.jobTitle })}
                    onClick={() => open('delete-credential', { experienceId: e.identifier })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </PageContainer>
  );
}
