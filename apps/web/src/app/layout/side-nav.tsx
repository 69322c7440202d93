import { NavLinkItems } from './nav-links';

/**
 * The bottom bar's links as a side rail on wide screens (lg and up), where a phone-style tab bar pinned
 * to the bottom of a large window is out of place. It stays in view below the sticky header.
 */
export function SideNav() {
  return (
    <nav aria-label="Main navigation" className="hidden w-52 shrink-0 lg:block">
      <ul className="sticky top-16 space-y-1 py-6 pr-4">
        <NavLinkItems
          iconClassName="h-5 w-5 shrink-0"
          linkClassName={(isActive) =>
            `flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium ${
              isActive ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-fg'
            }`
          }
        />
      </ul>
    </nav>
  );
}
