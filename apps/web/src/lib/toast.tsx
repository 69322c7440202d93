import { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@stryd/domain';
import { lazy, Suspense } from 'react';
import type { ExternalToast } from 'sonner';
import { useTheme } from './theme';
import { useAfterHydration } from './use-after-hydration';

/**
 * docs/product.md#timings: toasts stay TOAST_DURATION_MS (3000 ms); payment toasts pass
 * PAYMENT_TOAST_DURATION_MS (5000 ms).
 */
export { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS };

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type ToastId = string | number;

// sonner is loaded after the first paint (no page shows a toast before the user acts, and it would be a
// tenth of the first load). It keeps toasts made before its Toaster mounts and shows them when it does.
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let lastId = 0;
function show(kind: 'message' | 'success' | 'error' | 'loading', message: Message, options?: ExternalToast) {
  // The id is known at once, so a caller can update or dismiss a toast that has not been drawn yet.
  const id: ToastId = options?.id ?? `stryd-toast-${++lastId}`;
  void loadSonner().then(({ toast }) =>
    (kind === 'message' ? toast : toast[kind])(message, { ...options, id }),
  );
  return id;
}

/** sonner's toast calls, in call order, loading sonner on first use. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    loading: (message: Message, options?: ExternalToast) => show('loading', message, options),
    dismiss: (id?: ToastId) => {
      void loadSonner().then(({ toast }) => toast.dismiss(id));
    },
  },
);

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The app's single toast outlet, following the current theme; not part of the page the server draws, nor
 * of a tap that made React hydrate the page (sonner loads after it).
 */
export function Toaster() {
  const { theme } = useTheme();
  if (!useAfterHydration()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        position="top-center"
        closeButton
        richColors
        offset={{ top: 72 }}
        mobileOffset={{ top: 64 }}
      />
    </Suspense>
  );
}
