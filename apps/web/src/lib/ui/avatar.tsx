export interface AvatarProps {
  username: string;
  /** Image URL; empty or missing shows the initials instead. */
  imageLink?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = {
  sm: 'h-10 w-10 text-sm',
  md: 'h-14 w-14 text-lg',
  lg: 'h-20 w-20 text-2xl sm:h-24 sm:w-24 sm:text-3xl',
} as const;

/** Up to two initials from a username: 'alex_runs' → 'AR', 'sam' → 'S', 'sam_7' → 'S'. */
export function initialsFor(username: string): string {
  const parts = username
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  // Words that start with a letter make the initials ('maya_2a7f' → 'M', not 'M2').
  const words = parts.filter((part) => /^\p{L}/u.test(part));
  const chosen = (words.length > 0 ? words : parts).slice(0, 2);
  if (chosen.length === 0) return '?';
  return chosen.map((part) => Array.from(part)[0]!.toUpperCase()).join('');
}

/**
 * A person's picture, or their initials when they have none. Decorative (the name is always shown next
 * to it), so it is hidden from assistive technology.
 */
export function Avatar({ username, imageLink, size = 'sm' }: AvatarProps) {
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (imageLink) {
    return <img src={imageLink} alt="" className={`${classes} object-cover`} loading="lazy" />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} inline-flex items-center justify-center bg-accent-soft font-bold text-accent-text`}
    >
      {initialsFor(username)}
    </span>
  );
}
