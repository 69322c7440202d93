/**
 * The Android wrapper's identity, shared by store billing and native sign-in. capacitor.config.ts repeats
 * the app id as a literal (the Capacitor CLI reads that file on its own); native-app.test.ts keeps the
 * two equal. The server's GOOGLE_PLAY_PACKAGE_NAME must be the same id.
 */
export const ANDROID_PACKAGE_NAME = 'com.stryd.app';

/**
 * Where the system browser hands a finished sign-in back to the app. The scheme is the app id, which
 * the Android manifest claims with an intent filter (docs/native-sign-in.md).
 */
export const NATIVE_AUTH_CALLBACK_URL = `${ANDROID_PACKAGE_NAME}://auth-callback`;

/**
 * True inside the Android wrapper. Its bridge defines `window.Capacitor` before any page script runs, so
 * the web build can tell without loading Capacitor, and loads the native-only code only there.
 */
export function inNativeShell(): boolean {
  if (typeof window === 'undefined') return false;
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
