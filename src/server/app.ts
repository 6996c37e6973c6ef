import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { eventsPlugin } from './events/events-plugin.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
// Accounts, data and deletion (issue 17)
import { accountsPrivacyRoutes } from './features/accounts/accounts-privacy.routes.ts';
// Accounts, part settings (issue 17)
import { accountsSettingsRoutes } from './features/accounts/accounts-settings.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
// admin-people (issue 18)
import { adminPeopleRoutes } from './features/admin/admin-people.routes.ts';
import { subscribeAccountInvitations } from './features/admin/invitation-emails.ts';
// Platform console (issue 18)
import { auditRoutes } from './features/audit/audit.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import type { AuthContext } from './features/auth/auth-context.ts';
// Cohorts, part enrolment (issue 15)
import { createActivationLink } from './features/auth/invite-user.ts';
import { createSignInLimiter } from './features/auth/sign-in-limiter.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { createCatalogOrganization } from './features/catalog/catalog-organization.ts';
import { demoCatalogRoutes } from './features/catalog/demo-catalog.routes.ts';
import { createListingCache } from './features/catalog/listing-cache.ts';
// Certificates, part drawing (issue 16): the PDF and the public verification
import { certificatePdfRoutes } from './features/certificates/certificate-pdf.routes.ts';
// cohorts: admin cohort form (issue 15, part admin)
// Certificates: the template designer (issue 16, part designer)
import { certificateTemplatesRoutes } from './features/certificates/certificate-templates.routes.ts';
import { certificateVerifyRoutes } from './features/certificates/certificate-verify.routes.ts';
// Certificates, part issue (issue 16)
import { certificatesRoutes } from './features/certificates/certificates.routes.ts';
import { subscribeCertificateIssuing } from './features/certificates/issue-certificate.ts';
import { certificateTemplateChoices } from './features/certificates/list-templates.ts';
// End of certificates: the template designer
import { adminCohortsRoutes } from './features/cohorts/admin-cohorts.routes.ts';
// Cohorts, part discussion
import { cohortAnnouncementsRoutes } from './features/cohorts/cohort-announcements.routes.ts';
import { cohortDiscussionRoutes } from './features/cohorts/cohort-discussion.routes.ts';
import { cohortEventsRoutes } from './features/cohorts/cohort-events.routes.ts';
import { createCohortChanges } from './features/cohorts/cohort-live.ts';
import { cohortParticipantsRoutes } from './features/cohorts/cohort-participants.routes.ts';
// Cohorts: live sessions (issue 15, part sessions)
import { cohortSessionsRoutes } from './features/cohorts/cohort-sessions.routes.ts';
// Cohorts, part space (issue 15)
import { cohortSpaceRoutes } from './features/cohorts/cohort-space.routes.ts';
import { subscribeEnrolmentEmails } from './features/cohorts/enrolment-emails.ts';
import { createCourseChanges } from './features/courses/course-changes.ts';
import { courseEventsRoutes } from './features/courses/course-events.routes.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { outboxRoutes } from './features/dev/outbox.routes.ts';
import { exerciseBuilderRoutes } from './features/exercises/exercise-builder.routes.ts';
import { exercisesRoutes } from './features/exercises/exercises.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
// instructor's desk (issue 17): analytics and commissions
import { instructorAnalyticsRoutes } from './features/instructor/analytics.routes.ts';
import { instructorCommissionsRoutes } from './features/instructor/commissions.routes.ts';
import { instructorRoutes } from './features/instructor/instructor.routes.ts';
import { createBeaconTokens } from './features/learning/beacon-token.ts';
import { learningRoutes } from './features/learning/learning.routes.ts';
import { createAppMailer } from './features/notifications/app-mailer.ts';
import type { NotificationsDeps } from './features/notifications/notifications-deps.ts';
import { subscribePaymentReceipts } from './features/notifications/queue-payment-receipt.ts';
import {
  defineInstallmentScanJob,
  startNotificationSender,
} from './features/notifications/start-notifications.ts';
import { oembedRoutes } from './features/oembed/oembed.routes.ts';
import { createPayDunyaGateway } from './features/payments/gateways/paydunya.ts';
import { createPayTechGateway } from './features/payments/gateways/paytech.ts';
import { createGatewayRegistry } from './features/payments/gateways/registry.ts';
import { createSandboxGateway } from './features/payments/gateways/sandbox.ts';
import type { PaymentsDeps } from './features/payments/initialize-payment.ts';
import { paymentWebhooksRoutes } from './features/payments/payment-webhooks.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { defineRecheckJob } from './features/payments/recheck-pending-payments.ts';
import { sandboxRoutes } from './features/payments/sandbox.routes.ts';
import { organizationSettingsRoutes } from './features/platform/organization-settings.routes.ts';
import { platformRoutes } from './features/platform/platform.routes.ts';
import { readSettings } from './features/platform/platform-settings.repo.ts';
import { createSignInPause } from './features/platform/security-rules.ts';
import { quizBuilderRoutes } from './features/quizzes/quiz-builder.routes.ts';
import { quizzesRoutes } from './features/quizzes/quizzes.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { createEventsTokens } from './live/events-tokens.ts';
import { createAccessTokens } from './plugins/access-tokens.ts';
import { registerApiSecurityHeaders } from './plugins/api-security-headers.ts';
import { authPlugin } from './plugins/auth.ts';
import { createAuth } from './plugins/better-auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { requestForLog } from './plugins/log-redaction.ts';
import { PAGE_BOOT_SCRIPT_SOURCE } from './plugins/page-boot.ts';
import { registerPublicCaching } from './plugins/public-caching.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createLocalDiskStorage } from './storage/local-disk-storage.ts';
import { publicFilesRoutes } from './storage/public-files.routes.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export type App = FastifyInstance;

export type BuildOptions = {
  onRoute?: (route: RouteOptions) => void;
  /** Runs once every feature is registered, before the app is ready (a test server adds a job). */
  configure?: (app: App, database: Database) => void;
};

/** Builds the HTTP app: plugins, then features, then the web app's files. Listening is main.ts's job. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  // The route suites (src/server/test/) list every registered route, hidden ones included.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Before any route: the ETag is taken on the answer as written, then compressed (decisions 123, 124).
  registerPublicCaching(app);
  await registerCompression(app);

  await app.register(helmet, {
    // YouTube and Vimeo players are embedded by the course player.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        // The boot script of the pages drawn on the server, by its hash (decision 312).
        scriptSrc: ["'self'", PAGE_BOOT_SCRIPT_SOURCE, 'https://www.youtube.com', 'https://player.vimeo.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob:: the course editor reads a picked sound's duration from the file itself (no download).
        mediaSrc: ["'self'", 'blob:', 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerApiSecurityHeaders(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'API Jàng', version, description: "API de la plateforme d'apprentissage Jàng" },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(jobsPlugin, {
    database,
    isWorking: config.jobs.isEnabled,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
  await app.register(eventsPlugin, {
    db: database.db,
    dispatchIntervalSeconds: config.events.dispatchIntervalSeconds,
  });

  const mailer = createAppMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth(database.db, config, mailer);
  const tokens = createAccessTokens(auth, config);
  const authContext: AuthContext = {
    db: database.db,
    auth,
    tokens,
    mailer,
    config,
    limiter: createSignInLimiter(config.signInLimits),
    // Platform console (issue 18)
    signInPause: createSignInPause(async () => (await readSettings(database.db, 'security')).values),
  };
  await app.register(authPlugin, { db: database.db, tokens });

  await app.register(healthRoutes, { database, version });
  await app.register(async (scope) => authRoutes(scope, authContext));
  await app.register(async (scope) => adminRoutes(scope, authContext));
  await app.register(instructorRoutes, { db: database.db });
  // instructor's desk (issue 17): analytics (and the job keeping its summary), commissions
  await app.register(instructorAnalyticsRoutes, { db: database.db, isJobPlanted: config.jobs.isEnabled });
  await app.register(instructorCommissionsRoutes, { db: database.db });
  await app.register(accountsRoutes, { db: database.db });
  await app.register(learningRoutes, {
    db: database.db,
    beaconTokens: createBeaconTokens(config.authSecret),
  });
  await app.register(quizzesRoutes, { db: database.db });
  await app.register(quizBuilderRoutes, { db: database.db });
  await app.register(exerciseBuilderRoutes, { db: database.db });
  const storage = createLocalDiskStorage({
    rootDir: path.join(config.dataDir, 'uploads'),
    publicBaseUrl: config.appUrl,
  });
  await app.register(publicFilesRoutes, { storage });
  // Accounts, part settings (issue 17): profile, picture, preferences, password, login history
  await app.register(async (scope) =>
    accountsSettingsRoutes(scope, {
      db: database.db,
      auth,
      mailer,
      storage,
      appUrl: config.appUrl,
      limiter: authContext.limiter,
    }),
  );
  await app.register(exercisesRoutes, { db: database.db, storage });
  // Cohorts, part space (issue 15): the learner's cohort space
  await app.register(cohortSpaceRoutes, { db: database.db, storage });
  await app.register(uploadsRoutes, {
    storage,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    jobs: app.jobs,
  });
  const catalogOrganizationId = createCatalogOrganization(database.db, config.defaultOrganizationSlug);
  // One cache of anonymous listings: the catalogue fills it, the course editor empties it on publish.
  const marketplaceListings = createListingCache<string>(config.catalogCacheSeconds);
  await app.register(catalogRoutes, {
    db: database.db,
    catalogOrganizationId,
    cacheSeconds: config.catalogCacheSeconds,
    listings: marketplaceListings,
  });
  await app.register(coursesRoutes, {
    deps: {
      db: database.db,
      onListingChange: () => marketplaceListings.clear(),
      // Certificates: the template designer (issue 16): the organisation's real templates
      certificateTemplates: certificateTemplateChoices(database.db),
      files: { storage, log: app.log },
    },
  });
  app.decorate('courseChanges', createCourseChanges(database.listen, app.log));
  await app.register(courseEventsRoutes, {
    deps: {
      db: database.db,
      changes: app.courseChanges,
      tokens: createEventsTokens(config.authSecret, 'course-events'),
      live: config.live,
    },
  });
  // Cohorts, part discussion (issue 15): 'Fil d'actualités', the discussion board and their live stream.
  await app.register(cohortAnnouncementsRoutes, { db: database.db });
  await app.register(cohortDiscussionRoutes, { db: database.db });
  app.decorate('cohortChanges', createCohortChanges(database.listen, app.log));
  await app.register(cohortEventsRoutes, {
    deps: {
      db: database.db,
      changes: app.cohortChanges,
      tokens: createEventsTokens(config.authSecret, 'cohort-events'),
      live: config.live,
    },
  });
  // End of cohorts, part discussion.
  await app.register(oembedRoutes, { config: config.oembed });
  await app.register(demoCatalogRoutes, {
    db: database.db,
    defaultOrganizationSlug: config.defaultOrganizationSlug,
  });
  await app.register(supportRoutes, {
    db: database.db,
    support: config.support,
    defaultOrganizationSlug: config.defaultOrganizationSlug,
    payments: {
      pendingExpiryHours: config.payments.pendingExpiryHours,
      installmentGraceDays: config.payments.installmentGraceDays,
    },
  });
  await app.register(seoRoutes, { db: database.db, catalogOrganizationId, publicBaseUrl: config.appUrl });
  await registerPayments(app, config, database, catalogOrganizationId);
  registerNotifications(app, config, { db: database.db, mailer, appUrl: config.appUrl });
  // Cohorts: live sessions (issue 15, part sessions): planning, the learner's list, .ics, feed, reminders
  await app.register(cohortSessionsRoutes, {
    deps: { db: database.db, mailer, appUrl: config.appUrl, jobs: app.jobs },
  });
  // cohorts: admin cohort form (issue 15, part admin)
  await app.register(adminCohortsRoutes, {
    deps: { db: database.db, mailer, appUrl: config.appUrl },
    isJobPlanted: config.jobs.isEnabled,
  });
  // Certificates: the template designer (issue 16, part designer): templates, directors, pictures
  await app.register(certificateTemplatesRoutes, { db: database.db, storage });
  // Cohorts, part enrolment (issue 15): participants, join, waitlist, approval and their emails.
  await app.register(cohortParticipantsRoutes, { db: database.db });
  subscribeEnrolmentEmails(app.events, {
    mailer,
    appUrl: config.appUrl,
    activationLink: (userId, tx) => createActivationLink(authContext, userId, 'activate', tx),
  });
  // Certificates, part drawing (issue 16): the PDF and the public verification.
  await app.register(certificatePdfRoutes, {
    deps: { db: database.db, storage, appUrl: config.appUrl, webDistDir: config.webDistDir },
  });
  await app.register(certificateVerifyRoutes, {
    db: database.db,
    perIpPerMinute: config.certificateVerifyPerMinute,
  });
  // End of certificates, part drawing.
  // Certificates, part issue (issue 16): issuing on course.completed and exam.passed, the learner's
  // certificates, the admin's issued list and revocation.
  await app.register(certificatesRoutes, { db: database.db, appUrl: config.appUrl });
  subscribeCertificateIssuing(app.events, { mailer, appUrl: config.appUrl });
  // End of certificates, part issue.
  // Accounts, data and deletion (issue 17): the data export, the deletion request and its hourly erasure.
  await app.register(accountsPrivacyRoutes, {
    deps: { db: database.db, mailer, appUrl: config.appUrl, storage },
    isJobPlanted: config.jobs.isEnabled,
  });
  // admin-people (issue 18): dashboard, users, manual enrolment, CSV import, instructor profiles
  await app.register(adminPeopleRoutes, {
    db: database.db,
    onListingChange: () => marketplaceListings.clear(),
  });
  subscribeAccountInvitations(app.events, {
    mailer,
    activationLink: (userId, tx) => createActivationLink(authContext, userId, 'activate', tx),
  });
  // end admin-people
  // Platform console (issue 18): organisations, platform settings, organisation settings, reviews, audit log.
  await app.register(async (scope) =>
    platformRoutes(scope, { auth: authContext, onListingChange: () => marketplaceListings.clear() }),
  );
  await app.register(organizationSettingsRoutes, {
    db: database.db,
    storage,
    onListingChange: () => marketplaceListings.clear(),
  });
  await app.register(auditRoutes, { db: database.db });
  // End of platform console.
  if (config.isDevOutboxShown) await app.register(outboxRoutes, { db: database.db });
  options.configure?.(app, database);

  registerWebApp(app, {
    webDistDir: config.webDistDir,
    serverRenderDir: config.serverRenderDir,
    appUrl: config.appUrl,
  });
  return app;
}

async function registerPayments(
  app: FastifyInstance,
  config: Config,
  database: Database,
  catalogOrganizationId: ReturnType<typeof createCatalogOrganization>,
) {
  const { payments } = config;
  const sandbox = payments.sandboxEnabled ? createSandboxGateway({ secret: payments.sandboxSecret }) : null;
  // A gateway whose keys are configured is used for real; without keys, checkout goes through the sandbox.
  const gateways = createGatewayRegistry({
    paydunya: payments.paydunya ? createPayDunyaGateway(payments.paydunya) : null,
    paytech: payments.paytech ? createPayTechGateway(payments.paytech) : null,
    sandbox,
  });
  const deps: PaymentsDeps = {
    db: database.db,
    gateways,
    appUrl: config.appUrl,
    installmentGraceDays: payments.installmentGraceDays,
    pendingExpiryHours: payments.pendingExpiryHours,
  };
  await app.register(paymentsRoutes, { deps, catalogOrganizationId });
  await app.register(paymentWebhooksRoutes, { deps });
  if (sandbox) await app.register(sandboxRoutes, { deps, sandbox });

  defineRecheckJob(app.jobs, deps, {
    intervalSeconds: payments.recheckIntervalSeconds,
    olderThanMinutes: payments.recheckAfterMinutes,
    expireAfterHours: payments.pendingExpiryHours,
  });
}

/** The learner's emails: the installment scan as a recurring job, the sender on a timer once the app is ready. */
function registerNotifications(
  app: FastifyInstance,
  config: Config,
  deps: Omit<NotificationsDeps, 'reminderDays'>,
) {
  const withReminders = { ...deps, reminderDays: config.notifications.reminderDays };
  subscribePaymentReceipts(app.events);
  defineInstallmentScanJob(app.jobs, withReminders, config.notifications.scanIntervalSeconds);
  let stop = () => {};
  app.addHook('onReady', async () => {
    stop = startNotificationSender(withReminders, {
      dispatchIntervalSeconds: config.notifications.dispatchIntervalSeconds,
      onError: (error) => app.log.error(error, 'learner emails failed'),
    });
  });
  app.addHook('onClose', async () => stop());
}
