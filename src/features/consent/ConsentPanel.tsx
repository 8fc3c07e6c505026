import { Link } from '@tanstack/react-router';
import { useId, useState, type Ref } from 'react';
import { consentFor, type ConsentCategories, type ConsentChoice } from '../../lib/consent';
import { Button } from '../../ui/Button';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const categories = ['analytics', 'personalization', 'advertising'] as const;

function Toggle({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: 'essential' | keyof ConsentCategories;
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const t = useT(messages);
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {t(`consent.${name}`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t(`consent.${name}Hint`)}
          {disabled && ` ${t('consent.alwaysOn')}.`}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        className="mt-1 size-5 shrink-0 accent-teal-700 disabled:opacity-60"
      />
    </li>
  );
}

/** The settings panel: essential (always on, shown), analytics, personalization and advertising; Save Preferences. */
export function ConsentPanel({
  titleId,
  headingRef,
  initial,
  onSave,
  onClose,
}: {
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  initial: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
  onClose?: () => void;
}) {
  const t = useT(messages);
  const [chosen, setChosen] = useState<ConsentCategories>(() => {
    const { analytics = false, personalization = false, advertising = false } = initial?.settings ?? {};
    return { analytics, personalization, advertising };
  });
  return (
    <div className="mx-auto max-w-2xl">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t('consent.panelTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('consent.panelIntro')}</p>
      <ul className="mt-2 divide-y divide-slate-100">
        <Toggle name="essential" checked disabled />
        {categories.map((name) => (
          <Toggle
            key={name}
            name={name}
            checked={chosen[name]}
            onChange={(on) => setChosen((before) => ({ ...before, [name]: on }))}
          />
        ))}
      </ul>
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to="/privacy-policy/"
          className="text-sm font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {t('consent.privacyLink')}
        </Link>
        <div className="flex flex-wrap gap-2">
          {onClose && (
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('consent.close')}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => onSave(consentFor('reject'))}>
            {t('consent.rejectAll')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onSave(consentFor('accept'))}>
            {t('consent.acceptAll')}
          </Button>
          <Button size="sm" onClick={() => onSave(consentFor(chosen))}>
            {t('consent.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
