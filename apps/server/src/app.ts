import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { allCalls } from '@vve/contract/calls/all';
import { stateChangingGets } from '@vve/contract/define-call';
import { trustProxyOption, type Config, type ProcessRole } from './config';
import { requestIdOf } from './logging';
import type { Database } from './db/database';
import { readRouter } from './db/read-router';
import { systemClock, type Clock } from './lib/clock';
import { clockPlugin } from './plugins/clock';
import { contentTypeGuardPlugin } from './plugins/content-type-guard';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { fileStoragePlugin } from './plugins/file-storage';
import { errorHandlerPlugin, routerRefusal } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session/session-plugin';
import { modelConverterPlugin } from './plugins/model-converter/model-converter-plugin';
import { textGuardPlugin } from './plugins/text-guard';
import { readReplicasPlugin } from './plugins/read-replicas';
import { unattachedFilesSweeperPlugin } from './plugins/unattached-files/unattached-files-sweeper';
import { webAppPlugin } from './plugins/web-app';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './plugins/rate-limits/login-limiter';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './plugins/rate-limits/upload-limiter';
import { rateLimitsPlugin } from './plugins/rate-limits/rate-limits-plugin';
import { idempotencyPlugin } from './plugins/idempotency/idempotency-plugin';
import { DEFAULT_IDEMPOTENCY_TIMING, type IdempotencyTiming } from './plugins/idempotency/idempotency-store';
import { healthRoutes } from './routes/health';
import { sessionRoutes } from './routes/session';
import { detailsRoutes } from './routes/details';
import { financeRoutes } from './routes/finance';
import { budgetRoutes } from './routes/budgets';
import { ledgerRoutes } from './routes/ledger';
import { tenantRoutes } from './routes/tenant';
import { requestRoutes } from './routes/requests';
import { fileRoutes } from './routes/files';
import { contractRoutes } from './routes/contracts';
import { supplierWorkOrderRoutes } from './routes/supplier-work-orders';
import { scheduleRoutes } from './routes/schedules';
import { aspectRoutes } from './routes/aspects';
import { aspectRegisterRoutes } from './routes/aspect-register';
import { inspectionRoutes } from './routes/inspections';
import { bimRoutes } from './routes/bim';
import { officeRoutes } from './routes/office';
import { requestMessageRoutes } from './routes/request-messages';
import { officeWorkOrderRoutes } from './routes/office-work-orders';
import { officePeopleRoutes } from './routes/office-people';
import { passwordRoutes } from './routes/passwords';
import { officeRelationRoutes } from './routes/office-relations';
import { mailPlugin } from './plugins/mail/mail-plugin';
import { officeComplexRoutes } from './routes/office-complexes';
import { officeImportRoutes } from './routes/office-import';
import { officePlanningRoutes } from './routes/office-planning';
import { officeConditionsRoutes } from './routes/office-conditions';
import { bcfRoutes } from './routes/bcf';
import { modelRequestsRoutes } from './routes/model-requests';
import { conditionMapRoutes } from './routes/condition-map';
import { officeRegisterRoutes } from './routes/office-register';
import { maintenancePlanRoutes } from './routes/maintenance-plan';
import { officeSupplierRoutes } from './routes/office-suppliers';
import { notificationRoutes } from './routes/notifications';
import { officeDeliveryRoutes } from './routes/office-deliveries';
import { announcementRoutes } from './routes/announcements';
import { documentRoutes } from './routes/documents';
import { meetingRoutes } from './routes/meetings';
import { calendarRoutes } from './routes/calendar';
import { meetingVoteRoutes } from './routes/meeting-votes';
import { officeExportRoutes } from './routes/office-exports';
import { officeSearchRoutes } from './routes/office-search';
import { jobQueuePlugin } from './plugins/job-queue/job-queue-plugin';
import { pushPlugin } from './plugins/push/push-plugin';
import type { PushNetwork } from './lib/push/push-destinations';
import { signingKeysPlugin } from './plugins/signing-keys';
import { DIGEST_WINDOW_MS, notificationsPlugin } from './jobs/notifications';
import { meetingRemindersPlugin } from './jobs/meeting-reminders';
import { thumbnailsPlugin } from './jobs/thumbnails';
import type { Listen } from './db/notifications-listener';
import { workSignalsPlugin } from './plugins/work-signals';
import { MAX_FILES_PER_UPLOAD, MAX_INSPECTION_UPLOAD_BYTES } from '@vve/contract/calls/files';

export type AppConfig = Pick<
  Config,
  | 'allowedOrigins'
  | 'cookieSecure'
  | 'trustProxy'
  | 'webDist'
  | 'dataDir'
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
  | 'vapidKeys'
  | 'vapidSubject'
  | 'pushServiceHosts'
  | 's3'
  | 'modelConversionLeaseMs'
>;

/** What tests change of notifications: a shorter digest window, a network and a certificate for a test push service. */
export interface NotificationTestOptions {
  digestWindowMs?: number;
  pushNetwork?: PushNetwork;
  pushCa?: string;
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  loginLimits?: LoginLimits;
  uploadLimits?: UploadLimits;
  /** How long idempotency keys are kept and waited for; tests wait less. */
  idempotencyTiming?: IdempotencyTiming;
  logger?: FastifyServerOptions['logger'];
  notifications?: NotificationTestOptions;
  /** Called for every route as it is added (HEAD twins included): lets tests list what the server answers. */
  onRoute?: (route: RouteOptions) => void;
  /** What this process does (ROLE); `all` unless told. */
  role?: ProcessRole;
  /** How to hear the other nodes' work signals: given on a database server, where several nodes may run. */
  listen?: Listen;
  /** Read replicas of `db` (DATABASE_REPLICA_URLS), for the calls that may read from one; none unless given. */
  readReplicas?: { replicas: readonly Database[]; lagSeconds: number };
  /** Parse every answer the database built as JSON with its call's schema before sending it (tests do). */
  checkJsonAnswers?: boolean;
}

/** GET calls that change state all the same (marked `changesState` in the contract): the origin check guards them. */
export const STATE_CHANGING_GETS: readonly string[] = stateChangingGets(allCalls).map((call) => call.path);

/** Builds the API host from its plugins and modules; `main.ts` starts it, tests inject into it. */
export const buildApp = async ({
  config,
  db,
  clock = systemClock,
  loginLimits = DEFAULT_LOGIN_LIMITS,
  uploadLimits = DEFAULT_UPLOAD_LIMITS,
  idempotencyTiming = DEFAULT_IDEMPOTENCY_TIMING,
  logger = false,
  notifications = {},
  onRoute,
  role = 'all',
  listen,
  readReplicas,
  checkJsonAnswers = false,
}: BuildAppOptions) => {
  const works = role !== 'api';
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors: routerRefusal,
  });
  // At shutdown, calls in flight finish and their keep-alive connections close with them, so
  // that closing does not wait for idle browsers.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(errorHandlerPlugin);
  app.decorate('checkJsonAnswers', checkJsonAnswers);
  await app.register(clockPlugin, { clock });
  // With read replicas `app.db` is a router that reads from one only where a call's route says so.
  const reads = readReplicas && {
    router: readRouter(db, readReplicas.replicas),
    lagSeconds: readReplicas.lagSeconds,
  };
  await app.register(databasePlugin, { db: reads?.router.db ?? db });
  await app.register(workSignalsPlugin, { listen, works });
  await app.register(fileStoragePlugin, { dataDir: config.dataDir, s3: config.s3 });
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(originCheckPlugin, {
    allowedOrigins: config.allowedOrigins,
    stateChangingGets: STATE_CHANGING_GETS,
  });
  await app.register(contentTypeGuardPlugin);
  await app.register(textGuardPlugin);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: MAX_INSPECTION_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10 },
  });
  // Sessions always on the primary: one just started is not on a replica yet.
  await app.register(sessionPlugin, { db, clock, cookieSecure: config.cookieSecure });
  if (reads) {
    await app.register(readReplicasPlugin, {
      ...reads,
      cookieSecure: config.cookieSecure,
      stateChangingGets: STATE_CHANGING_GETS,
    });
  }
  await app.register(rateLimitsPlugin, { clock, loginLimits, uploadLimits });
  await app.register(idempotencyPlugin, { timing: idempotencyTiming });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
  });
  await app.register(jobQueuePlugin);
  await app.register(thumbnailsPlugin);
  await app.register(meetingRemindersPlugin);
  await app.register(pushPlugin, {
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject,
    serviceHosts: config.pushServiceHosts,
    network: notifications.pushNetwork,
    ca: notifications.pushCa,
  });
  await app.register(signingKeysPlugin);
  await app.register(notificationsPlugin, {
    digestWindowMs: notifications.digestWindowMs ?? DIGEST_WINDOW_MS,
  });
  await app.register(modelConverterPlugin, { leaseMs: config.modelConversionLeaseMs });
  if (works) await app.register(unattachedFilesSweeperPlugin);

  await app.register(healthRoutes);
  // A worker serves only its health: the calls are the API nodes'.
  if (role === 'worker') return app;
  await app.register(sessionRoutes);
  await app.register(detailsRoutes);
  await app.register(financeRoutes);
  await app.register(budgetRoutes);
  await app.register(ledgerRoutes);
  await app.register(tenantRoutes);
  await app.register(requestRoutes);
  await app.register(fileRoutes);
  await app.register(contractRoutes);
  await app.register(supplierWorkOrderRoutes);
  await app.register(scheduleRoutes);
  await app.register(aspectRoutes);
  await app.register(aspectRegisterRoutes);
  await app.register(inspectionRoutes);
  await app.register(bimRoutes);
  await app.register(officeRoutes);
  await app.register(requestMessageRoutes);
  await app.register(officeWorkOrderRoutes);
  await app.register(officePeopleRoutes);
  await app.register(passwordRoutes);
  await app.register(officeRelationRoutes);
  await app.register(officeComplexRoutes);
  await app.register(officeImportRoutes);
  await app.register(officeSupplierRoutes);
  await app.register(officePlanningRoutes);
  await app.register(officeConditionsRoutes);
  await app.register(conditionMapRoutes);
  await app.register(bcfRoutes);
  await app.register(modelRequestsRoutes);
  await app.register(officeRegisterRoutes);
  await app.register(maintenancePlanRoutes);
  await app.register(notificationRoutes);
  await app.register(officeDeliveryRoutes);
  await app.register(announcementRoutes);
  await app.register(documentRoutes);
  await app.register(meetingRoutes);
  await app.register(meetingVoteRoutes);
  await app.register(calendarRoutes);
  await app.register(officeExportRoutes);
  await app.register(officeSearchRoutes);
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
};
