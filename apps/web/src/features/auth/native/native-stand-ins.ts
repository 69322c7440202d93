import { type AppUrlPlugin, createNativeAuth } from './native-auth';

/** Stand-ins for @capacitor/app and @capacitor/browser, for tests of the native sign-in. */
export function nativeStandIns(launchUrl?: string) {
  const listeners = new Set<(event: { url: string }) => void>();
  const opened: string[] = [];
  const app: AppUrlPlugin = {
    addListener: async (_event, listener) => {
      listeners.add(listener);
      return { remove: async () => void listeners.delete(listener) };
    },
    getLaunchUrl: async () => (launchUrl ? { url: launchUrl } : undefined),
  };
  const browser = { open: async ({ url }: { url: string }) => void opened.push(url) };
  return {
    app,
    nativeAuth: createNativeAuth({ app, browser }),
    opened,
    listeners,
    openApp: (url: string) => {
      for (const listener of listeners) listener({ url });
    },
  };
}
