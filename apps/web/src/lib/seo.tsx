import {
  absoluteUrl,
  DEFAULT_PAGE_DESCRIPTION,
  DEFAULT_SHARE_IMAGE_PATH,
  PRODUCT_NAME,
  pageTitle,
  ROBOTS_NOINDEX,
} from '@stryd/domain';
import { useLocation } from 'react-router';
import { pageOrigin } from './page-origin';
import { usePublicConfig } from './public-config';

export interface SeoProps {
  /** Page title; becomes '{title} | Stryd'. Omitted: the default title. */
  title?: string;
  description?: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  /** Share image path or URL; defaults to the logo. */
  image?: string;
  /** Keep this page out of search results (robots noindex, nofollow). */
  noIndex?: boolean;
}

/**
 * Per-route head tags. React 19 hoists <title>, <meta> and <link> into <head>, so every page renders one
 * of these. URLs are built from the configured site URL, falling back to the browser origin.
 */
export function Seo({ title, description, path, image, noIndex = false }: SeoProps) {
  const location = useLocation();
  const { config } = usePublicConfig();
  const origin = pageOrigin();
  const fullTitle = pageTitle(title);
  const text = description?.trim() || DEFAULT_PAGE_DESCRIPTION;
  const canonical = absoluteUrl(path ?? location.pathname, config.siteUrl, origin);
  const imageUrl = absoluteUrl(image ?? DEFAULT_SHARE_IMAGE_PATH, config.siteUrl, origin);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {noIndex ? <meta name="robots" content={ROBOTS_NOINDEX} /> : null}
    </>
  );
}
