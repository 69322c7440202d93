import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface ProfileTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface ProfileTabsProps<K extends string> {
  label: string;
  tabs: readonly ProfileTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), Left/Right arrows move and
 * select, Home/End jump to the ends. Only the selected panel is rendered.
 */
export function ProfileTabs<K extends string>({ label, tabs, selected, onSelect }: ProfileTabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const current = tabs[index]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-xl border border-border bg-surface p-1"
      >
        {tabs.map((tab, i) => {
          const isSelected = i === index;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                refs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`flex-1 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
                isSelected ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.key}`}
        aria-labelledby={`${baseId}-tab-${current.key}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a tab stop
        tabIndex={0}
        className="mt-4"
      >
        {current.panel}
      </div>
    </div>
  );
}
