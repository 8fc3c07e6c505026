import { createFormHook } from '@tanstack/react-form';
import { LazyComboboxField as ComboboxField } from './LazyComboboxField';
import { AmountField } from './AmountField';
import { CheckboxField, ChoiceField, SelectField } from './choice-fields';
import { FileField } from './FileField';
import { fieldContext, formContext } from './form-context';
import { SubmitButton } from './form-element';
import { DateField, EmailField, MonthField, NoteField, PasswordField, TextareaField, TextField } from './text-fields';

/**
 * The app's forms: `useAppForm` is `useForm` with the kit's fields on `form.AppField`'s field
 * (`<form.AppField name="email">{(field) => <field.EmailField label={…} />}</form.AppField>`) and `form.SubmitButton`.
 * Pass zod schemas straight to `validators` (Standard Schema).
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    PasswordField,
    DateField,
    MonthField,
    TextareaField,
    NoteField,
    AmountField,
    SelectField,
    ComboboxField,
    CheckboxField,
    ChoiceField,
    FileField,
  },
  formComponents: { SubmitButton },
});

export { Form } from './form-element';
export { useFormDraft } from './draft';
export { fieldErrors } from './field-shell';
export { noteRule } from './text-fields';
export { filterOptions, type ComboOption } from './combo-options';
export type { ChoiceOption, SelectOption } from './choice-fields';
