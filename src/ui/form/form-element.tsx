import { useSelector } from '@tanstack/react-form';
import type { ComponentType, FormHTMLAttributes, ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { useFormContext } from './form-context';

/** What `Form` needs of a `useAppForm` form. */
export interface FormHandle {
  handleSubmit: () => Promise<void>;
  state: { isSubmitting: boolean };
  AppForm: ComponentType<{ children?: ReactNode }>;
}

/**
 * The `<form>` of a `useAppForm` form: no browser validation (the schema's messages show instead), submitting runs
 * `handleSubmit` once at a time, and the form is in context for `SubmitButton`. `disabled` makes submitting do nothing.
 */
export function Form({
  form,
  disabled = false,
  children,
  ...rest
}: { form: FormHandle; disabled?: boolean } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  return (
    <form.AppForm>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!disabled && !form.state.isSubmitting) void form.handleSubmit();
        }}
        {...rest}
      >
        {children}
      </form>
    </form.AppForm>
  );
}

/**
 * The submit button: busy (spinner, disabled) while the form is submitting or `busy` says so. It is not disabled while
 * the form is invalid, since pressing it is what shows the errors. Outside the `<form>` (a dialog's footer) give it the
 * form's `id` as `form` and put it inside `form.AppForm`.
 */
export function SubmitButton({ busy = false, children, ...button }: Omit<ButtonProps, 'type'>) {
  const form = useFormContext();
  const isSubmitting = useSelector(form.store, (s) => s.isSubmitting);
  return (
    <Button type="submit" busy={busy || isSubmitting} {...button}>
      {children}
    </Button>
  );
}
