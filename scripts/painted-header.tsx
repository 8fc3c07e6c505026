// The header index.html paints before any script has run (scripts/painted-header-plugin.ts, decision 0074), rendered
// from the app's own components: a change to them changes it.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { en } from '../src/lib/i18n/messages';
import { frameClasses, HeaderBar, homeLinkClasses } from '../src/ui/HeaderBar';
import { Logo } from '../src/ui/Logo';

/** The header's markup: the product's name is the same in every language, so English serves all. */
export function paintedHeaderHtml(): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <div className={frameClasses}>
        <HeaderBar
          home={
            <a href="/" className={homeLinkClasses}>
              <Logo />
            </a>
          }
        />
      </div>
    </IntlProvider>,
  );
}
