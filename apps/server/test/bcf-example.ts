import type { BcfTopic, BcfViewpoint } from '../src/lib/bcf/bcf-topic';

/** An IFC GlobalId of the examples' selections. */
export const WINDOW_GUID = '2O2Fr$t4X7Zf8NOew3FLOH';

/** A viewpoint that selects and colours the window, seen from a field of view wider than BCF 2.1 allows. */
export const EXAMPLE_VIEWPOINT: BcfViewpoint = {
  guid: 'b0b0b0b0-0000-4000-8000-000000000001',
  camera: { position: [10, -12, 8], direction: [-0.5, 0.7, -0.3], up: [0, 0, 1], fieldOfView: 70 },
  selected: [WINDOW_GUID],
  coloring: [{ color: 'D73027', guids: [WINDOW_GUID] }],
};

/** A topic with every field the product writes: a comment, and two viewpoints (the first selects and colours). */
export const EXAMPLE_TOPIC: BcfTopic = {
  guid: '3ffb4df2-1e54-4f4a-a6e9-0b1f1a2b3c4d',
  type: 'Request',
  status: 'In Progress',
  title: '12: Leak <at> the "window" & sill',
  priority: 'High',
  labels: ['De Linde'],
  creationDate: '2026-03-01T10:00:00.000Z',
  creationAuthor: 'owner@example.com',
  modifiedDate: undefined,
  dueDate: '2026-03-10T00:00:00Z',
  assignedTo: 'Dakwerken BV',
  description: 'Leak at the window\nsecond line',
  comments: [
    {
      guid: 'c0ffee00-0000-4000-8000-000000000001',
      date: '2026-03-02T09:00:00.000Z',
      author: 'Administrator',
      text: 'When are you home?',
    },
  ],
  viewpoints: [
    EXAMPLE_VIEWPOINT,
    {
      guid: 'b0b0b0b0-0000-4000-8000-000000000002',
      camera: { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 50 },
      selected: [],
      coloring: [],
    },
  ],
};
