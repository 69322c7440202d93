import { lazy, type ReactNode, Suspense } from 'react';
import { inNativeShell } from '../../lib/native-app';
import { hydratedApart } from '../../lib/ui/hydrated-apart';
import { BottomNav } from './bottom-nav';
import { NavigationProgress } from './navigation-progress';
import { OfflineApp } from './offline-app';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

// Native sign-in (and Capacitor with it) loads only in the app; the web's first load stays without it.
const NativeAuthListener = lazy(() =>
  import('../../features/auth/components/native-auth-listener').then((m) => ({
    default: m.NativeAuthListener,
  })),
);

// Hydrated apart (lib/ui/hydrated-apart.tsx): a tap on a page still being hydrated does not wait for them.
const TopNavApart = hydratedApart(TopNav);
const SideNavApart = hydratedApart(SideNav);
const SiteFooterApart = hydratedApart(SiteFooter);
const BottomNavApart = hydratedApart(BottomNav);

/**
 * The shell around every screen: header, main content and footer, with the app navigation fixed at the
 * bottom on phones and tablets and as a side rail on wide screens. It holds no state of its own: what
 * changes after the first paint (a navigation's progress bar, the offline app starting) lives in small
 * components, so a change there redraws them alone and not every link of the shell.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <TopNavApart />
      <OfflineApp />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a page's content arrives. */}
      <div className="mx-auto flex min-h-dvh w-full max-w-5xl flex-1 lg:max-w-7xl lg:px-4">
        <SideNavApart />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-0">
          {children}
        </main>
      </div>
      <SiteFooterApart />
      <BottomNavApart />
      {inNativeShell() ? (
        <Suspense fallback={null}>
          <NativeAuthListener />
        </Suspense>
      ) : null}
    </div>
  );
}
