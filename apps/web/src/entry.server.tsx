import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { NonceContext } from './app/nonce';
import { requestContext } from './app/request-context';

// The server that hosts the app gives each request this context (apps/server's page route).
export { requestContext };

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Draws the page whole: every screen's data arrives with its loaders, so there is nothing to stream, and
 * a whole document is compressed and measured like any other answer.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return Promise.resolve(new Response(null, { status, headers }));
  const nonce = loadContext.get(requestContext)?.nonce;
  return new Promise((resolve, reject) => {
    let answerStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Every Suspense boundary in place, none sent after the rest and revealed by a script later (which
        // React does past this many bytes): the boundaries are for hydration (decision 032), not streaming.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set('content-type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: answerStatus }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          answerStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
