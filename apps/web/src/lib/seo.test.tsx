import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { Seo, type SeoProps } from './seo';

function renderSeo(props: SeoProps, url = '/somewhere') {
  return renderWithProviders(
    <>
      <Seo {...props} />
      <h1>Page</h1>
    </>,
    { url },
  );
}

const head = (selector: string) => document.head.querySelector(selector);

describe('Seo', () => {
  it("renders '{title} | Stryd' and the description", async () => {
    mockApi();
    renderSeo({ title: 'People', description: 'Find people to follow.' });
    await screen.findByRole('heading', { name: 'Page' });
    expect(document.title).toBe('People | Stryd');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Find people to follow.');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'People | Stryd');
    expect(head('meta[property="og:description"]')).toHaveAttribute('content', 'Find people to follow.');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('uses the default title and description without a title', async () => {
    mockApi();
    renderSeo({});
    await screen.findByRole('heading', { name: 'Page' });
    expect(document.title).toBe('Stryd | fitness, your way');
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(/^Stryd: /);
  });

  it('builds canonical, og:url and the default share image from the configured site URL', async () => {
    mockApi({ config: { siteUrl: 'https://stryd.example/' } });
    renderSeo({ title: 'Log in', path: '/login' });
    await waitFor(() =>
      expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://stryd.example/login'),
    );
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', 'https://stryd.example/login');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://stryd.example/logo.png');
  });

  it('falls back to the browser origin and the current path', async () => {
    mockApi({ config: { siteUrl: null } });
    renderSeo({ title: 'Somewhere', image: '/share.png' }, '/somewhere');
    await screen.findByRole('heading', { name: 'Page' });
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/somewhere`);
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/share.png`,
    );
  });

  it('adds robots noindex, nofollow only when asked', async () => {
    mockApi();
    const { unmount } = renderSeo({ title: 'Private' });
    await screen.findByRole('heading', { name: 'Page' });
    expect(head('meta[name="robots"]')).toBeNull();
    unmount();
    renderSeo({ title: 'Private', noIndex: true });
    await screen.findByRole('heading', { name: 'Page' });
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
