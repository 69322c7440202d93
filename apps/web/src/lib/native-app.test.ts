import { describe, expect, it, vi } from 'vitest';
import capacitorConfig from '../../capacitor.config';
import { ANDROID_PACKAGE_NAME, inNativeShell, NATIVE_AUTH_CALLBACK_URL } from './native-app';

describe('native app identity', () => {
  it('the Capacitor app id is the package name billing and sign-in use', () => {
    expect(capacitorConfig.appId).toBe(ANDROID_PACKAGE_NAME);
    expect(ANDROID_PACKAGE_NAME).toBe('com.stryd.app');
  });

  it('sign-in comes back through the app id as a custom scheme', () => {
    expect(NATIVE_AUTH_CALLBACK_URL).toBe('com.stryd.app://auth-callback');
    expect(new URL(NATIVE_AUTH_CALLBACK_URL).protocol).toBe(`${capacitorConfig.appId}:`);
  });
});

describe('inNativeShell', () => {
  it('is false in a browser, where no Capacitor bridge exists', () => {
    expect(inNativeShell()).toBe(false);
  });

  it("follows the wrapper's bridge when there is one", () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    expect(inNativeShell()).toBe(true);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false });
    expect(inNativeShell()).toBe(false);
  });
});
