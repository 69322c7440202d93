/**
 * Which page answers are kept for offline use: a whole page (200, HTML) that the server drew for a
 * signed-in viewer (app/shell.tsx sets `x-stryd-viewer: signed-in`). A signed-out visitor's pages, sign-in
 * forms, redirects and errors are not kept. The answer is kept whole, its Content-Security-Policy header
 * with it, so the nonce of its inline scripts still matches when it is replayed. Copied into the worker
 * (build/pwa.ts) as source text (a Workbox plugin's `cacheWillUpdate`): it names the header itself.
 */
export async function keepSignedInPage({ response }: { response: Response }): Promise<Response | null> {
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  return response.status === 200 && html && response.headers.get('x-stryd-viewer') === 'signed-in'
    ? response
    : null;
}
