import {
  expect,
  expectAccessible,
  holdAppEntry,
  newUser,
  signedUp,
  signUpViaApi,
  test,
  withoutJavaScript,
} from '../support/fixtures';

test('dark theme by default; the toggle survives a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /^Switch to/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('an unknown route answers 404 and shows the error page inside the layout', async ({ page }) => {
  const response = await page.goto('/definitely/not/a/page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Stryd');
  // The layout stays: header and footer (the navigation's place depends on the viewport).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/Hey developer/)).toHaveCount(0);
  await main.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer starts below the fold, so a page whose content arrives late does not push it (no layout shift) @phone', async ({
  page,
}) => {
  for (const path of ['/welcome', '/definitely/not/a/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    const viewport = page.viewportSize();
    expect(footer && viewport && footer.y >= viewport.height, `footer top on ${path}`).toBe(true);
  }
});

test('signed-in home on a phone does not move, drawn or when the app takes over (layout shift ≤ 0.02) @phone', async ({
  page,
}) => {
  await signedUp(page, newUser('home'));
  // Every layout shift the page makes, with what moved (the score is how much of the screen moved, how far).
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow line: every answer arrives well after the page could paint without it, as on a phone.
  await page.route('**/api/**', async (route) => {
    await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('No streak yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick access' })).toBeAttached();
  // The app takes over right after load. The answers it may ask for again are each 400 ms late, on a
  // machine that may be busy: this test is about what moves, not how fast.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
});

test('the page carries who is signed in, and the app does not ask for it again', async ({ page }) => {
  await signedUp(page, newUser('carried'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') asked.push(request.url());
  });
  await page.goto('/explore-routines');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore routines' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('home fetches History’s code ahead: a tap on History then asks for no script', async ({ page }) => {
  await signedUp(page, newUser('ahead'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // History's route module (the manifest names it), fetched while home is shown, before any tap.
  const historyModule = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest.routes['routes/history']!.module,
  );
  await expect.poll(() => scripts).toContain(historyModule);
  // The offline app registers its service worker when the page is idle (its own two scripts), which on a
  // slow machine may come after the network is quiet: wait for it, so only what the tap asks for counts.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(scripts.slice(before)).toEqual([]);
});

test('home is drawn by the server for its viewer, whole, painted before any JavaScript runs', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Stryd');
    // Its lists are drawn too, not their loading state.
    for (const name of ['Recommended routines', 'People to follow']) {
      const section = page.getByRole('region', { name });
      await expect(section).toBeVisible();
      await expect(section).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText('Log in to build routines, earn XP and plan your meals.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Create a routine/ })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fadd-routine',
    );
    await expect(page).toHaveTitle('Home | Stryd');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

    const user = newUser('drawn');
    await signUpViaApi(page.request, user);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.username}`);
    await expect(page.getByText('What are we training today?')).toBeVisible();
    await expect(page.getByText('No streak yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    // Signed in, home is the feed (decision 038), drawn with its first page: here, its empty state.
    await expect(page.getByRole('heading', { level: 2, name: 'Your feed', exact: true })).toBeVisible();
    await expect(page.getByText('Nothing in your feed yet')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // The parts hydrated apart (decision 032) are drawn in place, not held back for a script to reveal.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[hidden][id^="S:"]')).toHaveCount(0);
  });
});

test('signed-in home: the app takes over the drawn page in place right after load, from the data the page carries', async ({
  page,
}) => {
  const user = newUser('takeover');
  await signedUp(page, user);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The app's event stream is a channel kept open for what changes later, not a read of the page's data.
    if (pathname.startsWith('/api/') && pathname !== '/api/live') asked.push(pathname);
  });
  // Remember the heading the HTML drew, before any of the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await expect(page.getByText('No streak yet')).toBeVisible();
  // The toast outlet exists only once the app runs: it takes over with no press or key from the visitor.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.username}`);
  const sameHeading = await page.evaluate(
    () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
  );
  expect(sameHeading).toBe(true);
  // The account, the streak, the feed, the recommendations and the bell's count came with the page: none
  // is asked for again.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // An in-app navigation keeps the document (a full page load would drop this marker).
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole('link', { name: /Create a routine/ }).click();
  await expect(page).toHaveURL(/\/add-routine$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('an app screen is drawn whole by the server before the app runs, and the app takes it over in place @phone', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  await page.goto('/explore-routines', { waitUntil: 'commit' });
  // Drawn without the app: the header, the navigation (bottom bar or side rail) and the screen itself.
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1, name: 'Explore routines' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => Object.assign(window, { drawnHeading: document.querySelector('h1') }));

  release();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await expect(heading).toBeVisible();
  const sameHeading = await page.evaluate(
    () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
  );
  expect(sameHeading).toBe(true);
});

test('/welcome is painted from the HTML the server sends, with its own title and links, before any JavaScript runs', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stryd: fitness, your way');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(page).toHaveTitle('Stryd | fitness, your way');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/welcome`);
    await expect(page.locator('title')).toHaveCount(1);
    // Declared, so nothing computes them while the page is drawn (the toast outlet reads the direction).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test('/welcome: the app takes over right after load, without waiting for the visitor to do anything', async ({
  page,
}) => {
  await page.goto('/welcome');
  // The toast outlet exists only once the app runs.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});

test('/welcome: the app takes over the drawn page without drawing it again, and then navigates in place', async ({
  page,
}) => {
  // Remember the heading the HTML drew, before any of the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  await page.goto('/welcome');
  // The toast outlet exists only once the app runs.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  const sameHeading = await page.evaluate(
    () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
  );
  expect(sameHeading).toBe(true);

  // An in-app navigation keeps the document (a full page load would drop this marker).
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('/welcome offers Sign Up and Log In', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('every navigation link goes where the product says: bottom bar on phones, side navigation on wide screens @phone', async ({
  page,
}) => {
  // [link, the product's path, where a signed-out visitor ends up]: the profile page asks them to log in
  // first.
  const expected: [string, string, RegExp][] = [
    ['Home', '/', /\/$/],
    ['Routines', '/explore-routines', /\/explore-routines$/],
    ['Add', '/choice', /\/choice$/],
    ['People', '/people', /\/people$/],
    ['Cali', '/cali-chat', /\/cali-chat$/],
    ['Profile', '/profile-page', /\/login\?redirectTo=%2Fprofile-page$/],
  ];
  await page.goto('/welcome');
  // Tailwind's lg breakpoint (1024px) swaps the phone's bottom bar for the side navigation.
  const wide = page.viewportSize()!.width >= 1024;
  const [shown, hidden] = wide
    ? ['Main navigation', 'Bottom navigation']
    : ['Bottom navigation', 'Main navigation'];
  await expect(page.getByRole('navigation', { name: hidden, includeHidden: true })).toBeHidden();
  const nav = page.getByRole('navigation', { name: shown });
  for (const [name, href, landing] of expected) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(landing);
  }
});

// /welcome and / once the app has taken them over.
for (const path of ['/welcome', '/', '/login', '/signup']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
  });
}

test('signed-in home as drawn, before the app runs, has no serious or critical accessibility violations', async ({
  page,
}) => {
  await signedUp(page, newUser('axehome'));
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('No streak yet')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await expectAccessible(page);
  release();
});

test('pages set their own title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/\| Stryd$/);
  await page.goto('/welcome');
  await expect(page).toHaveTitle(/Stryd/);
});
