import { INVITATIONS_PER_CALL, officePeopleCalls } from '@vve/contract/calls/office-people';
import { inviteEveryone, invitePerson } from '../commands/password-links';
import { deactivatePerson, reactivatePerson } from '../commands/person-access';
import { createPerson, updatePerson } from '../commands/save-person';
import { presentOfficePerson, presentOfficePersonRow } from '../presenters/office-person';
import { findOfficePeople, findOfficePerson } from '../queries/office-people';
import { callRoutes } from './define-route';

const DONE = { ok: true } as const;

/** The back office's people: administrators only (404 for anyone else). */
export const officePeopleRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  route(officePeopleCalls.people, {
    fromReplica: true,
    handler: async ({ query }) => {
      return (await findOfficePeople(db, query, clock())).map(presentOfficePersonRow);
    },
  });

  route(officePeopleCalls.person, {
    handler: async ({ params }) => {
      return presentOfficePerson(await findOfficePerson(db, params.id, clock()));
    },
  });

  route(officePeopleCalls.createPerson, {
    handler: async ({ user, body }) => {
      return { id: await createPerson(db, { ...body, userId: user.id, at: clock() }) };
    },
  });

  route(officePeopleCalls.updatePerson, {
    handler: async ({ user, params, body }) => {
      await updatePerson(db, { ...body, id: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(officePeopleCalls.deactivatePerson, {
    handler: async ({ user, params }) => {
      await deactivatePerson(db, { personId: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(officePeopleCalls.reactivatePerson, {
    handler: async ({ user, params }) => {
      await reactivatePerson(db, { personId: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(officePeopleCalls.inviteEveryone, {
    handler: async ({ user }) => {
      const invitations = await inviteEveryone(db, {
        userId: user.id,
        publicUrl: app.publicUrl,
        at: clock(),
        limit: INVITATIONS_PER_CALL,
      });
      app.workSignals.send('mail');
      return invitations;
    },
  });

  route(officePeopleCalls.invitePerson, {
    handler: async ({ user, params }) => {
      await invitePerson(db, { personId: params.id, userId: user.id, publicUrl: app.publicUrl, at: clock() });
      app.workSignals.send('mail');
      return DONE;
    },
  });
});
