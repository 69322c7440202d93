import { ChevronRight, type LucideIcon, PencilRuler, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../lib/seo';

interface ChoiceOption {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Generate Routine goes to /interests; Create Routine goes to /add-routine (docs/product.md#route-list). */
export const CHOICE_OPTIONS: readonly ChoiceOption[] = [
  {
    to: '/interests',
    title: 'Generate Routine',
    text: 'Answer four quick questions and your AI coach builds a routine around you.',
    icon: Sparkles,
  },
  {
    to: '/add-routine',
    title: 'Create Routine',
    text: 'Pick your own exercises, sets and reps, and build it by hand.',
    icon: PencilRuler,
  },
];

export function ChoicePage() {
  return (
    <>
      <Seo
        title="Add a routine"
        description="Generate a routine with your AI coach, or create one by hand."
        path="/choice"
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Add a routine</h1>
      <p className="mt-1 text-muted">How would you like to build it?</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {CHOICE_OPTIONS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-colors hover:border-accent"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span className="mt-4 flex items-center gap-1 text-lg font-semibold text-fg">
                {title}
                <ChevronRight
                  aria-hidden="true"
                  className="h-5 w-5 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
