import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ATHLETE_PAGE_PATTERN,
  athletePageNumber,
  CONTEST_PAGE_PATTERN,
  contestPageNumber,
  MAX_IMAGE_BYTES,
  PUBLIC_PAGES_CHANNEL,
  REFERENCE_MAX_LIMIT,
  type TTrendingPageData,
} from '@fhp/domain';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { readAthletePageMeta } from './modules/athlete-page/athlete-page-meta';
import { readAthletePage } from './modules/athlete-page/read-athlete-page';
import { athletePageRoutes } from './modules/athlete-page/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { badgeSalesRoutes } from './modules/badge-sales/routes';
import { blogsRoutes } from './modules/blogs/routes';
import { chatRoutes } from './modules/chats/routes';
import { communityBadgeRoutes } from './modules/community-badges/routes';
import { consentRoutes } from './modules/consent/routes';
import { consoleContestsRoutes } from './modules/console-contests/routes';
import { consoleMoneyRoutes } from './modules/console-money/routes';
import { consoleRequestsRoutes } from './modules/console-requests/routes';
import { consoleSchoolsRoutes } from './modules/console-schools/routes';
import { consoleUserRoutes } from './modules/console-users/routes';
import { contentRoutes } from './modules/content/routes';
import { contestBrandRoutes } from './modules/contests/brand-routes';
import {
  readContestPageData,
  readContestPageMeta,
  readPublicContests,
} from './modules/contests/public-contests';
import { contestPublicRoutes } from './modules/contests/public-routes';
import { contestsRoutes } from './modules/contests/routes';
import { sportContestRoutes } from './modules/contests/sport-routes';
import { contestVoteRoutes } from './modules/contests/vote-routes';
import { dealsRoutes } from './modules/deals/routes';
import { devEmailRoutes } from './modules/dev-emails/routes';
import { directoryRoutes } from './modules/directory/routes';
import { emailConfirmationRoutes } from './modules/email-confirmation/routes';
import { eventRoutes } from './modules/events/routes';
import { fanPurchasesRoutes } from './modules/fan-purchases/routes';
import { fanRoutes } from './modules/fans/routes';
import { fileRoutes } from './modules/files/routes';
import { groupChatsRoutes } from './modules/group-chats/routes';
import { healthRoutes } from './modules/health/routes';
import { getHomeAthletes } from './modules/home/home-athletes';
import { homeRoutes } from './modules/home/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { introRoutes } from './modules/intros/routes';
import { issueRoutes } from './modules/issues/routes';
import { mementoRoutes } from './modules/mementos/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { newsSuggestionsRoutes } from './modules/news-suggestions/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { pizzaMoneyRoutes } from './modules/pizza-money/routes';
import { profileRoutes } from './modules/profile/routes';
import { pushRoutes } from './modules/push/routes';
import { listSports } from './modules/reference/reference-queries';
import { referenceRoutes } from './modules/reference/routes';
import { registrationRoutes } from './modules/registration/routes';
import { requestedPlaceRoutes } from './modules/requested-places/routes';
import { resolutionRoutes } from './modules/resolutions/routes';
import { schoolAreaRoutes } from './modules/school-area/routes';
import { schoolContractDocumentRoutes } from './modules/school-contract-documents/routes';
import { schoolContractRoutes } from './modules/school-contracts/routes';
import { schoolRequestsRoutes } from './modules/school-requests/routes';
import { seasonalBadgeRoutes } from './modules/seasonal-badges/routes';
import { sessionRoutes } from './modules/session/routes';
import { shopRoutes } from './modules/shop/routes';
import { siteIndexRoutes } from './modules/site-index/routes';
import { siteSettingsRoutes } from './modules/site-settings/routes';
import { readSiteSettings } from './modules/site-settings/site-settings';
import { statementsRoutes } from './modules/statements/routes';
import { talkingBadgeRoutes } from './modules/talking-badges/routes';
import { trendingRoutes } from './modules/trending/routes';
import { getTrending } from './modules/trending/trending-query';
import { verificationRoutes } from './modules/verification/routes';
import { walletRoutes } from './modules/wallet/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { registerSameOriginCheck } from './platform/auth/same-origin';
import { sessionPlugin } from './platform/auth/session-plugin';
import { SESSION_COOKIE } from './platform/auth/sessions';
import type { AppConfig } from './platform/config';
import { AppError } from './platform/http/app-error';
import { registerBodyIdleTimeout } from './platform/http/body-idle-timeout';
import { compressJson } from './platform/http/compression';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/http/error-handler';
import { logSerializers } from './platform/http/log-redaction';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import {
  markApiRoutes,
  securityHeaderSets,
  sendSecurityHeaders,
} from './platform/http/security-headers';
import { registerUnsafeTextCheck } from './platform/http/unsafe-text';
import { registerWebApp } from './platform/http/web-app';
import type { AppServices } from './platform/services';

/** JSON bodies are small forms; uploads go through multipart with their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;
/**
 * A request body must arrive within this time (a 1 MB photo on a slow phone takes seconds); a
 * client that stops sending mid-body gets 408 instead of holding the connection forever.
 * Fastify's default is no limit. Does not apply to responses, so the event stream is unaffected.
 */
const REQUEST_TIMEOUT_MS = 60_000;
/** A body that sends no byte for this long is answered 408 at once (decision 0043). */
const BODY_IDLE_TIMEOUT_MS = 10_000;

/** A URL's origin, for a CSP source list; none when unset. */
const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

export type BuildAppOptions = {
  services: AppServices;
  /** false: no logging; an object: pino options over the defaults (redaction is always kept). */
  logger?: boolean | object;
  serveWeb?: boolean;
  /** How long a request (headers and body) may take to arrive; tests shorten it. */
  requestTimeoutMs?: number;
  /** How long a request body may stop arriving before its 408; tests shorten it. */
  bodyIdleTimeoutMs?: number;
  /** Called for every route as it is registered (tests derive the route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /** How often an event stream sends a heartbeat and re-checks its session; tests shorten it. */
  eventHeartbeatMs?: number;
  /** Extra routes registered in the API scope (tests probe platform behaviour with them). */
  apiRoutes?: (api: FastifyInstance) => void;
};

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's "the first n hops": this
 * Fastify treats a bare number as trusting nobody, and `(addr, i) => i < n` is what the count
 * means (the right-most n entries were written by our proxies, the next one is the client's).
 */
function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp({
  services,
  logger,
  serveWeb = true,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
  onRoute,
  eventHeartbeatMs,
  apiRoutes,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            ...(typeof logger === 'object' ? logger : {}),
            // Reset and fee links, consent ids: never in a logged URL or error message.
            serializers: logSerializers,
          },
    // One info line per request is most of a small route's cost: off in production unless
    // LOG_REQUESTS asks for it; errors and warnings are logged either way.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      // Node enforces the request timeout only when the headers' timeout is not longer.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // How often Node looks for timed-out requests (its default is 30 s, which made a 60 s
      // limit answer after up to 90 s).
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, requestTimeoutMs / 2)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  // Request metrics and /metrics only with METRICS_TOKEN (decision 0045); prom-client is loaded
  // then only. Before any route, so each route gets its measuring hook.
  const { metricsToken } = config.observability;
  const metricsModule = metricsToken ? await import('./platform/observability/metrics') : undefined;
  const metrics = await metricsModule?.createMetrics(services);
  if (metrics) app.addHook('onRoute', metrics.onRoute);
  registerBodyIdleTimeout(app, bodyIdleTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const securityHeaders = securityHeaderSets({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The web app's error reports go to SENTRY_WEB_DSN's host (decision 0045).
        connectSrc: ["'self'", ...originOf(config.observability.sentryWebDsn)],
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS received over plain HTTP (RFC 6797, 8.1): sent only when users reach
    // the site over HTTPS.
    strictTransportSecurity: config.cookieSecure,
  });
  registerErrorHandling(app, securityHeaders, services.errors);

  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'FHP marketplace API', version: '0.1.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fhp_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API docs are pages: helmet's document set, from their own scope's hook.
  await app.register(async (docs) => {
    sendSecurityHeaders(docs, securityHeaders.document);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
  // Every path, also those no route matches: a cross-site change is refused before routing
  // matters (a safe method returns at once, so files pay one Set lookup).
  registerSameOriginCheck(app, config.publicUrl, { production: config.env === 'production' });

  // The API in its own scope: its hooks (cookies, session, unsafe text, compression) run for
  // its routes only, never for the web app's files, and its answers carry the API's security
  // headers, not a page's. Scoped by route, not by URL prefix, so
  // `/%61pi/...` gets them too.
  await app.register(async (api) => {
    sendSecurityHeaders(api, securityHeaders.api);
    markApiRoutes(api);
    await api.register(compressJson);
    await api.register(cookie);
    await api.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 50, fieldSize: 64 * 1024 },
    });
    registerUnsafeTextCheck(api);
    await api.register(sessionPlugin, { services });

    await api.register(healthRoutes, { services });
    await api.register(eventRoutes, { services, heartbeatMs: eventHeartbeatMs });
    await api.register(sessionRoutes, { services });
    await api.register(authRoutes, { services });
    await api.register(auditRoutes, { services });
    await api.register(consoleMoneyRoutes, { services });
    await api.register(consoleUserRoutes, { services });
    await api.register(inboxRoutes, { services });
    await api.register(consoleRequestsRoutes, { services });
    await api.register(consoleSchoolsRoutes, { services });
    await api.register(consoleContestsRoutes, { services });
    await api.register(contentRoutes, { services });
    await api.register(moderationRoutes, { services });
    await api.register(fileRoutes, { services });
    await api.register(devEmailRoutes, { services });
    await api.register(notificationRoutes, { services });
    await api.register(paymentsRoutes, { services });
    await api.register(referenceRoutes, { services });
    await api.register(registrationRoutes, { services });
    await api.register(profileRoutes, { services });
    await api.register(schoolAreaRoutes, { services });
    await api.register(chatRoutes, { services });
    await api.register(issueRoutes, { services });
    await api.register(resolutionRoutes, { services });
    await api.register(requestedPlaceRoutes, { services });
    await api.register(pushRoutes, { services });
    await api.register(siteSettingsRoutes, { services });
    await api.register(consentRoutes, { services });
    await api.register(schoolContractRoutes, { services });
    await api.register(dealsRoutes, { services });
    await api.register(blogsRoutes, { services });
    await api.register(verificationRoutes, { services });
    await api.register(trendingRoutes, { services });
    await api.register(directoryRoutes, { services });
    await api.register(fanPurchasesRoutes, { services });
    await api.register(athletePageRoutes, { services });
    await api.register(fanRoutes, { services });
    await api.register(emailConfirmationRoutes, { services });
    await api.register(homeRoutes, { services });
    await api.register(shopRoutes, { services });
    await api.register(newsSuggestionsRoutes, { services });
    await api.register(schoolRequestsRoutes, { services });
    await api.register(siteIndexRoutes, { services });
    await api.register(introRoutes, { services });
    await api.register(seasonalBadgeRoutes, { services });
    await api.register(communityBadgeRoutes, { services });
    await api.register(schoolContractDocumentRoutes, { services });
    await api.register(talkingBadgeRoutes, { services });
    await api.register(mementoRoutes, { services });
    await api.register(badgeSalesRoutes, { services });
    await api.register(withdrawalRoutes, { services });
    await api.register(walletRoutes, { services });
    await api.register(statementsRoutes, { services });
    await api.register(pizzaMoneyRoutes, { services });
    await api.register(groupChatsRoutes, { services });
    await api.register(contestsRoutes, { services });
    await api.register(sportContestRoutes, { services });
    await api.register(contestBrandRoutes, { services });
    await api.register(contestVoteRoutes, { services });
    await api.register(contestPublicRoutes, { services });
    // Tests add platform probes here, so they see what an API route sees.
    apiRoutes?.(api);
  });

  // For operators' scrapers, outside the API: no session, cookies or compression, not an
  // endpoint of the contract. Without METRICS_TOKEN the path is a 404, not the web app's shell.
  await app.register(async (operators) => {
    sendSecurityHeaders(operators, securityHeaders.api);
    if (metricsModule && metrics && metricsToken) {
      metricsModule.registerMetricsRoute(operators, metrics, metricsToken);
    } else {
      operators.get('/metrics', { schema: { hide: true } }, (_request, reply) =>
        reply.callNotFound(),
      );
    }
  });

  if (serveWeb) {
    await app.register(async (web) => {
      sendSecurityHeaders(web, securityHeaders.document);
      await registerWebApp(web, config.webDistDir, {
        readSiteLinks: async () => (await readSiteSettings(services.db)).links,
        // An operator hid an image or changed the links: drop the rendered pages (every process).
        onPublicPagesChanged: (listener) =>
          services.events.subscribe(PUBLIC_PAGES_CHANNEL, () => listener()),
        errorReportingDsn: config.observability.sentryWebDsn,
        readAthleteMeta: (athleteNumber) =>
          readAthletePageMeta(services.db, athleteNumber, config.publicUrl),
        readContestMeta: (contestNumber) =>
          readContestPageMeta(services.db, contestNumber, config.publicUrl),
        // What their API reads answer, rendered into the pages (decision 0037).
        // A signed-in athlete's panel page drawn with what the API answers them (decision 0038).
        readForVisitor: (request) => {
          const cookie = request.headers.cookie;
          if (!cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
          return async (url) => {
            const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
            return {
              status: answer.statusCode,
              body: answer.statusCode === 200 ? answer.json() : undefined,
            };
          };
        },
        liveData: {
          '/home': () => getHomeAthletes(services.db),
          // An athlete's page with its offers, as GET /api/athletes/:n answers (undefined: not
          // listed, and the page is the shell, as any unknown address).
          [ATHLETE_PAGE_PATTERN]: async (pagePath) => {
            const athleteNumber = athletePageNumber(pagePath);
            if (athleteNumber === undefined) return undefined;
            return readAthletePage(services.db, athleteNumber).catch((err: unknown) => {
              if (err instanceof AppError && err.status === 404) return undefined;
              throw err;
            });
          },
          // The contests' list pages and a contest's page with its entries (and its board).
          '/contests': () => readPublicContests(services.db, 'sport'),
          '/talent-contest': () => readPublicContests(services.db, 'brand_ambassador'),
          [CONTEST_PAGE_PATTERN]: async (pagePath) => {
            const contestNumber = contestPageNumber(pagePath);
            return contestNumber === undefined
              ? undefined
              : readContestPageData(services.db, contestNumber);
          },
          '/trending': async (): Promise<TTrendingPageData> => ({
            trending: await getTrending(services.db, {}),
            sports: { items: await listSports(services.db, { limit: REFERENCE_MAX_LIMIT }) },
          }),
        },
      });
    });
  }
  return app;
}
