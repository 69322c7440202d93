import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../product/product';

/** docs/product.md#page-titles-and-seo: the default title is the product name plus the tagline. */
const DEFAULT_PAGE_TITLE = `${PRODUCT_NAME} | ${PRODUCT_TAGLINE}`;
export const DEFAULT_PAGE_DESCRIPTION = `${PRODUCT_NAME}: build, generate and share workout routines, earn XP and climb the ranks.`;
export const DEFAULT_SHARE_IMAGE_PATH = '/logo.png';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

/**
 * docs/product.md#page-titles-and-seo: a given title becomes '{title} | {product}'; none (or blank) gives the
 * default.
 */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : DEFAULT_PAGE_TITLE;
}

/**
 * docs/product.md#page-titles-and-seo: canonical links and share images come from the site base URL, else the
 * browser origin.
 */
export function absoluteUrl(path: string, siteUrl: string | null | undefined, browserOrigin: string): string {
  const base = (siteUrl?.trim() || browserOrigin).replace(/\/+$/, '');
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
