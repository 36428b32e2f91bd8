import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ROOT_ERROR_KEY } from '@motorwise/shared';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type AppDeps, createFileStore } from './app-deps';
import { registerAccessControl } from './lib/access';
import { registerAvailability, replyIfDatabaseUnavailable } from './lib/availability';
import { AppError, AppErrorCode, type FieldErrors, hasCode, VALIDATION_MESSAGE } from './lib/errors';
import {
  frameworkErrors,
  isMalformedMultipart,
  MALFORMED_MULTIPART_MESSAGE,
  registerInputGuards,
} from './lib/input-guards';
import { registerHttpMetrics } from './lib/metrics';
import { registerOpenApi } from './lib/openapi';
import { registerRateLimits } from './lib/rate-limits';
import { registerRequestContext } from './lib/request-context';
import { logAbortedRequests, OneLinePerRequest } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security-headers';
import { createAccountsModule, customers, loadSessionUser } from './modules/accounts/index';
import { accountRoutes, authRoutes, registerSessionHook } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminDashboardRoutes, adminPeopleRoutes } from './modules/admin-dashboard/routes';
import { audit } from './modules/audit/index';
import { auditRoutes } from './modules/audit/routes';
import { botCheckRoutes } from './modules/botcheck/routes';
import { contactRoutes } from './modules/contact/routes';
import { requestHistory } from './modules/customer-requests/index';
import { customerRequestRoutes } from './modules/customer-requests/routes';
import { disputesWith } from './modules/disputes/index';
import { disputesRoutes } from './modules/disputes/routes';
import { MAX_UPLOAD_BYTES } from './modules/files/index';
import { myGarage } from './modules/garage/index';
import { garageRoutes } from './modules/garage/routes';
import { healthRoutes, metricsRoutes } from './modules/health/routes';
import { instantPricesRoutes, menuPricesAdminRoutes } from './modules/instant-prices/routes';
import { invitesWith } from './modules/invites/index';
import { inviteRoutes } from './modules/invites/routes';
import { devMailRoutes } from './modules/mail/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { openApiRoutes } from './modules/openapi/routes';
import { organisations } from './modules/organisations/index';
import { adminOrganisationRoutes, organisationRoutes } from './modules/organisations/routes';
import { paymentServiceWith, platformMoney } from './modules/payments/index';
import { paymentRoutes, platformMoneyRoutes } from './modules/payments/routes';
import { createOfflinePlaces } from './modules/places/index';
import { placeRoutes, regionRoutes } from './modules/places/routes';
import { privacy } from './modules/privacy/index';
import { privacyRoutes } from './modules/privacy/routes';
import { quoteRequestRoutes } from './modules/quote-requests/routes';
import { createWorkshopMap, quotes, workshopAvailability, workshopFinder } from './modules/quotes/index';
import { organisationQuoteRoutes, quoteRoutes, workshopPortalRoutes } from './modules/quotes/routes';
import { remindersRoutes } from './modules/reminders/routes';
import { repairItemRoutes } from './modules/repair-items/routes';
import { textMessages } from './modules/text-messages/index';
import { textMessagesRoutes } from './modules/text-messages/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { workshopApplicationsWith } from './modules/workshop-applications/index';
import { workshopApplicationsRoutes } from './modules/workshop-applications/routes';
import { workshopAdmin, workshopProfile, workshopReviewsWith } from './modules/workshops/index';
import {
  workshopAdminRoutes,
  workshopAvailabilityRoutes,
  workshopProfileRoutes,
  workshopReviewRoutes,
  workshopRoutes,
} from './modules/workshops/routes';
import { workspaceRoutes } from './modules/workspace/routes';
import { registerCompression, registerWebApp } from './web-app';

export type { AppDeps } from './app-deps';

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a moment.';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const fileStore = deps.fileStore ?? createFileStore(config);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["c-username"]'],
      ...(deps.logStream && { stream: deps.logStream }),
    },
    logController: new OneLinePerRequest(),
    // The spec's paths mix cases (/api/QuoteRequests/..., /api/user/...): match them case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // The client's address behind our own proxies only (TRUST_PROXY, decision 072); never the client's word.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    // Requests that arrive while closing answer in our error shape (lib/availability.ts, decision 012).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerAvailability(app);
  logAbortedRequests(app);
  // Watching it run (decision 068): the request id reaches the jobs and mails a request writes; the
  // request metrics exist only with METRICS_TOKEN. Both on the root instance, before any route.
  registerRequestContext(app);
  const metrics = config.METRICS_TOKEN ? registerHttpMetrics(app) : null;

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The bot check solves its proof of work in a web worker made from a blob.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });

  // Budgets are declared per route (`config.rateLimit`) and counted in PostgreSQL (lib/rate-limits.ts,
  // decision 014); registered before any route, so every declaration is read.
  registerRateLimits(app, { pool: deps.pool, db: deps.db, enabled: config.RATE_LIMIT_ENABLED });

  // Multipart forms (garage vehicles, quote requests): files are read one at a time into memory, each cut
  // at the largest size any upload accepts (10000 KB), so a longer one is refused with the field's size
  // message instead of an unexplained 413; counts bound what one request can hold.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 6,
      fields: 60,
      fieldSize: 10_000,
      parts: 70,
      headerPairs: 100,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        // '/vehicle/year' -> 'vehicle.year'; a problem with the whole body is keyed 'root', as the forms do.
        const key = issue.instancePath.slice(1).replace(/\//g, '.') || ROOT_ERROR_KEY;
        errors[key] = [...(errors[key] ?? []), issue.message ?? VALIDATION_MESSAGE];
      }
      return reply.code(400).send({ message: VALIDATION_MESSAGE, errors, requestId: request.id });
    }
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { message: error.message, requestId: request.id };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (isMalformedMultipart(error))
      return reply.code(400).send({ message: MALFORMED_MULTIPART_MESSAGE, requestId: request.id });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type) are safe to show,
      // and so is a rate limit's (its headers are already set): in the one shape, no statusCode key.
      return reply.code(status).send({ message: error.message, requestId: request.id });
    }
    if (replyIfDatabaseUnavailable(error, request, reply)) return reply;
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: INTERNAL_ERROR, requestId: request.id });
  });

  registerInputGuards(app);
  // Before any route: compression wraps each route as it is added (decision 026).
  await registerCompression(app);

  // Who is calling: fills request.sessionUser from the bearer token on every /api call (lib/session.ts);
  // then who may call each route, as the route declares it (lib/access.ts). Both before any route.
  // Accounts sits below organisations: its memberships port is wired here (decision 058).
  const accounts = createAccountsModule(deps, app.log, { organisations });
  registerSessionHook(app, { db: deps.db, config, tokens: accounts.tokens });
  registerAccessControl(app);
  // The OpenAPI document collects every route as it is added (lib/openapi.ts, decision 013).
  await registerOpenApi(app, { publicUrl: config.PUBLIC_URL });
  const invites = invitesWith({ auth: accounts.auth, db: deps.db, config });

  // Explicit, readable list of the API's modules.
  await app.register(healthRoutes({ ...deps, fileStore }));
  await app.register(metricsRoutes({ config, pools: { main: deps.pool } }, metrics));
  await app.register(contactRoutes(deps));
  await app.register(botCheckRoutes(deps));
  await app.register(quoteRequestRoutes(deps));
  await app.register(customerRequestRoutes({ ...deps, fileStore }));
  await app.register(quoteRoutes({ ...deps, fileStore }));
  await app.register(organisationQuoteRoutes(deps));
  await app.register(workshopPortalRoutes({ ...deps, fileStore }));
  // The directory's map and finder count quotes' jobs in progress (quotes sits above workshops).
  await app.register(workshopRoutes(deps, { finder: workshopFinder, map: createWorkshopMap(deps) }));
  await app.register(workshopProfileRoutes(workshopProfile({ db: deps.db, fileStore })));
  // A workshop's diary counts quotes' bookings per day (a port handed in by quotes' finder.ts).
  await app.register(workshopAvailabilityRoutes(deps, workshopAvailability));
  await app.register(vehicleRoutes(deps));
  await app.register(instantPricesRoutes(deps));
  await app.register(menuPricesAdminRoutes(deps));
  await app.register(authRoutes(deps, accounts));
  await app.register(accountRoutes(deps, accounts));
  await app.register(organisationRoutes(deps));
  await app.register(adminOrganisationRoutes(deps));
  // A live stream checks its session again before each delivery (issue 19): the same read as the hook's.
  await app.register(
    notificationRoutes(deps, {
      lookup: (userId, sessionId) => loadSessionUser(deps.db, config, userId, sessionId),
      requestReadable: (user, id) =>
        quotes.customerRequest(deps.db, id, { user }, 'read').then(
          () => true,
          (error) => (hasCode(error, AppErrorCode.NOT_FOUND) ? false : Promise.reject(error)),
        ),
    }),
  );
  await app.register(workspaceRoutes(deps));
  await app.register(inviteRoutes(deps, invites));
  await app.register(
    privacyRoutes(
      privacy({ db: deps.db, auth: accounts.auth, accounts: accounts.accounts, audit, fileStore }),
    ),
  );
  await app.register(garageRoutes(myGarage({ db: deps.db, fileStore, history: requestHistory })));
  await app.register(placeRoutes({ places: deps.places ?? createOfflinePlaces() }));
  await app.register(regionRoutes(deps));
  await app.register(repairItemRoutes(deps));
  await app.register(adminRoutes(accounts));
  await app.register(auditRoutes(deps));
  await app.register(adminDashboardRoutes(deps));
  await app.register(adminPeopleRoutes(deps));
  // Workshop onboarding and the admin's editing of workshops (decision 062): the ports of the modules
  // above workshops are handed in here; the audit port is wired with the admin foundation.
  await app.register(
    workshopApplicationsRoutes(
      deps,
      workshopApplicationsWith({ db: deps.db, fileStore, config, invites, audit }),
    ),
  );
  await app.register(
    workshopAdminRoutes(
      deps.db,
      workshopAdmin({ db: deps.db, fileStore, people: customers, organisations, audit }),
    ),
  );
  // Review moderation and the workshop's reply (decision 065).
  await app.register(workshopReviewRoutes(deps.db, workshopReviewsWith({ audit })));
  await app.register(
    paymentRoutes(
      paymentServiceWith({
        db: deps.db,
        config,
        quotes,
        audit,
        paystack: deps.paystack,
      }),
      deps.db,
    ),
  );
  // Disputes about a job (decision 063): a refund outcome goes through payments' refund path.
  await app.register(
    disputesRoutes(
      deps,
      disputesWith({
        db: deps.db,
        fileStore,
        commissionPercent: config.PAYMENT_COMMISSION_PERCENT,
        publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
        audit,
      }),
    ),
  );
  await app.register(platformMoneyRoutes(deps.db, platformMoney, config.PAYMENT_COMMISSION_PERCENT));
  await app.register(openApiRoutes(config));
  await app.register(textMessagesRoutes(deps));
  await app.register(remindersRoutes(deps));
  // The inbox shows every mail (reset links included) and text: never served in production.
  const inbox = { mail: deps.mailer.kind === 'inbox', texts: config.TEXT_PROVIDER === 'inbox' };
  if ((inbox.mail || inbox.texts) && config.NODE_ENV !== 'production')
    await app.register(devMailRoutes(deps, inbox, textMessages));

  await registerWebApp(app, deps, config);
  return app;
}
