import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerSerializerCompiler } from './http/serializer.ts';
import type { Config } from './env.ts';
import type { Database } from './db/client.ts';
import { faultReason } from './db/database-faults.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard, safeErrorSerializer } from './plugins/input-guard.ts';
import { registerWriteRateLimits } from './plugins/rate-limit.ts';
import { registerSession } from './plugins/session.ts';
import { fastifyTrustProxy } from './plugins/security.ts';
import { registerRequestStart } from './plugins/request-start.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { OneLinePerRequest, prettyLogStream, requestIdFor, requestLoggerFactory } from './plugins/request-log.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerModules } from './modules/index.ts';
import { registerJobRunner } from './jobs/job-runner.ts';
import { accountSetupJob } from './modules/onboarding/account-setup.job.ts';
import { weeklyReviewNoticeJob } from './modules/review/review-notice.job.ts';
import { reminderSnoozeJob, reminderSweepJob } from './modules/reminders/reminders.service.ts';
import { sendMailJob } from './mail/send-mail.job.ts';
import { finaliseDeletedGoalsJob } from './modules/goals/finalise-deleted-goals.job.ts';
import type { CoachProvider } from './ai/coach-provider.ts';
import { createCoachProvider } from './ai/create-provider.ts';
import { redactTokensInUrl } from './modules/access-tokens/bearer-auth.service.ts';
import { redactFeedToken } from './modules/calendar/calendar.service.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { paypalFromConfig } from './integrations/paypal/paypal-for-app.ts';
import type { PayPalClient } from './integrations/paypal/paypal-client.ts';
import { createXVerifier } from './integrations/x/create-x-verifier.ts';
import type { XVerifier } from './integrations/x/x-verifier.ts';
import { geoLookupFor, type GeoLookup } from './integrations/geo/geo-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    coach: CoachProvider;
    /** Third parties, each wired once here from the configuration. */
    mailer: Mailer;
    /** Null when PayPal is not configured. */
    paypal: PayPalClient | null;
    xVerifier: XVerifier;
    geo: GeoLookup;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** Tests pass their own provider or fake third parties here. */
  coach?: CoachProvider;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole API (and, when built, the web app) without listening: tests inject into it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            stream: opts.logStream ?? prettyLogStream(config, process.stdout.isTTY === true),
            // Never a password, token or cookie in a log line.
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.currentPassword',
                '*.newPassword',
                // SQL parameters are people's data; the err serializer drops them, this is the backstop.
                'err.params',
                'err.detail',
                'err.cause.params',
                'err.cause.detail',
              ],
              censor: '[redacted]',
            },
            // Request fields with a token-like query string or a calendar feed's token masked (such requests are refused); errors
            // without SQL parameters.
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactFeedToken(redactTokensInUrl(request.url)),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
              err: (err: Error) => safeErrorSerializer(err),
            },
          },
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
    genReqId: requestIdFor,
    bodyLimit: 1_048_576,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(config.NODE_ENV === 'production' ? 'production' : 'checked'));
  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('coach', opts.coach ?? createCoachProvider(config));
  app.decorate('mailer', createMailer(config));
  app.decorate('paypal', paypalFromConfig(config));
  app.decorate('xVerifier', createXVerifier(config, opts.database.db));
  app.decorate('geo', geoLookupFor(config.GEOIP_DB));
  // The pool reconnects by itself after a database restart; say so once per lost connection.
  opts.database.pool?.on('error', (err) =>
    app.log.warn({ reason: faultReason(err) }, 'database connection lost: reconnecting on the next query'),
  );

  // Request id, security headers, the cross-site write check, cookies, the token-in-URL refusal.
  await registerRequestStart(app);
  registerMetrics(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Before the modules: it attaches to their write routes as they are registered.
  registerWriteRateLimits(app);
  await registerCompression(app);
  // Cookies are parsed by registerRequestStart's hook, in the same step as the checks before it.
  await app.register(cookie, { secret: config.APP_SECRET, hook: false });
  registerSession(app, config.APP_SECRET);
  // Before the modules: it collects their routes as they are registered.
  await registerApiDocs(app);
  await registerModules(app);
  await registerWebApp(app);
  // Background jobs (account set-up, mail delivery, the weekly review notice, deleted goals): polled from
  // onReady, stopped on close; tests call runDueJobs.
  registerJobRunner(app, [
    accountSetupJob,
    sendMailJob,
    weeklyReviewNoticeJob,
    reminderSweepJob,
    reminderSnoozeJob,
    finaliseDeletedGoalsJob,
  ]);
  return app;
}
