import { UI_TEXT } from '@stryd/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from './styles';

export interface SearchBoxProps {
  /** The current text (controlled). */
  value: string;
  onChange: (value: string) => void;
  /**
   * Called with the trimmed text; never called for an empty search ('Search field is empty' shows instead).
   */
  onSubmit: (query: string) => void;
  /** Visible label, e.g. 'Search routines'. */
  label: string;
  placeholder?: string;
  /** Text of the submit button (default 'Search'). */
  buttonLabel?: string;
  /** Shown under the box (e.g. a server error); the empty-search message takes precedence. */
  error?: string | null;
}

/**
 * A labelled search form shared by /explore-routines and /people. An empty (or blank) submit shows
 * 'Search field is empty' (role=alert) instead of calling onSubmit.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  buttonLabel = 'Search',
  error,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;
  const [empty, setEmpty] = useState(false);
  const message = empty ? UI_TEXT.searchEmpty : (error ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSubmit(query);
  };

  return (
    // docs/product.md#search: 240px wide while the window is under 500px, else 480px (a media query, so the
    // page the server draws is already the right width).
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom and older Safari; role=search is equivalent.
    <form
      role="search"
      onSubmit={submit}
      noValidate
      className="block w-[240px] max-w-full min-[500px]:w-[480px]"
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              if (empty && event.target.value.trim()) setEmpty(false);
              onChange(event.target.value);
            }}
            className={`block w-full rounded-xl border bg-bg py-2.5 pr-3 pl-9 text-base text-fg placeholder:text-muted ${
              message ? 'border-danger' : 'border-border'
            }`}
          />
        </div>
        <button type="submit" className={buttonStyles.small}>
          {buttonLabel}
        </button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </form>
  );
}
