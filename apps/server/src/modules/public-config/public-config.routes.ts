import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

const publicConfigSchema = z.object({
  siteUrl: z.string().nullable(),
  contact: z.object({ supportEmail: z.string(), businessEmail: z.string() }),
  company: z.object({ name: z.string(), address: z.string() }),
  oauthProviders: z.array(z.enum(['github', 'google', 'oidc'])),
});

/** Settings the web app needs at run time (so one build serves any deployment). */
export function publicConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  const oauthProviders = (['github', 'google', 'oidc'] as const).filter((p) => config.oauth[p]);
  const body = { siteUrl: config.siteUrl, contact: config.contact, company: config.company, oauthProviders };
  return async (app) => {
    app.get(
      '/api/public-config',
      { schema: { tags: ['config'], response: { 200: publicConfigSchema } } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
}
