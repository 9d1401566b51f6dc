/**
 * The 3D viewer's pages (spec §2), outside the app's routes: served by the same origin as the app, so that the
 * viewer can post messages back (the app only listens to its own origin).
 */

/** A project's model (opened from the back office, in a tab of its own). */
export const projectPath = (complexId: number, projectId: number): string =>
  `/vve/${encodeURIComponent(complexId)}/project/${encodeURIComponent(projectId)}/`;

/** A viewpoint of a request in the 3D model (reportDetails). */
export const viewpointPath = (complexId: number, projectId: number, viewpointId: string): string =>
  `${projectPath(complexId, projectId)}?${new URLSearchParams({ viewpointId }).toString()}`;

/** A project opened from the app (bimDetails); the flag lets the viewer offer to create a request. */
export const projectFromAppPath = (complexId: number, projectId: number): string =>
  `${projectPath(complexId, projectId)}?fromApp=true`;

/** A register element on a project's condition map, opened to link it to the model (inspectionElementDetails). */
export const elementInModelPath = (complexId: number, projectId: number, elementId: number): string =>
  `${projectPath(complexId, projectId)}?${new URLSearchParams({ element: String(elementId) }).toString()}`;

/** The message the viewer posts to the app after it created a request. */
export const REQUEST_CREATED = 'REQUEST_CREATED';

/** The viewpoint of a work order's request in the 3D model (workAssignmentDetails). */
export const workOrderViewpointPath = (requestId: number): string =>
  `/extern/leverancier/current/request/${encodeURIComponent(requestId)}/viewer/`;
