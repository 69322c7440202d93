/**
 * Runs `load` on first use and shares its result. Adapters load their SDKs this way, so a server that
 * does not use Stripe, SMTP or a remote AI never loads them (about 15 MB of RSS together). A failed load
 * is tried again next time rather than remembered.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
