import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor } from '@capacitor/core';

/**
 * What native sign-in needs from the Android wrapper: a system browser (OAuth providers refuse
 * embedded WebViews, and the browser keeps the OAuth state cookie) and the URLs the app is opened with.
 * The web build needs neither: its OAuth runs in the page itself.
 */
export interface NativeAuth {
  /** True inside the native wrapper (Capacitor.isNativePlatform()). */
  readonly native: boolean;
  /** Opens a page in the system browser (a Custom Tab on Android). */
  openInSystemBrowser(url: string): Promise<void>;
  /** Calls onUrl with every URL that opens the app, including the one it was launched with; returns stop. */
  onAppUrl(onUrl: (url: string) => void): () => void;
}

/** In a browser: nothing to open and no app URLs. */
export const webNativeAuth: NativeAuth = {
  native: false,
  openInSystemBrowser: async () => {
    throw new Error('The system browser is only available in the app');
  },
  onAppUrl: () => () => {},
};

/** The parts of @capacitor/app used here (a stand-in in tests). */
export interface AppUrlPlugin {
  addListener(
    eventName: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove(): Promise<void> }>;
  getLaunchUrl(): Promise<{ url: string } | undefined>;
}

/** The part of @capacitor/browser used here (a stand-in in tests). */
export interface SystemBrowserPlugin {
  open(options: { url: string }): Promise<void>;
}

/** Native sign-in through Capacitor plugins (exported for tests, which pass stand-ins). */
export function createNativeAuth(plugins: { app: AppUrlPlugin; browser: SystemBrowserPlugin }): NativeAuth {
  return {
    native: true,
    openInSystemBrowser: (url) => plugins.browser.open({ url }),
    onAppUrl(onUrl) {
      let stopped = false;
      const deliver = (url: string | undefined) => {
        if (!stopped && url) onUrl(url);
      };
      const handle = plugins.app.addListener('appUrlOpen', (event) => deliver(event.url));
      // If Android ended the app while the browser was open, the URL starts it afresh: no appUrlOpen then.
      plugins.app.getLaunchUrl().then(
        (launch) => deliver(launch?.url),
        () => {},
      );
      return () => {
        stopped = true;
        handle.then(
          (h) => h.remove(),
          () => {},
        );
      };
    },
  };
}

let current: NativeAuth | null = null;

/** Native sign-in for this runtime: the plugins inside the Capacitor wrapper, nothing on the web. */
export function getNativeAuth(): NativeAuth {
  current ??= Capacitor.isNativePlatform() ? createNativeAuth({ app: App, browser: Browser }) : webNativeAuth;
  return current;
}

/** Tests swap the runtime's native sign-in. */
export function setNativeAuthForTests(nativeAuth: NativeAuth | null): void {
  current = nativeAuth;
}
