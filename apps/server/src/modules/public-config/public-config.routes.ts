import { OAUTH_PROVIDERS, type PublicConfig, publicConfigSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Settings the web app needs at run time (so one build serves any deployment). */
export function publicConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  const oauthProviders = OAUTH_PROVIDERS.filter((p) => config.oauth[p]);
  const body: PublicConfig = {
    siteUrl: config.siteUrl,
    contact: config.contact,
    company: config.company,
    oauthProviders,
  };
  return async (app) => {
    app.get(
      '/api/public-config',
      { schema: { tags: ['config'], response: { 200: publicConfigSchema } } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
}
