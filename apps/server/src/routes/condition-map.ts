import { conditionMapCalls } from '@vve/contract/calls/condition-map';
import { changeModelLinks } from '../commands/link-model-elements';
import { isoDay } from '../lib/clock';
import { assertAspectVisible } from '../policies/aspects';
import { conditionMapAccess } from '../policies/condition-map';
import { visibleProject } from '../policies/bim-projects';
import { supplierScope } from '../policies/supplier-scope';
import { presentRegisterElement } from '../presenters/aspect-element';
import { findProject } from '../queries/bim-projects';
import { findElement } from '../queries/office-planning';
import { readConditionMap } from '../reads/condition-map';
import type { SessionUser } from '../lib/session-user';
import { callRoutes } from './define-route';

/**
 * A 3D project's condition map, for administrators (every element, with the plan's works) and the suppliers who see
 * the project (the elements of the aspects they have a task or an inspection of); 404 to residents. Administrators
 * link model elements to the register.
 */
export const conditionMapRoutes = callRoutes((route, { db, clock }) => {
  route(conditionMapCalls.conditionMap, {
    handler: async ({ user, params }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      return readConditionMap(
        db,
        project,
        await conditionMapAccess(db, user, project.complexId),
        isoDay(clock()),
      );
    },
  });

  const changed = async (elementId: number) => presentRegisterElement(await findElement(db, elementId));
  /** Administrators link any element; a supplier those of the aspects it has a task or an inspection of (else 404). */
  const linkable = async (user: SessionUser, elementId: number) => {
    const element = await findElement(db, elementId);
    await assertAspectVisible(db, supplierScope(user), element.aspectId, 'Element');
  };

  route(conditionMapCalls.linkModelElements, {
    handler: async ({ user, params: { id }, body }) => {
      await linkable(user, id);
      await changeModelLinks(db, {
        userId: user.id,
        at: clock(),
        elementId: id,
        link: body.globalIds,
        unlink: [],
      });
      return changed(id);
    },
  });

  route(conditionMapCalls.unlinkModelElement, {
    handler: async ({ user, params: { id, guid } }) => {
      await linkable(user, id);
      await changeModelLinks(db, { userId: user.id, at: clock(), elementId: id, link: [], unlink: [guid] });
      return changed(id);
    },
  });
});
