/**
 * Requests the fetch stub (mockApi) had no handler for, as 'METHOD /path?query'. The stub rejects
 * them, but a rejected fetch can end in a query's error state that no assertion looks at, so setup.ts
 * also fails the test with this list after it ends. Kept apart from fetch-mock.ts so that setup.ts
 * loads no app module.
 */
const unhandled: string[] = [];

export function recordUnhandledRequest(request: string): void {
  unhandled.push(request);
}

/** The unhandled requests since the last call, and forgets them. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
