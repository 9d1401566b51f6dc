import * as OBC from '@thatopen/components';
import { describe, expect, it } from 'vitest';
import type { BcfVersion } from '@vve/contract/calls/bcf';
import { EXAMPLE_TOPIC, EXAMPLE_VIEWPOINT, WINDOW_GUID } from '../../../test/bcf-example';
import type { BcfTopic } from './bcf-topic';
import { readBcf } from './read-bcf';
import { writeBcf } from './write-bcf';

/**
 * Interoperability with the BCF reader and writer of the That Open engine (`@thatopen/components` BCFTopics), which
 * the viewer's family of packages uses: what the product writes it loads with the same topics, statuses and
 * GlobalIds, and what it writes the product imports.
 */
const LIMITS = { unpackedBytes: 10 * 1024 * 1024, entries: 100, topics: 10 };
const ROOF = '1hOSvn6df7F8_7GcBWlS_W';

/**
 * The example topic with one viewpoint, which selects two elements, and a title without markup characters (That
 * Open's reader leaves entities as they are written).
 */
const ours: BcfTopic = {
  ...EXAMPLE_TOPIC,
  title: '12: Leak at the window',
  viewpoints: [{ ...EXAMPLE_VIEWPOINT, selected: [WINDOW_GUID, ROOF], coloring: [] }],
};

/** BCFTopics of a fresh engine, set to write `version` ('3' is how it names 3.0). */
const engine = (version: BcfVersion) => {
  const components = new OBC.Components();
  const topics = components.get(OBC.BCFTopics);
  topics.setup({ author: 'coordinator@example.com', version: version === '3.0' ? '3' : '2.1' });
  return { components, topics };
};

describe.each(['2.1', '3.0'] as const)('BCF %s with That Open BCFTopics', (version) => {
  it('loads what the product writes: the same topic, status, comment and GlobalIds', async () => {
    const { components, topics } = engine(version);
    const loaded = await topics.load(writeBcf({ version, topics: [ours] }));
    expect(loaded.topics).toHaveLength(1);
    const [topic] = loaded.topics;
    expect(topic?.guid).toBe(ours.guid);
    expect(topic?.title).toBe(ours.title);
    expect(topic?.status).toBe('In Progress');
    expect(topic?.priority).toBe('High');
    expect(topic?.assignedTo).toBe('Dakwerken BV');
    expect([...(topic?.labels ?? [])]).toEqual(['De Linde']);
    expect([...(topic?.comments.values() ?? [])].map((comment) => comment.comment)).toEqual([
      'When are you home?',
    ]);
    const [viewpointGuid] = [...(topic?.viewpoints ?? [])];
    const viewpoint = components.get(OBC.Viewpoints).list.get(viewpointGuid ?? '');
    expect([...(viewpoint?.selectionComponents ?? [])].sort()).toEqual([ROOF, WINDOW_GUID]);
  });

  it('imports what That Open writes: topic, status, comment and the viewpoint selection', async () => {
    const { components, topics } = engine(version);
    const topic = topics.create({
      title: 'Gutter loose',
      type: 'Issue',
      status: 'Active',
      priority: 'Major',
      description: 'The gutter on the north side hangs loose',
      labels: new Set(['Roof']),
    });
    const viewpoint = components.get(OBC.Viewpoints).create({
      components: {
        selection: [{ ifc_guid: ROOF, authoring_tool_id: null }],
        coloring: [],
        visibility: {
          default_visibility: true,
          exceptions: [],
          view_setup_hints: {
            spaces_visible: false,
            space_boundaries_visible: false,
            openings_visible: false,
          },
        },
      },
      perspective_camera: {
        camera_view_point: { x: 1, y: 2, z: 3 },
        camera_direction: { x: 0, y: 0, z: -1 },
        camera_up_vector: { x: 0, y: 1, z: 0 },
        field_of_view: 60,
        aspect_ratio: 1.5,
      },
    });
    topic.viewpoints.add(viewpoint.guid);
    topic.createComment('Seen from the street', viewpoint.guid);
    const exported = new Uint8Array(await (await topics.export()).arrayBuffer());

    const read = await readBcf(Buffer.from(exported), LIMITS);
    expect(read.version).toBe(version);
    expect(read.unreadable).toEqual([]);
    const [back] = read.topics;
    expect(back?.guid).toBe(topic.guid);
    expect(back?.title).toBe('Gutter loose');
    expect(back?.status).toBe('Active');
    expect(back?.priority).toBe('Major');
    expect(back?.description).toBe('The gutter on the north side hangs loose');
    expect(back?.comments.map((comment) => comment.text)).toEqual(['Seen from the street']);
    expect(back?.viewpoints.map((found) => found.selected)).toEqual([[ROOF]]);
    expect(back?.viewpoints[0]?.camera).toBeDefined();
  });
});
