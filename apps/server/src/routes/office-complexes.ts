import { officeComplexesCalls } from '@vve/contract/calls/office-complexes';
import { archiveComplex } from '../commands/archive-complex';
import { createComplex } from '../commands/create-complex';
import { addMeeting, removeMeeting } from '../commands/plan-meeting';
import { removeBimProject } from '../commands/remove-bim-project';
import { removeUnit } from '../commands/remove-unit';
import { showOwnerConditionMap } from '../commands/show-owner-condition-map';
import { addBimProject, renameBimProject } from '../commands/save-bim-project';
import { addUnit, updateUnit } from '../commands/save-unit';
import { updateComplex } from '../commands/update-complex';
import { presentAuditEntry } from '../presenters/audit-entry';
import {
  presentMeeting,
  presentOfficeBimProject,
  presentOfficeComplex,
  presentOfficeComplexRow,
  presentUnit,
} from '../presenters/office-complex';
import { findAuditTrail } from '../queries/audit-trail';
import {
  findComplex,
  findComplexListPage,
  findComplexProject,
  findComplexProjects,
  findMeeting,
  findMeetings,
  findUnit,
  findUnits,
} from '../queries/office-complexes';
import { callRoutes } from './define-route';

/** The back office's administration of complexes, their units, meetings and 3D projects: administrators only. */
export const officeComplexRoutes = callRoutes((route, { db, clock }) => {
  const presentComplex = async (id: number) => presentOfficeComplex(await findComplex(db, id));

  route(officeComplexesCalls.officeComplexList, {
    fromReplica: true,
    handler: async ({ query }) => {
      return (await findComplexListPage(db, query)).map(presentOfficeComplexRow);
    },
  });

  route(officeComplexesCalls.createComplex, {
    handler: async ({ user, body }) => {
      return presentComplex(await createComplex(db, { ...body, userId: user.id, at: clock() }));
    },
  });

  route(officeComplexesCalls.officeComplex, {
    handler: async ({ params: { id } }) => {
      const complex = await findComplex(db, id);
      const [units, meetings, projects, audit] = await Promise.all([
        findUnits(db, id),
        findMeetings(db, id),
        findComplexProjects(db, id),
        findAuditTrail(db, 'complex', id),
      ]);
      return {
        complex: presentOfficeComplex(complex),
        units: units.map(presentUnit),
        meetings: meetings.map(presentMeeting),
        projects: projects.map(presentOfficeBimProject),
        ownerConditionMap: complex.ownerConditionMap,
        audit: audit.map(presentAuditEntry),
      };
    },
  });

  route(officeComplexesCalls.updateComplex, {
    handler: async ({ user, params: { id }, body }) => {
      await updateComplex(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return presentComplex(id);
    },
  });

  route(officeComplexesCalls.setOwnerConditionMap, {
    handler: async ({ user, params: { id }, body }) => {
      await showOwnerConditionMap(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return { shown: (await findComplex(db, id)).ownerConditionMap };
    },
  });

  route(officeComplexesCalls.archiveComplex, {
    handler: async ({ user, params: { id }, body }) => {
      await archiveComplex(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return presentComplex(id);
    },
  });

  route(officeComplexesCalls.addUnit, {
    handler: async ({ user, params: { id }, body }) => {
      const unitId = await addUnit(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return presentUnit(await findUnit(db, unitId));
    },
  });

  route(officeComplexesCalls.updateUnit, {
    handler: async ({ user, params: { id }, body }) => {
      await updateUnit(db, { ...body, unitId: id, userId: user.id, at: clock() });
      return presentUnit(await findUnit(db, id));
    },
  });

  route(officeComplexesCalls.removeUnit, {
    handler: async ({ user, params: { id } }) => {
      await removeUnit(db, { unitId: id, userId: user.id, at: clock() });
      return { id };
    },
  });

  route(officeComplexesCalls.addMeeting, {
    handler: async ({ user, params: { id }, body }) => {
      const meetingId = await addMeeting(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return presentMeeting(await findMeeting(db, meetingId));
    },
  });

  route(officeComplexesCalls.removeMeeting, {
    handler: async ({ user, params: { id } }) => {
      await removeMeeting(db, { meetingId: id, userId: user.id, at: clock() });
      return { id };
    },
  });

  route(officeComplexesCalls.addBimProject, {
    handler: async ({ user, params: { id }, body }) => {
      const projectId = await addBimProject(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return presentOfficeBimProject(await findComplexProject(db, projectId));
    },
  });

  route(officeComplexesCalls.renameBimProject, {
    handler: async ({ user, params: { id }, body }) => {
      await renameBimProject(db, { ...body, projectId: id, userId: user.id, at: clock() });
      return presentOfficeBimProject(await findComplexProject(db, id));
    },
  });

  route(officeComplexesCalls.removeBimProject, {
    handler: async ({ user, params: { id } }) => {
      await removeBimProject(db, { projectId: id, userId: user.id, at: clock() });
      return { id };
    },
  });
});
