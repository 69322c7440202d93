import { OAUTH_PROVIDERS, type PublicConfig } from '@stryd/domain';
import type { AppConfig } from '../../config';

/** Settings the web app needs at run time (so one build serves any deployment): none of them secret. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    // Always this deployment's origin: the pages the server draws build their links on it (lib/seo.tsx).
    siteUrl: config.siteUrl ?? config.baseUrl,
    contact: config.contact,
    company: config.company,
    oauthProviders: OAUTH_PROVIDERS.filter((p) => config.oauth[p]),
  };
}
