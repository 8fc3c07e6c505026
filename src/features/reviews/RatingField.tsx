import { Star } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldMessages, describe, useFieldState } from '../../ui/form/field-shell';
import { RATING_MAX, ratingAfterKey, ratingAtPointer } from './rating';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const stars = [1, 2, 3, 4, 5];

/**
 * The review's star rating as a form field: a slider (arrow keys step 0.5, Home/End, PageUp/PageDown a whole star)
 * announced as 'Rating: 3.5 of 5'; a pointer takes half a star on a star's left half. 0 is "not chosen yet".
 */
export function RatingField({ label }: { label: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const { field, id, errors } = useFieldState<number>();
  const value = field.state.value ?? 0;
  const { hintId, errorId, describedBy } = describe(id, undefined, errors);
  const text =
    value > 0
      ? t('reviews.rating.value', { rating: intl.formatNumber(value), max: RATING_MAX })
      : t('reviews.rating.none');
  const onKeyDown = (e: KeyboardEvent) => {
    const next = ratingAfterKey(value, e.key);
    if (next === null) return;
    e.preventDefault();
    field.handleChange(next);
  };
  const onPointer = (star: number) => (e: PointerEvent<HTMLSpanElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    field.handleChange(ratingAtPointer(star, e.clientX - box.left, box.width));
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div
          id={id}
          role="slider"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={RATING_MAX}
          aria-valuenow={value}
          aria-valuetext={text}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onBlur={field.handleBlur}
          className="flex cursor-pointer rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {stars.map((star) => {
            const fill = value >= star ? 1 : value === star - 0.5 ? 0.5 : 0;
            return (
              <span
                key={star}
                data-star={star}
                onPointerDown={onPointer(star)}
                className="relative size-9 touch-none"
                aria-hidden="true"
              >
                <Star className="absolute inset-0 size-9 fill-slate-200 stroke-slate-300" />
                {fill > 0 && (
                  <Star
                    className="absolute inset-0 size-9 fill-amber-500 stroke-amber-600"
                    style={fill === 0.5 ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
                  />
                )}
              </span>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {text}
        </span>
      </div>
      <FieldMessages errors={errors} hintId={hintId} errorId={errorId} />
    </div>
  );
}
