import { type ComponentType, memo, Suspense } from 'react';

/**
 * A part of a server-drawn page that React hydrates apart from the rest (decision 032): its own Suspense
 * boundary, which React leaves for later while it hydrates the page around it, and hydrates at once when
 * it is tapped. A tap during hydration then waits for the part tapped, not for the whole page.
 *
 * Drawn again only when its props change (`memo`, with `areEqual` when props are rebuilt on every
 * render): a change to a part not yet hydrated makes React hydrate it on the spot, so a parent's update
 * (a tick redraws the routine page) must leave the other parts' props as they were.
 */
export function hydratedApart<Props extends object>(
  Part: ComponentType<Props>,
  areEqual?: (before: Readonly<Props>, after: Readonly<Props>) => boolean,
): ComponentType<Props> {
  const Apart = (props: Props) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  Apart.displayName = `HydratedApart(${Part.displayName ?? Part.name})`;
  return memo(Apart, areEqual);
}
