import { type AppRoutePattern, matchAppRoute } from '@stryd/domain';
import type { ComponentType } from 'react';
import { PAGE_MODULES, pageModulePath } from './page-modules';

/** The page modules, each loaded when its screen is first shown (a chunk of its own). */
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>(
  '../features/*/pages/*-page.tsx',
);

export type LoadedPage = { Page: ComponentType } | { error: unknown };

const loading = new Map<AppRoutePattern, Promise<ComponentType>>();
const loaded = new Map<AppRoutePattern, LoadedPage>();

async function importPage(pattern: AppRoutePattern): Promise<ComponentType> {
  const load = pageModules[`../${pageModulePath(pattern)}`];
  const Page = load && (await load())[PAGE_MODULES[pattern][1]];
  if (!Page) throw new Error(`No page component for ${pattern}`);
  return Page;
}

/**
 * A screen's page component, loaded once. A load that failed (offline, a deploy replaced the chunk) is
 * remembered until the screen is asked for again, which tries again.
 */
export function loadPage(pattern: AppRoutePattern): Promise<ComponentType> {
  const known = loading.get(pattern);
  if (known) return known;
  loaded.delete(pattern);
  const load = importPage(pattern);
  loading.set(pattern, load);
  load.then(
    (Page) => loaded.set(pattern, { Page }),
    (error: unknown) => {
      loaded.set(pattern, { error });
      loading.delete(pattern);
    },
  );
  return load;
}

/** The screen's page as far as it has loaded: the component, why it failed, or nothing yet. */
export function loadedPage(pattern: AppRoutePattern): LoadedPage | undefined {
  return loaded.get(pattern);
}

/**
 * What a navigation to `pathname` waits for before it is shown: the screen's code, unless it has loaded.
 * Meanwhile the page on screen stays.
 */
export function pageCodeFor({ pathname }: { pathname: string }): Promise<unknown> | undefined {
  const pattern = matchAppRoute(pathname);
  if (!pattern) return undefined;
  const known = loaded.get(pattern);
  // A page whose code failed to load is tried again: the visitor may be back online.
  return known && 'Page' in known ? undefined : loadPage(pattern);
}
