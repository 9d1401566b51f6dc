import { describe, expect, it } from 'vitest';
import { projectFromAppPath, viewpointPath } from './viewer-paths';

describe('viewer paths', () => {
  it('opens a viewpoint of a project', () => {
    expect(viewpointPath(3, 7, '2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10')).toBe(
      '/vve/3/project/7/?viewpointId=2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10',
    );
  });

  it('escapes a viewpoint id', () => {
    expect(viewpointPath(3, 7, 'a&b c')).toBe('/vve/3/project/7/?viewpointId=a%26b+c');
  });

  it('opens a project from the app', () => {
    expect(projectFromAppPath(1, 2)).toBe('/vve/1/project/2/?fromApp=true');
  });
});
