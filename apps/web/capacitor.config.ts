/**
 * The Android wrapper (docs/engineering.md#stack, docs/payments.md). Read by the Capacitor CLI (`npx cap sync
 * android`), which is installed only where the Android app is built; hence a plain object, not
 * CapacitorConfig.
 *
 * appId must equal GOOGLE_PLAY_PACKAGE_NAME on the server and ANDROID_PACKAGE_NAME in
 * src/lib/native-app.ts (a test checks the latter); it is also the custom URL scheme that brings social
 * sign-in back from the system browser (docs/native-sign-in.md). server.url points the app at your
 * deployed instance so the session cookie, API and web app share one origin.
 */
const config = {
  appId: 'com.stryd.app',
  appName: 'Stryd',
  webDir: 'dist',
  server: {
    url: process.env.STRYD_APP_URL ?? 'https://stryd.example.com',
    androidScheme: 'https',
  },
  plugins: {
    NativePurchases: {},
  },
};

export default config;
