/**
 * One area's messages in every locale. `de` must have exactly the keys of `en` (checked by the compiler here and by
 * i18n.test.ts at run time). Message ids are prefixed with the area (`auth.login.title`).
 */
export function catalog<const En extends Record<string, string>>(en: En, de: { [K in keyof En]: string }) {
  return { en, de };
}

declare const featureIds: unique symbol;

/**
 * A feature's own messages, typed by their ids (`useT(messages)` takes only these and the common ones). The app never
 * holds the texts: the build compiles them into one part per locale, which the feature's chunk asks for when it runs
 * and `useT` waits for (decision 0020; scripts/feature-messages.ts).
 */
export interface FeatureMessages<Id extends string> {
  readonly [featureIds]?: Id;
}

/** `src/features/<f>/messages.ts`: `export default featureMessages({ '<f>.title': 'Title' }, { '<f>.title': 'Titel' })`. */
export function featureMessages<const En extends Record<string, string>>(
  en: En,
  de: { [K in keyof En]: string },
): FeatureMessages<keyof En & string> {
  return { en, de } as FeatureMessages<keyof En & string>;
}
