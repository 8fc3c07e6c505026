import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { FieldShell, type FieldLabelProps } from './field-shell';
import { useFieldContext } from './form-context';

type FileProps = FieldLabelProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type' | 'className'>;

/** A file picker (`accept`, `multiple` as on the input); the form's value is the chosen files, `File[]`. */
export function FileField({ label, hint, optional, className, ...input }: FileProps) {
  const ref = useRef<HTMLInputElement>(null);
  const empty = !useFieldContext<File[]>().state.value?.length;
  // A file input cannot be given a value: when the form empties the field (a reset), the input is cleared by hand.
  useEffect(() => {
    if (empty && ref.current) ref.current.value = '';
  }, [empty]);
  return (
    <FieldShell<File[]> label={label} hint={hint} optional={optional} className={className}>
      {({ field, id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          name={field.name}
          type="file"
          onChange={(e) => field.handleChange(Array.from(e.target.files ?? []))}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-3.5 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-invalid:text-rose-700"
          {...input}
        />
      )}
    </FieldShell>
  );
}
