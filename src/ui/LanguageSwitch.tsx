import { useIntl } from 'react-intl';
import { LOCALES, setLanguage, type Locale } from '../lib/i18n';

/** EN | DE: sets the locale cookies and reloads (the spec's rule for a language change). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const current = intl.locale as Locale;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.language' })}
      className={`inline-flex rounded-xl bg-slate-100 p-1 ${className}`}
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => locale !== current && setLanguage(locale)}
          className={`rounded-lg px-2.5 py-1 text-xs font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-teal-700 ${
            locale === current ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {locale.toUpperCase()}
          <span className="sr-only"> – {intl.formatMessage({ id: `shell.language.${locale}` })}</span>
        </button>
      ))}
    </div>
  );
}
