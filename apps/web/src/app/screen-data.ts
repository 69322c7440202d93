import { SCREEN_DATA_ELEMENT_ID, type ScreenData } from '@stryd/domain';
import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQuery } from '../lib/public-config';
import { ME_QUERY_KEY } from '../lib/session';

/** The data of the screen the server drew (screen-document.ts), or undefined on any other page. */
export function readScreenData(document: Document): ScreenData | undefined {
  const text = document.getElementById(SCREEN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ScreenData;
  } catch {
    return undefined;
  }
}

/**
 * Puts what the server read for a drawn screen where the app's queries look for it, so the app's first
 * render is the page the server drew (and hydration keeps it) and nothing is asked for twice.
 */
export function seedScreenData(queryClient: QueryClient, data: ScreenData): void {
  queryClient.setQueryData(ME_QUERY_KEY, data.me);
  queryClient.setQueryData(publicConfigQuery.queryKey, data.publicConfig);
}
