import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Saves docs/screenshots/{name}-{phone|desktop}.png after the page settles. */
export async function shoot(page: Page, name: string, prepare: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await prepare();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${size}.png`, fullPage: false });
  }
}
