import { loginRedirectPath, type MeAnswer } from '@stryd/domain';
import {
  dehydrate,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { withServerApi } from '../lib/server-api.server';
import { meQuery } from '../lib/session';
import { createQueryClient } from './providers';
import { requestContext } from './request-context';
import type { ScreenData } from './screen-queries';

// biome-ignore lint/suspicious/noExplicitAny: a screen's queries have answers of every shape.
export type ScreenQuery =
  | FetchQueryOptions<any, any, any, any>
  | FetchInfiniteQueryOptions<any, any, any, any, any>;

/** What a screen reads first, given the request and the viewer's account (null when signed out). */
export type ScreenQueries = (args: LoaderFunctionArgs, me: MeAnswer | null) => ScreenQuery[];

function prefetch(client: QueryClient, query: ScreenQuery): Promise<void> {
  // Kept until dehydrated, whatever the page keeps it for (a query the page drops at once has gcTime 0).
  const kept = { ...query, gcTime: Number.POSITIVE_INFINITY };
  return 'initialPageParam' in kept
    ? client.prefetchInfiniteQuery(kept as FetchInfiniteQueryOptions)
    : client.prefetchQuery(kept as FetchQueryOptions);
}

const readsNothing: ScreenQueries = () => [];

/**
 * The viewer's account as GET /api/me answers it for this page (null when signed out, or with no server to
 * ask). Read once per page whoever asks: the server's page API answers a read it has made again from memory.
 */
export async function viewerOf({ context }: LoaderFunctionArgs): Promise<MeAnswer | null> {
  const request = context.get(requestContext);
  if (!request) return null;
  return withServerApi(request.api, () => createQueryClient().fetchQuery(meQuery)).catch(() => null);
}

/**
 * A screen's loader: its first reads, made through the app's own queries against the server's API in
 * process, handed to the page's query cache (dehydrated). A read that fails is left out, and the page asks
 * for it itself, showing what it shows for that answer (a sign-in or upgrade panel, a not-found state).
 * `signedIn`: a visitor who is not is sent to log in first, by the server's answer (the page would send
 * them too, once in the browser), unless the address names nothing (404).
 */
export function screenLoader(queriesFor: ScreenQueries = readsNothing, { signedIn = false } = {}) {
  return async (args: LoaderFunctionArgs): Promise<ScreenData> => {
    const request = args.context.get(requestContext);
    if (!request) return { queries: dehydrate(createQueryClient()) };
    return withServerApi(request.api, async () => {
      const client = createQueryClient();
      const me = await client.fetchQuery(meQuery).catch(() => null);
      // An address naming nothing answers 404 to anyone; only a real page sends a visitor to log in.
      if (signedIn && !me?.user && !request.notFound) {
        const { pathname, search } = new URL(args.request.url);
        throw redirect(loginRedirectPath(`${pathname}${search}`));
      }
      await Promise.all(queriesFor(args, me).map((query) => prefetch(client, query)));
      return { queries: dehydrate(client) };
    });
  };
}
