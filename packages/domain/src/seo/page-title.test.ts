import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  DEFAULT_PAGE_DESCRIPTION,
  DEFAULT_SHARE_IMAGE_PATH,
  pageTitle,
  ROBOTS_NOINDEX,
} from './page-title';

describe('page titles', () => {
  it('defaults to the product name plus the tagline', () => {
    expect(pageTitle()).toBe('Stryd | fitness, your way');
    expect(pageTitle(null)).toBe('Stryd | fitness, your way');
    expect(pageTitle('   ')).toBe('Stryd | fitness, your way');
  });

  it("formats a given title as '{title} | {product}'", () => {
    expect(pageTitle('Upgrade')).toBe('Upgrade | Stryd');
    expect(pageTitle('  Meals ')).toBe('Meals | Stryd');
  });

  it('marks noIndex pages with noindex and nofollow', () => {
    expect(ROBOTS_NOINDEX).toBe('noindex, nofollow');
  });

  it('uses the logo as the default share image and has a description', () => {
    expect(DEFAULT_SHARE_IMAGE_PATH).toBe('/logo.png');
    expect(DEFAULT_PAGE_DESCRIPTION).toContain('Stryd');
  });
});

describe('absoluteUrl', () => {
  it('builds from the site base URL, without doubled slashes', () => {
    expect(absoluteUrl('/upgrade', 'https://stryd.example/', 'http://localhost:3000')).toBe(
      'https://stryd.example/upgrade',
    );
    expect(absoluteUrl('logo.png', 'https://stryd.example', 'http://x')).toBe(
      'https://stryd.example/logo.png',
    );
  });

  it('falls back to the browser origin when no site URL is set', () => {
    expect(absoluteUrl('/meals', undefined, 'http://localhost:3000')).toBe('http://localhost:3000/meals');
    expect(absoluteUrl('/meals', '  ', 'http://localhost:3000')).toBe('http://localhost:3000/meals');
    expect(absoluteUrl('/meals', null, 'http://localhost:3000')).toBe('http://localhost:3000/meals');
  });

  it('keeps URLs that are already absolute', () => {
    expect(absoluteUrl('https://cdn.example/x.png', 'https://stryd.example', 'http://x')).toBe(
      'https://cdn.example/x.png',
    );
  });
});
