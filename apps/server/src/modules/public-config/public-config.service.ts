import { OAUTH_PROVIDERS, type PublicConfig } from '@stryd/domain';
import type { AppConfig } from '../../config';

/** Settings the web app needs at run time (so one build serves any deployment): none of them secret. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    siteUrl: config.siteUrl,
    contact: config.contact,
    company: config.company,
    oauthProviders: OAUTH_PROVIDERS.filter((p) => config.oauth[p]),
  };
}
