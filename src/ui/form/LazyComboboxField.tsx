import { lazy, Suspense, type ComponentProps } from 'react';

const ComboboxField = lazy(() => import('./ComboboxField').then((module) => ({ default: module.ComboboxField })));

/** The combobox brings its dialog library only to the forms that use it (the login form stays small). */
export function LazyComboboxField(props: ComponentProps<typeof ComboboxField>) {
  return (
    <Suspense fallback={<div className="h-[4.5rem]" aria-hidden="true" />}>
      <ComboboxField {...props} />
    </Suspense>
  );
}
