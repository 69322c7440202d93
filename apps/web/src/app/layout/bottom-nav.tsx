import { NavLinkItems } from './nav-links';

/**
 * The bottom navigation (docs/product.md#bottom-navigation), for phones and tablets; wide screens get SideNav
 * instead.
 */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-5xl grid-cols-6">
        <NavLinkItems
          iconClassName="h-5 w-5"
          linkClassName={(isActive) =>
            `flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${
              isActive ? 'text-accent-text' : 'text-muted hover:text-fg'
            }`
          }
        />
      </ul>
    </nav>
  );
}
