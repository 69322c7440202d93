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

/**
 * The app navigation (docs/product.md#bottom-navigation): the bottom bar on phones and tablets, the side
 * navigation on wide screens.
 */
export const NAV_LINKS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Home', to: '/', icon: House },
  { label: 'Routines', to: '/explore-routines', icon: Dumbbell },
  { label: 'Add', to: '/choice', icon: SquarePlus },
  { label: 'People', to: '/people', icon: Users },
  { label: 'Cali', to: '/cali-chat', icon: MessageCircle },
  { label: 'Profile', to: '/profile-page', icon: CircleUserRound },
];

export interface NavLinkItemsProps {
  linkClassName: (isActive: boolean) => string;
  iconClassName: string;
}

/** The links as list items; each navigation styles them for its place. */
export function NavLinkItems({ linkClassName, iconClassName }: NavLinkItemsProps) {
  return NAV_LINKS.map(({ label, to, icon: Icon }) => (
    <li key={to}>
      <NavLink to={to} end={to === '/'} className={({ isActive }) => linkClassName(isActive)}>
        {({ isActive }) => (
          <>
            <Icon aria-hidden="true" className={iconClassName} strokeWidth={isActive ? 2.5 : 2} />
            <span>{label}</span>
          </>
        )}
      </NavLink>
    </li>
  ));
}
