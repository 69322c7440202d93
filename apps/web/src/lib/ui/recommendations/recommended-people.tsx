import { profilePath } from '@stryd/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useRecommendedPeople } from '../../recommendations';
import { Avatar } from '../avatar';
import { Skeleton } from '../skeleton';
import { RecommendationSection } from './recommendation-section';

const PEOPLE_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-1';

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
      placeholder={<PeoplePlaceholder />}
    >
      <ul className={PEOPLE_GRID}>
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

/** Four rows shaped like a person's: the avatar, the name and the reason, at their real heights. */
function PeoplePlaceholder() {
  return (
    <ul className={PEOPLE_GRID} aria-hidden="true">
      {['first', 'second', 'third', 'fourth'].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-2xl border border-border p-4">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <span className="min-w-0 flex-1">
            <Skeleton className="my-1 h-4 w-1/2" />
            <Skeleton className="my-1 h-3 w-2/3" />
          </span>
        </li>
      ))}
    </ul>
  );
}
