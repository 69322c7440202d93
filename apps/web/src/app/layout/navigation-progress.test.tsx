import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { rendered, withReactScheduler } from '../../test/react-scheduler';
import { NavigationProgress } from './navigation-progress';

withReactScheduler();

const BAR = '.animate-pulse';

const routes = () => [
  {
    path: '/',
    element: (
      <main>
        <NavigationProgress />
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <h1>Home</h1> },
      // A next page whose data never comes: the router stays busy loading it.
      { path: 'next', loader: () => new Promise<never>(() => {}), element: <h1>Next</h1> },
    ],
  },
];

/**
 * The server draws a page with no navigation under way. The browser's router may already be loading the
 * next page when React takes the page over (offline, a kept page moves on to the address asked for): the
 * bar must not be part of what is hydrated, or React throws the drawn page away (error 418), and shows
 * once the page is the app's.
 */
it('a page taken over while the next one loads hydrates as drawn, then shows the bar', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<RouterProvider router={createMemoryRouter(routes())} />);
  const drawnHeading = container.querySelector('h1');
  expect(container.querySelector(BAR)).toBeNull();

  const router = createMemoryRouter(routes());
  void router.navigate('/next');
  expect(router.state.navigation.state).toBe('loading');
  const recovered: unknown[] = [];
  hydrateRoot(container, <RouterProvider router={router} />, {
    onRecoverableError: (error) => recovered.push(error),
  });
  await rendered(() => expect(container.querySelector(BAR)).not.toBeNull());

  expect(recovered).toEqual([]);
  expect(container.querySelector('h1')).toBe(drawnHeading);
});
