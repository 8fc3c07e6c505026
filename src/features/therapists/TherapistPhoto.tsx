/** The therapist's photo, or their initials. Decorative: the name is always written next to it. */
export function TherapistPhoto({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className: string;
}) {
  if (photoUrl) return <img src={photoUrl} alt="" className={`${className} shrink-0 bg-slate-100 object-cover`} />;
  const initials = name
    .split(/\s+/)
    .slice(-2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center bg-gradient-to-br from-teal-500 to-indigo-500 font-bold text-white`}
    >
      {initials}
    </span>
  );
}
