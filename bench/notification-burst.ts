/**
 * A burst of notifications against the API's latency, measured in one run (issue 15): an unrelated call (a
 * resident's properties) alone, and again while 1,000 new requests are raised at once, each telling every
 * administrator in the app and by email (digest jobs in pg-boss, emails into the outbox). The changes are
 * committed first; what is measured is their delivery, which runs in the background on the same process.
 * Run: `npm run bench:notification-burst` (DATABASE_URL for a server database).
 */
import { count, eq, isNotNull } from 'drizzle-orm';
import { raiseRequest } from '../apps/server/src/commands/raise-request';
import { openDatabase } from '../apps/server/src/db/database';
import { users } from '../apps/server/src/db/schema/accounts';
import { complexes } from '../apps/server/src/db/schema/complexes';
import { outboxEmails } from '../apps/server/src/db/schema/mail';
import { notificationEvents, notifications } from '../apps/server/src/db/schema/notifications';
import { NOTIFICATION_EMAIL_JOB } from '../apps/server/src/jobs/notifications-worker';
import { DURATION_S, latencyHeader, latencyRow, startBenchServer } from './bench-server';

const EVENTS = 1000;
const ADMINISTRATORS = 5;
const CONNECTIONS = 10;
const UNRELATED_PATH = '/api/app/details';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
const { db } = database;
const server = await startBenchServer(db);
const { cookie } = await server.newOwner();

const stamp = Date.now();
const [complex] = await db
  .insert(complexes)
  .values({
    naam: `Burst ${stamp}`,
    omschrijving: '',
    adres: 'Burststraat 1',
    plaats: 'Utrecht',
    financieelBeheer: false,
  })
  .returning({ id: complexes.id });
const [resident] = await db
  .insert(users)
  .values({ username: `burst-resident-${stamp}`, name: 'Burst', roles: ['owner'] })
  .returning({ id: users.id });
if (!complex || !resident) throw new Error('bench data not made');
const admins = await db
  .insert(users)
  .values(
    Array.from({ length: ADMINISTRATORS }, (_, index) => ({
      username: `burst-admin-${stamp}-${index}`,
      email: `burst-admin-${stamp}-${index}@bench.test`,
      name: `Beheerder ${index}`,
      roles: ['administrator'],
    })),
  )
  .returning({ id: users.id });

const unread = async () => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, admins[0]?.id ?? 0));
  return row?.n ?? 0;
};
const eventsLeft = async () => (await db.select({ n: count() }).from(notificationEvents))[0]?.n ?? 0;
const emailsQueued = async () =>
  (await db.select({ n: count() }).from(outboxEmails).where(isNotNull(outboxEmails.loggedAt)))[0]?.n ?? 0;

const alone = await server.measure(UNRELATED_PATH, CONNECTIONS, cookie);

// The burst: 1,000 requests committed, then the measurement while they are told.
const emailsBefore = await emailsQueued();
for (let index = 0; index < EVENTS; index += 1) {
  await raiseRequest(db, {
    complexId: complex.id,
    description: `Melding ${index + 1} van de burst`,
    publiclyVisible: false,
    createdBy: resident.id,
    createdAt: new Date(),
  });
}
const burstStart = performance.now();
let deliveredAt: number | undefined;
const watch = (async () => {
  while ((await eventsLeft()) > 0 || (await server.app.jobs.due(NOTIFICATION_EMAIL_JOB)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  deliveredAt = performance.now();
})();
server.app.notifications.kick();
const duringBurst = await server.measure(UNRELATED_PATH, CONNECTIONS, cookie);
await watch;
await server.app.mail.deliverDue();

console.log(
  `${database.kind} database; ${EVENTS} events for ${ADMINISTRATORS} administrators; ${DURATION_S} s per row\n`,
);
console.log(latencyHeader(`GET ${UNRELATED_PATH}, ${CONNECTIONS} connections`));
console.log(latencyRow('alone', alone));
console.log(latencyRow(`while ${EVENTS} events are told`, duringBurst));
console.log(`\np99 during the burst / p99 alone: ${(duringBurst.p99 / Math.max(alone.p99, 1)).toFixed(2)}`);
console.log(
  `all told in ${(((deliveredAt ?? performance.now()) - burstStart) / 1000).toFixed(1)} s: ` +
    `${await unread()} notifications for each administrator, ` +
    `${(await emailsQueued()) - emailsBefore} digest emails in the outbox at once, ` +
    `${await server.app.jobs.pending(NOTIFICATION_EMAIL_JOB)} digests waiting for their 10-minute window`,
);

await server.close();
await database.close();
