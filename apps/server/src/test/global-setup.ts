import type { TestProject } from 'vitest/node';
import { createTemplates } from './template-database';

/**
 * Once per `vitest run` of the server project: migrates the template databases every test app copies
 * (template-database.ts), and drops them when the run ends.
 */
export default async function setup(project: TestProject) {
  const { templates, drop } = await createTemplates();
  project.provide('strydTestTemplates', templates);
  return drop;
}
