import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';

export const CODE_LENGTH = 6;

/**
 * The 6-digit code in 6 single-character boxes (input-otp: one real input behind the boxes, so pasting 6 digits fills
 * them all, backspace on an empty box moves back, only digits are taken). `onComplete` runs on the last digit.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  describedBy,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  label: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <OTPInput
      maxLength={CODE_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      data-autofocus
      containerClassName="flex items-center gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, i) => (
            <div
              key={i}
              aria-hidden="true"
              className={`flex h-12 w-10 items-center justify-center rounded-xl border text-xl font-semibold text-slate-900 sm:h-14 sm:w-12 ${
                slot.isActive ? 'border-teal-600 ring-2 ring-teal-600/30' : 'border-slate-300'
              }`}
            >
              {slot.char ?? (slot.hasFakeCaret ? <span className="h-6 w-px animate-pulse bg-slate-900" /> : null)}
            </div>
          ))}
        </>
      )}
    />
  );
}
