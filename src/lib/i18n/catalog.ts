/**
 * One area's messages in every locale. `de` must have exactly the keys of `en` (checked by the compiler here and by
 * i18n.test.ts at run time). Message ids are prefixed with the area (`auth.login.title`).
 */
export function catalog<const En extends Record<string, string>>(en: En, de: { [K in keyof En]: string }) {
  return { en, de };
}
