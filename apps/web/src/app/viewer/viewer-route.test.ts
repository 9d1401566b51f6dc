import { describe, expect, it } from 'vitest';
import {
  elementInModelPath,
  projectFromAppPath,
  viewpointPath,
  workOrderViewpointPath,
} from '../../lib/viewer-paths';
import { parseViewerRoute } from './viewer-route';

const parse = (path: string) => {
  const url = new URL(path, 'https://vve.example');
  return parseViewerRoute(url.pathname, url.search);
};

describe('parseViewerRoute', () => {
  it('reads a viewpoint path of reportDetails', () => {
    expect(parse(viewpointPath(3, 7, '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c11'))).toEqual({
      kind: 'project',
      complexId: 3,
      projectId: 7,
      viewpointId: '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c11',
      fromApp: false,
      elementId: null,
    });
  });

  it('reads a project opened from the app', () => {
    expect(parse(projectFromAppPath(1, 2))).toEqual({
      kind: 'project',
      complexId: 1,
      projectId: 2,
      viewpointId: null,
      fromApp: true,
      elementId: null,
    });
  });

  it('reads a register element to link, opened from an inspection', () => {
    expect(parse(elementInModelPath(1, 2, 31))).toEqual({
      kind: 'project',
      complexId: 1,
      projectId: 2,
      viewpointId: null,
      fromApp: false,
      elementId: 31,
    });
    expect(parse('/vve/1/project/2/?element=abc')).toMatchObject({ elementId: null });
  });

  it("reads a supplier's work order path", () => {
    expect(parse(workOrderViewpointPath(41))).toEqual({ kind: 'request', requestId: 41 });
  });

  it.each([
    '/vve/x/project/2/',
    '/vve/0/project/2/',
    '/app/',
    '/extern/leverancier/current/request/-1/viewer/',
  ])('knows no page at %s', (path) => {
    expect(parse(path)).toEqual({ kind: 'unknown' });
  });
});
