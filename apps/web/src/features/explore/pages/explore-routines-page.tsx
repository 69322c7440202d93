import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Seo } from '../../../lib/seo';
import { SearchBox } from '../../../lib/ui/search-box';
import { buttonStyles } from '../../../lib/ui/styles';
import { RecommendedList } from '../components/recommended-list';
import { SearchResults } from '../components/search-results';

/**
 * /explore-routines (docs/product.md#search): a search box plus the recommended list; cards link to the
 * routine.
 */
export function ExploreRoutinesPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);

  const clear = () => {
    setText('');
    setParams({}, { replace: true });
  };

  return (
    <>
      <Seo
        title="Explore routines"
        description="Search routines and discover ones recommended for you."
        path="/explore-routines"
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Explore routines</h1>
      <p className="mt-1 mb-5 text-muted">Find a routine to join, or get ideas for your own.</p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search routines"
          placeholder="e.g. core, HIIT, morning"
          value={text}
          onChange={setText}
          onSubmit={(q) => setParams({ q })}
        />
        {query ? (
          <button type="button" onClick={clear} className={buttonStyles.smallSecondary}>
            <X aria-hidden="true" className="h-4 w-4" />
            Clear search
          </button>
        ) : null}
      </div>
      {query ? <SearchResults key={query} query={query} /> : <RecommendedList />}
    </>
  );
}
