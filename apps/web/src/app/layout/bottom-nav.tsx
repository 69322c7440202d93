import {
  CircleUserRound,
  Dumbbell,
  House,
  type LucideIcon,
  MessageCircle,
  SquarePlus,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';

export const BOTTOM_NAV_LINKS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Home', to: '/', icon: House },
  { label: 'Routines', to: '/explore-routines', icon: Dumbbell },
  { label: 'Add', to: '/choice', icon: SquarePlus },
  { label: 'People', to: '/people', icon: Users },
  { label: 'Cali', to: '/cali-chat', icon: MessageCircle },
  { label: 'Profile', to: '/profile-page', icon: CircleUserRound },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-5xl grid-cols-6">
        {BOTTOM_NAV_LINKS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${
                  isActive ? 'text-accent-text' : 'text-muted hover:text-fg'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={isActive ? 2.5 : 2} />
                  <span>{label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
