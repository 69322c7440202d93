import sse from '@fastify/sse';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type AiProviders, createAiProviders } from './adapters/ai/select';
import { createPaymentProviders } from './adapters/payments/select';
import { createWebPushSender } from './adapters/push/web-push';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth.routes';
import { createSessionReader } from './auth/session';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import { vapidKeysKeptIn } from './config/push';
import { createChangeNotices } from './db/change-notices';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateEverything } from './db/migrate-everything';
import { OneLinePerRequest } from './http/access-log';
import { canonicalUrl } from './http/canonical-url';
import { registerCompression } from './http/compression';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerErrorHandling } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerNulGuard } from './http/nul-guard';
import { pageThingExists } from './http/page-things';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { blocksRoutes } from './modules/blocks/blocks.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { mailLinksOf } from './modules/email/mail-links';
import { createOutboxWorker, type OutboxWorker } from './modules/email/outbox.service';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes';
import { exercisesRoutes } from './modules/exercises/exercises.routes';
import { exportRoutes } from './modules/export/export.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { generateRoutes } from './modules/generate/generate.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importRoutes } from './modules/import/import.routes';
import { kudosRoutes } from './modules/kudos/kudos.routes';
import { liveRoutes } from './modules/live/live.routes';
import { accountRoutes } from './modules/me/account.routes';
import { meRoutes } from './modules/me/me.routes';
import { mealsRoutes } from './modules/meals/meals.routes';
import { nativeSignInRoutes } from './modules/native-sign-in/native-sign-in.routes';
import { createDigestWorker, type DigestWorker } from './modules/notifications/digest.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPlayRefresher, type PlayRefresher } from './modules/payments/play-refresher.service';
import { platesRoutes } from './modules/plates/plates.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createPushWorker, type PushWorker } from './modules/push/push-worker';
import { keywordMatches } from './modules/recommendations/keyword-matches';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { RoutineCache } from './modules/routines/routine-cache';
import { routinesRoutes } from './modules/routines/routines.routes';
import { searchRoutes } from './modules/search/search.routes';
import { setPremiumGating } from './modules/users/plan.service';
import { usersRoutes } from './modules/users/users.routes';
import { swapRoutes } from './modules/workout-log/swap.routes';
import { visibilityRoutes } from './modules/workout-log/visibility.routes';
import { workoutLogRoutes } from './modules/workout-log/workout-log.routes';
import { xpRoutes } from './modules/xp/xp.routes';

export interface BuildAppOptions {
  /** Reuse an open database (tests); otherwise one is opened from config and closed with the app. */
  database?: DatabaseHandle;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  /** The AI coach; by default chosen from config.ai (builtin unless AI_BASE_URL + AI_MODEL are set). */
  aiProviders?: AiProviders;
  /** Where product time comes from (decision 012); the wall clock unless a test pins it. */
  clock?: Clock;
  /** A certificate authority push requests also trust (a test's push-service stand-in). */
  pushServiceCa?: string;
  /** Where log lines go: standard output unless a test reads them. */
  logStream?: DestinationStream;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  /** The e-mail outbox worker (polling only outside tests; tests call outbox.drainOutbox()). */
  outbox: OutboxWorker;
  /** Re-reads Google Play subscriptions near their period end (polling only outside tests). */
  playRefresher: PlayRefresher;
  /** Queues the daily notification digests (polling only outside tests, and only with SMTP_URL). */
  digest: DigestWorker;
  /** Sends due pushes, polling about every second (outside tests; tests call start() or runOnce()). */
  push: PushWorker;
}

/** Builds the whole server without listening, so tests drive it with app.inject(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const clock = options.clock ?? systemClock;
  const database = options.database ?? openDatabase(config.database, { timeQueries: config.metrics.enabled });
  const auth = createAuth(config, database, clock);
  if (options.migrate !== false) await migrateEverything(auth, database);
  const sessionNotices = createChangeNotices(database, config.database, 'sessions');
  const inboxNotices = createChangeNotices(database, config.database, 'inbox');
  const feedNotices = createChangeNotices(database, config.database, 'feed');
  const context: AppContext = {
    config,
    clock,
    database,
    auth,
    session: createSessionReader(auth, database.db, { notices: sessionNotices }),
    sessionNotices,
    inboxNotices,
    feedNotices,
    routineCache: new RoutineCache(),
  };
  setPremiumGating(database.db, config.payments.premiumGating);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line a request instead of two.
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    // Routine names travel percent-encoded in paths: 60 accented characters are ~360 bytes encoded.
    routerOptions: { maxParamLength: 512 },
    // One spelling of every path before anything routes, limits or logs it
    // (docs/engineering.md#sign-in-boundary).
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, config.secureCookies);
  registerCrossSiteGuard(app, [config.baseUrl, config.siteUrl]);
  registerNulGuard(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Stryd API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  registerErrorHandling(app);
  if (config.metrics.enabled) registerMetrics(app, { database, clock, token: config.metrics.token });
  await registerCompression(app);
  await app.register(sse);

  registerAuthRoutes(app, context);
  await app.register(healthRoutes(context));
  await app.register(publicConfigRoutes(context));
  await app.register(meRoutes(context));
  await app.register(exportRoutes(context));
  await app.register(importRoutes(context));
  await app.register(nativeSignInRoutes(context));
  await app.register(routinesRoutes(context));
  await app.register(xpRoutes(context));
  await app.register(workoutLogRoutes(context));
  await app.register(visibilityRoutes(context));
  await app.register(swapRoutes(context));
  await app.register(feedRoutes(context));
  await app.register(kudosRoutes(context));
  await app.register(commentsRoutes(context));
  await app.register(notificationsRoutes(context));
  await app.register(liveRoutes(context));
  const vapidKeys = config.push.vapidKeys ?? vapidKeysKeptIn(config.dataDir);
  await app.register(pushRoutes(context, vapidKeys.publicKey));
  await app.register(usersRoutes(context));
  await app.register(followsRoutes(context));
  await app.register(blocksRoutes(context));
  await app.register(reportsRoutes(context));
  await app.register(mealsRoutes(context));
  await app.register(preferencesRoutes(context));
  await app.register(platesRoutes(context));
  await app.register(emailPreferencesRoutes(context));
  await app.register(generateRoutes(context, options.aiProviders ?? createAiProviders(config.ai)));
  await app.register(searchRoutes(context));
  await app.register(exercisesRoutes());
  await app.register(recommendationsRoutes(context, keywordMatches(database)));
  const paymentProviders = createPaymentProviders(config.payments, config.authSecret, clock);
  await app.register(paymentsRoutes(context, paymentProviders));
  await app.register(accountRoutes(context, paymentProviders));
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config.webDistDir, {
    exists: pageThingExists(context),
    secure: config.secureCookies,
  });

  const outbox = createOutboxWorker(database.db, config.email, app.log, clock);
  const playRefresher = createPlayRefresher(database.db, paymentProviders.googlePlay, app.log, clock);
  const digest = createDigestWorker(database.db, mailLinksOf(config), app.log, clock);
  const pushSender = createWebPushSender(config.push, vapidKeys, { ca: options.pushServiceCa });
  const push = createPushWorker(database.db, pushSender, app.log, clock);
  if (config.env !== 'test')
    app.addHook('onReady', async () => {
      outbox.start();
      playRefresher.start();
      // Without a mailer digests would only pile up in the outbox.
      if (config.email.smtpUrl) digest.start();
      push.start();
    });
  app.addHook('onClose', async () => {
    await Promise.all([
      outbox.stop(),
      playRefresher.stop(),
      digest.stop(),
      push.stop(),
      sessionNotices.close(),
      inboxNotices.close(),
      feedNotices.close(),
    ]);
    if (!options.database) await database.close();
  });
  return { app, context, outbox, playRefresher, digest, push };
}
