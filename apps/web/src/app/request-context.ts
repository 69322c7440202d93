import { createContext } from 'react-router';
import type { ApiTransport } from '../lib/api-client';

/** What the server gives the app's loaders and renderer for one request (apps/server's page route). */
export interface RequestContext {
  /** The API, answered in process for this request's viewer (the same routes the browser calls). */
  api: ApiTransport;
  /** The nonce the page's own inline scripts carry, named in this answer's Content-Security-Policy. */
  nonce: string;
  /** The address names nothing (an unknown person, routine, session or exercise): answered 404. */
  notFound: boolean;
}

/** Null where no server gives one (a page drawn in tests): loaders then read nothing ahead. */
export const requestContext = createContext<RequestContext | null>(null);
