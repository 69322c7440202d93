import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCREEN_RENDERER_PATH, type ScreenData } from '@stryd/domain';

/** The web build's server renderer: a screen of SERVER_RENDERED_SCREENS as a whole HTML document. */
export type RenderScreen = (path: string, data: ScreenData) => Promise<string>;

/**
 * Loads the web build's renderer from beside its dist directory (SCREEN_RENDERER_PATH). A build without
 * it, or one whose module does not load, gives none: every screen is then sent the app's frame.
 */
export async function loadScreenRenderer(webDistDir: string): Promise<RenderScreen | undefined> {
  const file = join(dirname(webDistDir), SCREEN_RENDERER_PATH);
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href).catch(() => undefined)) as
    | { renderScreen?: unknown }
    | undefined;
  return typeof loaded?.renderScreen === 'function' ? (loaded.renderScreen as RenderScreen) : undefined;
}
