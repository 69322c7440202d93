import { profilePath } from '@stryd/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useRecommendedPeople } from '../../../lib/recommendations';
import { Avatar } from '../../../lib/ui/avatar';
import { RecommendationSection } from './recommendation-section';

/** docs/product.md#home: up to 4 suggested people, each linking to /profile/{userID}. */
export function RecommendedPeople() {
  const { data, isLoading } = useRecommendedPeople();
  const items = data ?? [];
  return (
    <RecommendationSection
      id="recommended-people"
      title="People to follow"
      isLoading={isLoading}
      isEmpty={items.length === 0}
      emptyText="No one to suggest yet. Find people to train with."
      more={{ to: '/people', label: 'Find people' }}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {items.map((person) => (
          <li key={person.userID}>
            <Link
              to={profilePath(person.userID)}
              className="group flex h-full items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-accent"
            >
              <Avatar username={person.username} imageLink={person.profileImageLink} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-fg">{person.username}</span>
                <span className="block text-sm text-accent-text">{person.reason}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="h-4 w-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </RecommendationSection>
  );
}
