import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRecommendedPeople } from '../../../lib/recommendations';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { SearchBox } from '../../../lib/ui/search-box';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { usePeopleSearch } from '../api/search-people';
import { PersonCard, type PersonCardProps } from '../components/person-card';

function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      {text}
    </p>
  );
}

/** Person cards in a grid laid out by `className`; each links to the person's profile. */
function PersonGrid({ people, className }: { people: readonly PersonCardProps[]; className: string }) {
  return (
    <ul className={className}>
      {people.map((person) => (
        <li key={person.userID}>
          <PersonCard {...person} />
        </li>
      ))}
    </ul>
  );
}

function SearchResults({ query }: { query: string }) {
  const search = usePeopleSearch(query);
  const people = search.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <h2 id="results-heading" className="text-lg font-semibold">
        Results for “{query}”
      </h2>
      {search.isPending ? <LoadingLine text="Searching…" /> : null}
      {search.isError && people.length === 0 ? (
        <div className="mt-3">
          <ErrorAlert message={search.error.message} onRetry={() => void search.refetch()} />
        </div>
      ) : null}
      {search.isSuccess && people.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No people match “{query}”. Try the start of a username.</p>
      ) : null}
      {people.length > 0 ? (
        <PersonGrid people={people} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" />
      ) : null}
      {search.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
            className={buttonStyles.secondary}
          >
            {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
      {search.isFetchNextPageError ? (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          Could not load more people. Please try again.
        </p>
      ) : null}
    </section>
  );
}

function RecommendedPeople() {
  const { user } = useSession();
  // Shared with Home (one cache); a failure is only logged and the list stays empty
  // (docs/product.md#recommendations).
  const recommended = useRecommendedPeople();
  const people = recommended.data ?? [];
  return (
    <section aria-labelledby="recommended-heading" className={`${cardStyles} mt-6`}>
      <h2 id="recommended-heading" className="text-lg font-semibold">
        {user ? 'Suggested for you' : 'Popular on Stryd'}
      </h2>
      {recommended.isLoading ? <LoadingLine text="Loading suggestions…" /> : null}
      {!recommended.isLoading && people.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No suggestions yet. Search for someone you know.</p>
      ) : null}
      {people.length > 0 ? <PersonGrid people={people} className="mt-3 grid gap-3 sm:grid-cols-2" /> : null}
    </section>
  );
}

/**
 * /people (docs/product.md#people-page): search people and see who is recommended; each card opens
 * /profile/{userID}.
 */
export function PeoplePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const submitted = searchParams.get('q')?.trim() ?? '';
  const [text, setText] = useState(submitted);

  return (
    <>
      <Seo title="People" description="Find people to follow and train with on Stryd." path="/people" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">People</h1>
      <p className="mt-1 mb-4 text-muted">Find friends and training partners, and follow their progress.</p>
      <SearchBox
        label="Search people"
        placeholder="Username"
        value={text}
        onChange={setText}
        onSubmit={(query) => setSearchParams({ q: query })}
      />
      {submitted ? <SearchResults query={submitted} /> : null}
      <RecommendedPeople />
    </>
  );
}
