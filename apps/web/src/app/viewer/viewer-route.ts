/** Which viewer page the browser is on (spec §2), from its path and query. */
export type ViewerRoute =
  | {
      kind: 'project';
      complexId: number;
      projectId: number;
      viewpointId: string | null;
      fromApp: boolean;
      /** A register element to open on the condition map, to link (the inspector's element being graded). */
      elementId: number | null;
    }
  | { kind: 'request'; requestId: number }
  | { kind: 'unknown' };

const PROJECT = /^\/vve\/(\d+)\/project\/(\d+)\/?$/;
const REQUEST = /^\/extern\/leverancier\/current\/request\/(\d+)\/viewer\/?$/;

const positive = (text: string | undefined): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export const parseViewerRoute = (pathname: string, search: string): ViewerRoute => {
  const query = new URLSearchParams(search);
  const project = PROJECT.exec(pathname);
  if (project) {
    const complexId = positive(project[1]);
    const projectId = positive(project[2]);
    if (complexId !== null && projectId !== null) {
      const viewpointId = query.get('viewpointId');
      return {
        kind: 'project',
        complexId,
        projectId,
        viewpointId: viewpointId === null || viewpointId === '' ? null : viewpointId,
        fromApp: query.get('fromApp') === 'true',
        elementId: positive(query.get('element') ?? undefined),
      };
    }
  }
  const request = REQUEST.exec(pathname);
  const requestId = positive(request?.[1]);
  if (requestId !== null) return { kind: 'request', requestId };
  return { kind: 'unknown' };
};
