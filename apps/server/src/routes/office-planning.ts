import { officePlanningCalls } from '@vve/contract/calls/office-planning';
import {
  addAspect,
  addElement,
  removeAspect,
  removeElement,
  updateAspect,
  updateElement,
} from '../commands/plan-aspects';
import { planTask, removeTask, updateTask } from '../commands/plan-tasks';
import { presentRegisterElement } from '../presenters/aspect-element';
import { presentOfficeAspect, presentOfficeTask } from '../presenters/office-planning';
import {
  findAspectsOf,
  findElement,
  findOfficeAspect,
  findOfficeTask,
  findOpenTasksOf,
  findPerformedTasksOf,
  findPlannedComplex,
  findPlanningChoices,
} from '../queries/office-planning';
import { callRoutes } from './define-route';

/** The back office's maintenance planning of complexes: aspects, elements and tasks; administrators only. */
export const officePlanningRoutes = callRoutes((route, { db, clock }) => {
  const presentAspect = async (id: number) => presentOfficeAspect(await findOfficeAspect(db, id));
  const presentTask = async (id: number) => presentOfficeTask(await findOfficeTask(db, id));
  const presentElement = async (id: number) => presentRegisterElement(await findElement(db, id));

  route(officePlanningCalls.planningChoices, {
    handler: async () => {
      return findPlanningChoices(db);
    },
  });

  route(officePlanningCalls.officePlanning, {
    handler: async ({ params: { id } }) => {
      const complex = await findPlannedComplex(db, id);
      const [aspects, openTasks, performedTasks] = await Promise.all([
        findAspectsOf(db, id),
        findOpenTasksOf(db, id),
        findPerformedTasksOf(db, id),
      ]);
      return {
        complex: { id: complex.id, naam: complex.naam, archived: complex.archivedAt !== null },
        aspects: aspects.map(presentOfficeAspect),
        openTasks: openTasks.map(presentOfficeTask),
        performedTasks: performedTasks.map(presentOfficeTask),
      };
    },
  });

  route(officePlanningCalls.addAspect, {
    handler: async ({ user, params: { id }, body }) => {
      return presentAspect(await addAspect(db, { ...body, complexId: id, userId: user.id, at: clock() }));
    },
  });

  route(officePlanningCalls.updateAspect, {
    handler: async ({ user, params: { id }, body }) => {
      await updateAspect(db, { ...body, aspectId: id, userId: user.id, at: clock() });
      return presentAspect(id);
    },
  });

  route(officePlanningCalls.removeAspect, {
    handler: async ({ user, params: { id } }) => {
      await removeAspect(db, { aspectId: id, userId: user.id, at: clock() });
      return { id };
    },
  });

  route(officePlanningCalls.addElement, {
    handler: async ({ user, params: { id }, body }) => {
      return presentElement(await addElement(db, { ...body, aspectId: id, userId: user.id, at: clock() }));
    },
  });

  route(officePlanningCalls.updateElement, {
    handler: async ({ user, params: { id }, body }) => {
      await updateElement(db, { ...body, elementId: id, userId: user.id, at: clock() });
      return presentElement(id);
    },
  });

  route(officePlanningCalls.removeElement, {
    handler: async ({ user, params: { id } }) => {
      await removeElement(db, { elementId: id, userId: user.id, at: clock() });
      return { id };
    },
  });

  route(officePlanningCalls.planTask, {
    handler: async ({ user, params: { id }, body }) => {
      return presentTask(await planTask(db, { ...body, aspectId: id, userId: user.id, at: clock() }));
    },
  });

  route(officePlanningCalls.updateTask, {
    handler: async ({ user, params: { id }, body }) => {
      await updateTask(db, { ...body, taskId: id, userId: user.id, at: clock() });
      return presentTask(id);
    },
  });

  route(officePlanningCalls.removeTask, {
    handler: async ({ user, params: { id } }) => {
      await removeTask(db, { taskId: id, userId: user.id, at: clock() });
      return { id };
    },
  });
});
