const sizes = { sm: 'size-9 text-xs', md: 'size-11 text-sm', lg: 'size-14 text-base' };

/** A person's photo, or their initials on a tinted disc. Decorative: the name is always written next to it. */
export function Avatar({
  name,
  photoUrl,
  size = 'md',
}: {
  name: string;
  photoUrl?: string | null;
  size?: keyof typeof sizes;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-1 ring-slate-200`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800`}
    >
      {initials}
    </span>
  );
}
