import type { AppConfig } from '../../config';
import { type UnsubscribeLinksFor, unsubscribeLinksFor } from '../email-preferences/unsubscribe-token';

/** Where links in e-mails point (the public site when configured, else this server), unsubscribe included. */
export interface MailLinks {
  siteUrl: string;
  unsubscribe: UnsubscribeLinksFor;
}

export function mailLinksOf(config: Pick<AppConfig, 'authSecret' | 'siteUrl' | 'baseUrl'>): MailLinks {
  return { siteUrl: config.siteUrl ?? config.baseUrl, unsubscribe: unsubscribeLinksFor(config) };
}
