import type { PinnedRequest } from '@vve/contract/calls/bim';
import { describe, expect, it } from 'vitest';
import { placedOnStorey, type PlacedRequest } from './model-places';
import type { PlaceNode } from './spatial-tree';

const request = (id: number): PinnedRequest => ({
  id,
  nr: String(id),
  omschrijving: 'Klemmende deur',
  status: 'NIEUW',
  viewpoint: {
    guid: '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c11',
    projectId: 7,
    camera: { position: [0, 0, 0], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 50 },
    selectedGuids: [],
    createdAt: '2026-11-20T10:00:00.000Z',
  },
});

const placed = (localId: number): PlacedRequest => ({ request: request(localId), localId, at: [0, 0, 0] });

const storey: PlaceNode = { localId: 2, kind: 'storey', children: [], contents: [2, 20, 21] };

describe('placedOnStorey', () => {
  it('keeps the markers of requests on the storey shown alone', () => {
    expect(
      placedOnStorey([placed(20), placed(30), placed(21)], storey).map(({ localId }) => localId),
    ).toEqual([20, 21]);
  });

  it('keeps every marker when all storeys show', () => {
    expect(placedOnStorey([placed(20), placed(30)], null)).toHaveLength(2);
  });
});
