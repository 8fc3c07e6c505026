import { useMemo } from 'react';
import { useAppForm } from '../../ui/form/form-kit';
import { RatingField } from './RatingField';
import { REVIEW_COMMENT_MAX, reviewBody, reviewSchema, type ReviewValues } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The review form of both modals: the stars, the optional comment with its count, and 'Post anonymously'. */
export function useReviewForm(
  defaultValues: ReviewValues,
  submit: (body: ReturnType<typeof reviewBody>) => Promise<unknown>,
) {
  const t = useT(messages);
  const schema = useMemo(() => reviewSchema(t), [t]);
  return useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await submit(reviewBody(value));
    },
  });
}

export function ReviewFields({ form }: { form: ReturnType<typeof useReviewForm> }) {
  const t = useT(messages);
  return (
    <div className="flex flex-col gap-4">
      <form.AppField name="rating">{() => <RatingField label={t('reviews.rating.label')} />}</form.AppField>
      <form.AppField name="comment">
        {(field) => <field.NoteField max={REVIEW_COMMENT_MAX} label={t('reviews.comment.label')} rows={4} />}
      </form.AppField>
      <form.AppField name="isAnonymous">
        {(field) => <field.CheckboxField label={t('reviews.anonymous')} />}
      </form.AppField>
    </div>
  );
}
