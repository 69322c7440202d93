import { loginRedirectPath } from '@stryd/domain';
import { ChevronRight, CircleUserRound, type LucideIcon, PencilRuler, Salad, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export interface QuickAccessCard {
  path: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Home's quick-access cards, in the product's order (docs/product.md#home). */
export const QUICK_ACCESS_CARDS: readonly QuickAccessCard[] = [
  { path: '/profile-page', title: 'Your profile', text: 'Routines, XP and rank', icon: CircleUserRound },
  { path: '/interests', title: 'Generate a routine', text: 'Your AI coach builds it', icon: Sparkles },
  { path: '/add-routine', title: 'Create a routine', text: 'Build one by hand', icon: PencilRuler },
  { path: '/meals', title: 'Meal plans', text: 'A week of meals in seconds', icon: Salad },
];

/** Signed-out visitors are sent to log in first, then on to the card's page. */
export function quickAccessHref(path: string, signedIn: boolean): string {
  return signedIn ? path : loginRedirectPath(path);
}

export function QuickAccessCards({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {QUICK_ACCESS_CARDS.map(({ path, title, text, icon: Icon }) => (
        <li key={path}>
          <Link
            to={quickAccessHref(path, signedIn)}
            className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-accent"
          >
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="mt-3 flex items-center gap-1 font-semibold text-fg">
              {title}
              <ChevronRight
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
              />
            </span>
            <span className="mt-1 text-sm text-muted">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
