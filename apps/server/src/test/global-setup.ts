import type { TestProject } from 'vitest/node';
import { createTemplates } from './template-database';
import { webBuildForRun } from './web-build';

/**
 * Once per `vitest run` of the server project: migrates the template databases every test app copies
 * (template-database.ts) and builds the web app the test apps serve (web-build.ts), side by side, and
 * removes both when the run ends.
 */
export default async function setup(project: TestProject) {
  const [templates, web] = await Promise.allSettled([createTemplates(), webBuildForRun()]);
  const cleanUp = async () => {
    if (web.status === 'fulfilled') web.value.remove();
    if (templates.status === 'fulfilled') await templates.value.drop();
  };
  if (templates.status === 'rejected' || web.status === 'rejected') {
    await cleanUp();
    throw templates.status === 'rejected' ? templates.reason : (web as PromiseRejectedResult).reason;
  }
  project.provide('strydTestTemplates', templates.value.templates);
  project.provide('strydWebDistDir', web.value.dir);
  return cleanUp;
}
