import webpush from 'web-push';
import { ConfigError, type Env } from './env';
import { keptInDataDir } from './kept-in-data-dir';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushConfig {
  /**
   * The VAPID key pair that signs every push (base64url), from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null
   * when unset: the app then makes one on its first start and keeps it in the data directory
   * (vapidKeysKeptIn), as it does the auth secret.
   */
  vapidKeys: VapidKeys | null;
  /** Who a push service may contact about our pushes (the support address). */
  subject: string;
  /**
   * Push-service origins allowed although they are not public hosts (PUSH_SERVICE_ALLOW): a local
   * stand-in in tests, a push service inside a private network.
   */
  allowedOrigins: string[];
}

function originsFrom(list: string | undefined): string[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const text = entry.trim().replace(/\/+$/, '');
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' && url.origin === text) return url.origin;
    } catch {
      // Reported below with the setting's name.
    }
    throw new ConfigError(
      `Invalid settings:\n  PUSH_SERVICE_ALLOW: "${text}" is not an https:// origin (scheme, host and port only)`,
    );
  });
}

export function pushFrom(env: Env): PushConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new ConfigError('Invalid settings:\n  VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: set both or neither');
  return {
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    subject: `mailto:${env.CONTACT_SUPPORT_EMAIL}`,
    allowedOrigins: originsFrom(env.PUSH_SERVICE_ALLOW),
  };
}

/** The key pair made on the first start and kept in the data directory (several machines: set both). */
export function vapidKeysKeptIn(dataDir: string): VapidKeys {
  return JSON.parse(
    keptInDataDir(dataDir, '.vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as VapidKeys;
}
