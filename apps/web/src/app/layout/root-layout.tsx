import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { inNativeShell } from '../../lib/native-app';
import { useOfflineApp } from '../../lib/offline/use-offline-app';
import { BottomNav } from './bottom-nav';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

// The offline status and update prompt load after the page has (useOfflineApp), not with the first load.
const OfflineStatus = lazy(() =>
  import('../../lib/ui/offline-status').then((m) => ({ default: m.OfflineStatus })),
);

// Native sign-in (and Capacitor with it) loads only in the app; the web's first load stays without it.
const NativeAuthListener = lazy(() =>
  import('../../features/auth/components/native-auth-listener').then((m) => ({
    default: m.NativeAuthListener,
  })),
);

/**
 * The shell around every screen: header, main content and footer, with the app navigation fixed at the
 * bottom on phones and tablets and as a side rail on wide screens.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const offlineStarted = useOfflineApp();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {loading ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent motion-reduce:animate-none"
          aria-hidden="true"
        />
      ) : null}
      <TopNav />
      {offlineStarted ? (
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      ) : null}
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a page's content arrives. */}
      <div className="mx-auto flex min-h-dvh w-full max-w-5xl flex-1 lg:max-w-7xl lg:px-4">
        <SideNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-0">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
      <BottomNav />
      <ScrollRestoration />
      {inNativeShell() ? (
        <Suspense fallback={null}>
          <NativeAuthListener />
        </Suspense>
      ) : null}
    </div>
  );
}
