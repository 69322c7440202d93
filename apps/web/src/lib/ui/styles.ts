/** Shared class names, so links that look like buttons and real buttons stay consistent. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-accent px-5 py-3 text-accent-fg hover:bg-accent-hover`,
  secondary: `${base} border border-border bg-surface px-5 py-3 text-fg hover:bg-surface-2`,
  small: `${base} shrink-0 bg-accent px-3 py-2 text-sm text-accent-fg hover:bg-accent-hover`,
  smallSecondary: `${base} border border-border bg-surface px-3 py-2 text-sm text-fg hover:bg-surface-2`,
  icon: 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-fg transition-colors hover:bg-surface-2',
} as const;

export const cardStyles = 'rounded-2xl border border-border bg-surface p-5 shadow-sm';

/** An on/off switch drawn on a checkbox (`role="switch"`): keyboard, label and form behaviour stay native. */
export const switchStyles =
  'relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-surface-2 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-muted before:transition-transform checked:border-accent checked:bg-accent checked:before:translate-x-5 checked:before:bg-accent-fg disabled:cursor-wait disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none';
