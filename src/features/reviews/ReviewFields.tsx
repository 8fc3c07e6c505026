import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppForm } from '../../ui/form/form-kit';
import { RatingField } from './RatingField';
import { REVIEW_COMMENT_MAX, reviewBody, reviewSchema, type ReviewValues } from './schemas';

/** The review form of both modals: the stars, the optional comment with its count, and 'Post anonymously'. */
export function useReviewForm(
  defaultValues: ReviewValues,
  submit: (body: ReturnType<typeof reviewBody>) => Promise<unknown>,
) {
  const intl = useIntl();
  const schema = useMemo(() => reviewSchema(intl), [intl]);
  return useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await submit(reviewBody(value));
    },
  });
}

export function ReviewFields({ form }: { form: ReturnType<typeof useReviewForm> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="flex flex-col gap-4">
      <form.AppField name="rating">{() => <RatingField label={t({ id: 'reviews.rating.label' })} />}</form.AppField>
      <form.AppField name="comment">
        {(field) => <field.NoteField max={REVIEW_COMMENT_MAX} label={t({ id: 'reviews.comment.label' })} rows={4} />}
      </form.AppField>
      <form.AppField name="isAnonymous">
        {(field) => <field.CheckboxField label={t({ id: 'reviews.anonymous' })} />}
      </form.AppField>
    </div>
  );
}
