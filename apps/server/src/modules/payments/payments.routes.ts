import {
  checkoutAnswerSchema,
  googlePlayVerificationSchema,
  paymentsInfoSchema,
  subscriptionAnswerSchema,
} from '@stryd/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderDemoCheckoutPage } from '../../adapters/payments/demo';
import {
  PaymentProviderError,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/errors';
import {
  confirmDemoCheckout,
  createCheckout,
  demoCheckoutView,
  paymentsInfo,
  verifyGooglePlay,
} from './checkout.service';
import { ALREADY_SUBSCRIBED_MESSAGE } from './one-subscription';
import { providerFailed } from './payment-errors';
import {
  checkoutBodySchema,
  demoParamsSchema,
  googlePlayBodySchema,
  switchBodySchema,
  webhookParamsSchema,
  webhookResponseSchema,
} from './payments.schemas';
import { handleWebhook } from './subscription-ledger.service';
import { type ManageAction, manageSubscription, subscriptionView } from './subscription-management.service';

const LOGIN_THEN_PLANS = '/login?redirectTo=%2Fupgrade';
const demoPage = (title: string, heading: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Stryd</title></head><body><main><h1>${heading}</h1><p><a href="/upgrade">Back to plans</a></p></main></body></html>`;
const ALREADY_SUBSCRIBED_PAGE = demoPage('Already subscribed', ALREADY_SUBSCRIBED_MESSAGE);
const INVALID_DEMO_LINK = demoPage('Checkout link expired', 'This checkout link is invalid or has expired.');

/**
 * Payments (docs/engineering.md#payment-state): checkout, Google Play verification, webhooks and the demo
 * checkout.
 */
export function paymentsRoutes(
  { clock, config, database, session }: AppContext,
  providers: PaymentProviders,
): FastifyPluginAsyncZod {
  const db = database.db;
  /** The demo checkout (404 when it is off) and who is buying, if anyone is signed in. */
  const demoBuyer = async (request: FastifyRequest) => {
    const demo = providers.demo;
    if (!demo) throw notFound();
    return { demo, viewer: await session.optional(request) };
  };
  return async (app) => {
    app.get(
      '/api/payments/config',
      { schema: { tags: ['payments'], response: { 200: paymentsInfoSchema } } },
      async (_request, reply) =>
        reply.header('cache-control', 'no-store').send(paymentsInfo(db, providers, config) as never),
    );

    app.get(
      '/api/payments/subscription',
      { schema: { tags: ['payments'], response: { 200: subscriptionAnswerSchema } } },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply
          .header('cache-control', 'no-store')
          .send(await subscriptionView(db, providers, viewer.id, clock.now()));
      },
    );

    // Plan management: each goes through the subscription's provider and answers the new view.
    for (const action of ['cancel', 'resume'] as const satisfies ManageAction[]) {
      app.post(
        `/api/payments/subscription/${action}`,
        { schema: { tags: ['payments'], response: { 200: subscriptionAnswerSchema } } },
        async (request) => {
          const viewer = await session.required(request);
          return manageSubscription(db, providers, clock, viewer.id, action);
        },
      );
    }
    app.post(
      '/api/payments/subscription/switch',
      { schema: { tags: ['payments'], body: switchBodySchema, response: { 200: subscriptionAnswerSchema } } },
      async (request) => {
        const viewer = await session.required(request);
        return manageSubscription(db, providers, clock, viewer.id, 'switch', request.body.planType);
      },
    );

    app.post(
      '/api/payments/checkout',
      {
        schema: { tags: ['payments'], body: checkoutBodySchema, response: { 201: checkoutAnswerSchema } },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const checkout = await createCheckout(
          db,
          providers,
          config,
          viewer,
          request.body.planType,
          clock.now(),
        );
        return reply.status(201).send(checkout);
      },
    );

    app.post(
      '/api/payments/verify-google-play',
      {
        schema: {
          tags: ['payments'],
          body: googlePlayBodySchema,
          response: { 200: googlePlayVerificationSchema },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return verifyGooglePlay(db, providers.googlePlay, viewer, request.body, clock);
      },
    );

    // Webhooks need the exact bytes the provider signed, and the demo form posts urlencoded: this scope
    // parses bodies its own way without touching the JSON parsing of every other route.
    await app.register(async (scope) => {
      const raw = scope.withTypeProvider<ZodTypeProvider>();
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

      raw.post(
        '/api/payments/webhooks/:provider',
        {
          schema: {
            tags: ['payments'],
            params: webhookParamsSchema,
            response: { 200: webhookResponseSchema },
          },
        },
        async (request) => {
          const provider = providers.byName[request.params.provider];
          if (!provider)
            throw notFound('This payment provider is not configured.', 'PROVIDER_NOT_CONFIGURED');
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            const outcomes = await handleWebhook(db, provider, body, request.headers, clock);
            request.log.info({ provider: provider.name, outcomes }, 'payment webhook');
            return { received: true as const, outcomes };
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              request.log.warn(
                { provider: provider.name, reason: error.message },
                'payment webhook rejected',
              );
              throw badRequest('The webhook signature is invalid.', 'INVALID_SIGNATURE');
            }
            if (error instanceof WebhookPayloadError) {
              request.log.warn(
                { provider: provider.name, reason: error.message },
                'payment webhook unreadable',
              );
              throw badRequest(error.message, 'INVALID_WEBHOOK');
            }
            // The provider could not be asked (re-read, PayPal's verification): 502, so it retries.
            if (error instanceof PaymentProviderError) throw providerFailed(error.message);
            throw error;
          }
        },
      );

      raw.get(
        '/api/payments/demo/checkout/:token',
        { schema: { hide: true, params: demoParamsSchema } },
        async (request, reply) => {
          const { demo, viewer } = await demoBuyer(request);
          if (!viewer) return reply.redirect(LOGIN_THEN_PLANS, 303);
          const view = demoCheckoutView(demo.readSession(request.params.token, clock.now()), viewer);
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
          if (!view) return reply.status(404).send(INVALID_DEMO_LINK);
          return reply.send(renderDemoCheckoutPage({ ...view, action: request.url.split('?', 1)[0] ?? '' }));
        },
      );

      raw.post(
        '/api/payments/demo/checkout/:token',
        { schema: { hide: true, params: demoParamsSchema } },
        async (request, reply) => {
          const { demo, viewer } = await demoBuyer(request);
          if (!viewer) return reply.redirect(LOGIN_THEN_PLANS, 303);
          const form = (request.body ?? {}) as Record<string, unknown>;
          if (form.action !== 'confirm') return reply.redirect('/upgrade', 303);
          const checkout = demo.readSession(request.params.token, clock.now());
          if (!checkout || !demoCheckoutView(checkout, viewer)) {
            return reply.status(404).type('text/html; charset=utf-8').send(INVALID_DEMO_LINK);
          }
          const outcomes = await confirmDemoCheckout(db, providers, checkout, clock);
          if (outcomes.includes('already_subscribed')) {
            return reply.status(409).type('text/html; charset=utf-8').send(ALREADY_SUBSCRIBED_PAGE);
          }
          return reply.redirect('/plan-confirm', 303);
        },
      );
    });
  };
}
