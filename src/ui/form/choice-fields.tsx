import type { ComponentType, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { describe, FieldMessages, FieldShell, OptionalMark, useFieldState, type FieldLabelProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldLabelProps & { options: SelectOption[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'className'
  >;

/** A native select; `placeholder` is a first, empty option. */
export function SelectField({ label, hint, optional, className, options, placeholder, ...select }: SelectProps) {
  return (
    <FieldShell<string> label={label} hint={hint} optional={optional} className={className}>
      {({ field, controlProps }) => (
        <select
          {...controlProps}
          value={field.state.value ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type CheckboxProps = Omit<FieldLabelProps, 'optional'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type' | 'className'>;

/** A checkbox with its label beside it; the value is a boolean. */
export function CheckboxField({ label, hint, className = '', ...input }: CheckboxProps) {
  const { field, id, errors } = useFieldState<boolean>();
  const { hintId, errorId, describedBy } = describe(id, hint, errors);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={Boolean(field.state.value)}
          onChange={(e) => field.handleChange(e.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 rounded border-slate-400 accent-teal-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} errors={errors} hintId={hintId} errorId={errorId} className="pl-8" />
    </div>
  );
}

export interface ChoiceOption extends SelectOption {
  /** Under the label (the card look only); `warn` shows it as a problem. */
  hint?: string;
  warn?: boolean;
  disabled?: boolean;
  icon?: ComponentType<{ className?: string; strokeWidth?: number; 'aria-hidden'?: boolean | 'true' }>;
}

const looks = {
  chip: {
    fieldset: 'flex flex-col gap-2',
    legend: 'mb-1.5 text-sm font-medium text-slate-800',
    list: 'grid gap-2 sm:grid-cols-2',
  },
  card: {
    fieldset: 'flex flex-col gap-3',
    legend: 'mb-4 text-base font-semibold text-slate-900',
    list: 'flex flex-col gap-3',
  },
};

/**
 * One answer out of a few, as radio buttons in a fieldset: compact chips in a grid, or full-width cards with a hint
 * and an icon. The hint and the error are tied to the group.
 */
export function ChoiceField({
  legend,
  hint,
  optional,
  options,
  look = 'chip',
  className = '',
}: {
  legend: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  options: ChoiceOption[];
  look?: keyof typeof looks;
  className?: string;
}) {
  const { field, id, errors } = useFieldState<string>();
  const { hintId, errorId, describedBy } = describe(id, hint, errors);
  const classes = looks[look];
  return (
    <fieldset aria-describedby={describedBy} className={`${classes.fieldset} ${className}`}>
      <legend className={classes.legend}>
        {legend}
        <OptionalMark optional={optional} />
      </legend>
      <div className={classes.list}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const input = (
            <input
              id={optionId}
              type="radio"
              name={id}
              value={option.value}
              checked={field.state.value === option.value}
              disabled={option.disabled}
              onChange={() => field.handleChange(option.value)}
              onBlur={field.handleBlur}
              {...(look === 'card' && {
                'aria-labelledby': `${optionId}-label`,
                'aria-describedby': option.hint ? `${optionId}-hint` : undefined,
              })}
              className={`${look === 'card' ? 'mt-1 ' : ''}size-4 accent-teal-700 focus:outline-none`}
            />
          );
          return look === 'chip' ? (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-3 text-sm font-medium text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 has-checked:text-teal-900 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${errorId ? 'border-rose-600' : 'border-slate-300'}`}
            >
              {input}
              {option.label}
            </label>
          ) : (
            <ChoiceCard key={option.value} id={optionId} option={option} invalid={Boolean(errorId)}>
              {input}
            </ChoiceCard>
          );
        })}
      </div>
      <FieldMessages hint={hint} errors={errors} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}

function ChoiceCard({
  id,
  option,
  invalid,
  children,
}: {
  id: string;
  option: ChoiceOption;
  invalid: boolean;
  children: ReactNode;
}) {
  const { disabled, warn, icon: Icon } = option;
  const border = invalid ? 'border-rose-600' : disabled ? 'border-slate-200' : 'border-slate-300 hover:border-teal-600';
  return (
    <label
      htmlFor={id}
      className={`flex items-start gap-3 rounded-xl border p-4 transition-colors ${border} ${
        disabled ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer'
      } has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700`}
    >
      {children}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-label`} className={`font-semibold ${disabled ? 'text-slate-600' : 'text-slate-900'}`}>
          {option.label}
        </span>
        {option.hint && (
          <span id={`${id}-hint`} className={`text-sm ${warn ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
            {option.hint}
          </span>
        )}
      </span>
      {Icon && <Icon className="size-6 shrink-0 text-teal-700" strokeWidth={1.8} aria-hidden="true" />}
    </label>
  );
}
