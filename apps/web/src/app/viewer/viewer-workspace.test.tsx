import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PinnedRequest, ViewpointCamera } from '@vve/contract/calls/bim';
import type { ConditionMap, MapElement } from '@vve/contract/calls/condition-map';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineOwner } from '../../lib/offline/sync-state';
import { json, stubFetch, TEST_PERSON_ID } from '../../test/fake-api';
import { category, item } from '../../test/spatial-structure';
import { bimModel, bimProject } from '../../test/viewer-data';
import type { Vec3 } from '../../features/bim/engine/bcf-camera';
import type { ViewerEngine } from '../../features/bim/engine/viewer-engine';
import { CONDITION_COLORS } from '@vve/contract/rules/condition-colors';
import { ViewerProviders } from './viewer-providers';
import { ViewerWorkspace } from './viewer-workspace';
import type { RaiseAs } from './viewer-roles';
import type { ModelRequestCreate } from '@vve/contract/calls/model-requests';
import { report } from '../../test/request-app-data';
import { roofElement } from '../../test/office-supplier-data';
import { file } from '../../test/request-app-data';
import { complexDetails } from '../../test/office-complex-data';
import { preparedMeeting } from '../../test/meeting-data';

// The 3D part needs WebGL: a stand-in engine answers what the model holds.
const model = vi.hoisted(() => ({ engine: null as ViewerEngine | null }));
vi.mock('../../features/bim/engine/use-viewer-model', () => ({
  useViewerModel: () => ({ state: 'ready', engine: model.engine }),
}));

const camera: ViewpointCamera = { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 50 };

// Two storeys, each with an apartment (an IfcSpace) and, in its front wall, a door or a window.
const structure = category(
  'IFCPROJECT',
  item(
    1,
    category(
      'IFCBUILDINGSTOREY',
      item(2, category('IFCSPACE', item(10)), category('IFCDOOR', item(20))),
      item(3, category('IFCSPACE', item(11)), category('IFCWINDOW', item(21))),
    ),
  ),
);

const DOOR_GUID = '1hOSvn6df7F8_7GcBWlRGQ';
const WINDOW_GUID = '2hOSvn6df7F8_7GcBWlRGQ';

// Item data as That Open answers it; a space has a short Name and a LongName.
const items: Record<number, object> = {
  2: { _category: { value: 'IFCBUILDINGSTOREY' }, Name: { value: 'Begane grond' } },
  3: { _category: { value: 'IFCBUILDINGSTOREY' }, Name: { value: '1e verdieping' } },
  10: {
    _category: { value: 'IFCSPACE' },
    _guid: { value: '3hOSvn6df7F8_7GcBWlRGQ' },
    Name: { value: 'Apartment 0.01' },
    LongName: { value: 'Appartement 0.01' },
  },
  11: {
    _category: { value: 'IFCSPACE' },
    Name: { value: 'Apartment 1.01' },
    LongName: { value: 'Appartement 1.01' },
  },
  20: {
    _category: { value: 'IFCDOOR' },
    _guid: { value: DOOR_GUID },
    Name: { value: 'Door 0.01-1' },
    ObjectType: { value: 'Voordeur hout 100x230' },
    IsDefinedBy: [
      {
        Name: { value: 'Pset_DoorCommon' },
        HasProperties: [{ Name: { value: 'IsExternal' }, NominalValue: { value: true } }],
      },
    ],
  },
  21: { _category: { value: 'IFCWINDOW' }, _guid: { value: WINDOW_GUID }, Name: { value: 'Window 1.01-1' } },
};

// Boxes in the scene (Y up): the apartments, and a door just outside its apartment, in the facade.
const boxes: Record<number, { min: Vec3; max: Vec3 }> = {
  10: { min: [0, 0, 0], max: [5, 3, 10] },
  11: { min: [0, 3, 0], max: [5, 6, 10] },
  20: { min: [0.7, 0, -0.2], max: [1.7, 2.3, -0.1] },
  21: { min: [2.9, 3.9, -0.2], max: [4.7, 5.1, -0.1] },
};
const centre = (localId: number): Vec3 | null => {
  const box = boxes[localId];
  return box
    ? [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2]
    : null;
};
const localIds: Record<string, number> = { [DOOR_GUID]: 20, [WINDOW_GUID]: 21 };

/** The viewer's picture of the view, as the engine answers it (a PNG's first bytes in base64). */
const SNAPSHOT = 'iVBORw0KGgo=';

const fakeEngine = () => ({
  canvas: document.createElement('canvas'),
  describe: vi.fn(),
  invalidate: vi.fn(),
  onFrame: () => () => undefined,
  size: () => ({ width: 360, height: 300 }),
  project: () => ({ x: 0, y: 0, z: 0.5 }),
  highlight: vi.fn(() => Promise.resolve()),
  paintElements: vi.fn(() => Promise.resolve()),
  isolate: vi.fn(() => Promise.resolve()),
  setBcfCamera: vi.fn(),
  bcfCamera: () => camera,
  snapshot: () => SNAPSHOT,
  pick: () => Promise.resolve(null),
  spatialStructure: () => Promise.resolve(structure),
  itemsData: (ids: readonly number[]) => Promise.resolve(ids.map((id) => items[id] ?? {})),
  itemsOfClasses: () => Promise.resolve({ IFCDOOR: [20], IFCWINDOW: [21] }),
  guidsOf: (ids: readonly number[]) =>
    Promise.resolve(ids.map((id) => Object.keys(localIds).find((guid) => localIds[guid] === id) ?? null)),
  localIdsOf: (guids: readonly string[]) => Promise.resolve(guids.map((guid) => localIds[guid] ?? null)),
  centresOf: (ids: readonly number[]) => Promise.resolve(ids.map(centre)),
  boxesOf: (ids: readonly number[]) => Promise.resolve(ids.map((id) => boxes[id] ?? null)),
});

const pinned = (id: number, omschrijving: string, guid: string): PinnedRequest => ({
  id,
  nr: String(id),
  omschrijving,
  status: 'IN_BEHANDELING',
  viewpoint: {
    guid: `0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c${String(id)}`,
    projectId: 7,
    camera,
    selectedGuids: [guid],
    createdAt: '2026-11-20T10:00:00.000Z',
  },
});

const readyModel = bimModel({
  status: 'READY',
  convertedAt: '2026-11-20T10:01:00.000Z',
  fragmentsBytes: 40_000,
});

const project = bimProject({ model: readyModel });

// The register: the front door linked to the model's door, scored 2 in spring and 5 in autumn; the window unlinked.
const SPRING = '2026-04-01T09:00:00.000Z';
const AUTUMN = '2026-10-01T09:00:00.000Z';
const frontDoor: MapElement = {
  id: 31,
  aspectId: 3,
  aspectName: 'Kozijnen',
  label: 'Voordeur',
  location: 'Entree',
  nlsfbCode: '3120',
  globalIds: [DOOR_GUID],
  scores: [
    { inspectionId: 40, performedAt: SPRING, score: 2 },
    { inspectionId: 41, performedAt: AUTUMN, score: 5 },
  ],
  planLines: [
    { id: 5, activity: 'replace', description: 'Voordeur vervangen', works: [{ year: 2028, cost: 4200 }] },
  ],
};
const frontWindow: MapElement = {
  ...frontDoor,
  id: 32,
  label: 'Raam 1.01',
  location: 'Gevel',
  globalIds: [],
  scores: [],
  planLines: [],
};
const conditionMap = (proposesLinks: boolean): ConditionMap => ({
  projectId: 7,
  complexId: 1,
  mayLink: true,
  proposesLinks,
  elements: [frontDoor, frontWindow],
});

const renderWorkspace = ({
  technicalDetails = false,
  mapFor = null,
  raiseAs = 'resident',
  elementId = null,
}: {
  technicalDetails?: boolean;
  mapFor?: 'administrator' | 'supplier' | null;
  raiseAs?: RaiseAs;
  elementId?: number | null;
} = {}) => {
  const links: object[] = [];
  const raised: ModelRequestCreate[] = [];
  const added: object[] = [];
  const shown: object[] = [];
  stubFetch({
    'GET /api/app/office/complexes/1/planning': () =>
      json(200, {
        complex: { id: 1, naam: 'VvE Het Anker', archived: false },
        aspects: [{ id: 3, name: 'Kozijnen', aspectType: { id: 1, name: 'FRAMES' }, elements: [] }],
        openTasks: [],
        performedTasks: [],
      }),
    'POST /api/app/office/aspects/3/elements': ({ init }) => {
      added.push(JSON.parse(init?.body as string) as object);
      return json(200, { ...roofElement, id: 33, label: 'Raam 1.02', globalIds: [WINDOW_GUID] });
    },
    'GET /api/app/office/work-order-choices': () =>
      json(200, {
        suppliers: [{ id: 5, naam: 'Dakwerken Smit', hasActiveContract: true }],
        priorities: ['Hoog'],
        repairTypes: ['Lekkage'],
      }),
    'POST /api/app/office/bim-projects/7/requests': ({ init }) => {
      const body = JSON.parse(init?.body as string) as ModelRequestCreate;
      raised.push(body);
      return json(200, { requestId: 14, nr: 14, workOrderId: body.workOrder ? 90 : null });
    },
    'GET /api/app/bim/projects/7/condition-map': () => json(200, conditionMap(mapFor === 'administrator')),
    'GET /api/app/aspect-elements/31/condition-history': () =>
      json(200, {
        element: roofElement,
        aspect: { id: 3, name: null, aspectType: { id: 1, name: 'Kozijnen' } },
        entries: [
          { inspectionId: 40, performedAt: SPRING, score: 2, state: 'GREAT', defects: [] },
          {
            inspectionId: 41,
            performedAt: AUTUMN,
            score: 5,
            state: 'BAD',
            defects: [
              {
                type: 'rot',
                severity: 'serious',
                intensity: 3,
                extent: 3,
                description: 'Houtrot onderdorpel',
                files: [90],
                photos: [file(90, 'onderdorpel.jpg')],
              },
            ],
          },
        ],
      }),
    'POST /api/app/aspect-elements/32/model-links': ({ init }) => {
      links.push(JSON.parse(init?.body as string) as object);
      return json(200, {});
    },
    'GET /api/app/office/complexes/1': () => json(200, complexDetails()),
    'GET /api/app/office/meetings/22': () => json(200, { ...preparedMeeting, id: 22 }),
    'PUT /api/app/office/agenda-items/72/viewpoint': ({ init }) => {
      shown.push(JSON.parse(init?.body as string) as object);
      return json(200, { ...preparedMeeting, id: 22 });
    },
    'GET /api/app/bim/projects/7/requests': () =>
      json(200, [pinned(11, 'Klemmende deur', DOOR_GUID), pinned(12, 'Lekkend raam', WINDOW_GUID)]),
    'POST /api/app/reports': () =>
      json(
        201,
        report({
          id: 13,
          nr: '13',
          aanmaakDatum: '2026-11-22T10:00:00.000Z',
          omschrijving: 'Deur klemt',
          vve: 1,
          linkedItem: { viewpointId: '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c13', projectId: 7 },
        }),
      ),
  });
  render(
    <ViewerProviders>
      <ViewerWorkspace
        project={{ ...project, conditionMap: mapFor !== null }}
        model={readyModel}
        viewpointId={null}
        fromApp={false}
        elementId={elementId}
        raiseAs={raiseAs}
        technicalDetails={technicalDetails}
      />
    </ViewerProviders>,
  );
  return Object.assign(userEvent.setup(), { links, raised, added, shown });
};

const marker = (name: RegExp) => screen.findByRole('button', { name });
const selectedElement = () => {
  const section = screen.getByRole('heading', { name: 'Selected element' }).closest('section');
  if (!section) throw new Error('No selected element section');
  return within(section);
};

/** The elements scrollIntoView was called on. */
const scrolledIntoView = vi.fn<(element: Element) => void>();

beforeEach(() => {
  // The person logged in on the app's pages, whose requests the viewer sends through the device's queue.
  offlineOwner.write(String(TEST_PERSON_ID));
  model.engine = fakeEngine() as unknown as ViewerEngine;
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolledIntoView(this);
  });
});

afterEach(() => {
  scrolledIntoView.mockReset();
});

describe('the viewer workspace', () => {
  it('hides the markers of requests on storeys that are hidden', async () => {
    const user = renderWorkspace();
    await marker(/^Request 11: Klemmende deur/);
    await marker(/^Request 12: Lekkend raam/);

    await user.click(await screen.findByRole('button', { name: '1e verdieping' }));
    expect(screen.queryByRole('button', { name: /^Request 11:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Request 12:/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await marker(/^Request 11:/)).toBeInTheDocument();
  });

  it('shows a resident a plain name with its storey and space, without the technical properties', async () => {
    const user = renderWorkspace();
    await user.click(await marker(/^Request 11:/));
    expect(await selectedElement().findByText('Door')).toBeInTheDocument();
    expect(selectedElement().getByText('Storey', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Begane grond',
    );
    expect(selectedElement().getByText('Space', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Appartement 0.01',
    );
    for (const jargon of ['IFC class', 'IFCDOOR', 'GlobalId', DOOR_GUID, 'Pset_DoorCommon', 'Door 0.01-1']) {
      expect(selectedElement().queryByText(jargon)).not.toBeInTheDocument();
    }
  });

  it('names a space as the storey list does', async () => {
    const user = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Appartement 0.01' }));
    expect(await selectedElement().findByText('Appartement 0.01')).toBeInTheDocument();
    expect(selectedElement().queryByText('Apartment 0.01')).not.toBeInTheDocument();
  });

  it('shows suppliers and administrators the technical properties under Details', async () => {
    const user = renderWorkspace({ technicalDetails: true });
    await user.click(await marker(/^Request 11:/));
    expect(await selectedElement().findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(selectedElement().getByText('IFCDOOR')).toBeInTheDocument();
    expect(selectedElement().getByText(DOOR_GUID)).toBeInTheDocument();
    expect(selectedElement().getByText('Pset_DoorCommon')).toBeInTheDocument();
  });

  it("scrolls a tapped marker's card into view", async () => {
    const user = renderWorkspace();
    await user.click(await marker(/^Request 12:/));
    const card = await screen.findByRole('region', { name: 'Request 12' });
    await waitFor(() => {
      expect(scrolledIntoView).toHaveBeenCalledWith(card);
    });
  });

  it("scrolls 'Your request has been sent' into view", async () => {
    const user = renderWorkspace();
    await user.click(await marker(/^Request 11:/));
    await user.click(await screen.findByRole('button', { name: 'Create a request' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Deur klemt');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const panel = within(screen.getByRole('complementary', { name: 'Model details' }));
    const sent = (await panel.findByText('Your request has been sent')).closest('[role="alert"]');
    expect(sent).not.toBeNull();
    await waitFor(() => {
      expect(scrolledIntoView).toHaveBeenCalledWith(sent);
    });
  });

  it('paints the condition map at the newest inspection, and as it was after an earlier one', async () => {
    const user = renderWorkspace({ mapFor: 'supplier' });
    const engine = model.engine as unknown as { paintElements: ReturnType<typeof vi.fn> };
    expect(screen.queryByRole('heading', { name: 'Condition map' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Condition map' }));
    await waitFor(() => {
      expect(engine.paintElements).toHaveBeenLastCalledWith([{ color: CONDITION_COLORS[5], localIds: [20] }]);
    });
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getByText('5 poor (slecht)')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 register elements are linked to the model.')).toBeInTheDocument();

    const slider = screen.getByRole('slider', { name: 'Date of the map' });
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => {
      expect(engine.paintElements).toHaveBeenLastCalledWith([{ color: CONDITION_COLORS[2], localIds: [20] }]);
    });

    // The worst element opens its condition: its score then, its history with defects, and the plan's works.
    await user.click(
      within(screen.getByRole('list', { name: 'Worst elements' })).getByRole('button', { name: /Voordeur/ }),
    );
    const card = within(await screen.findByRole('article', { name: 'Voordeur' }));
    expect(card.getByText('Condition 2 good (goed)')).toBeInTheDocument();
    expect(await card.findByText(/Houtrot onderdorpel/)).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Photos' })).getByRole('img', { name: 'Photo 1' }),
    ).toBeInTheDocument();
    expect(card.getByText(/Voordeur vervangen/)).toHaveTextContent('2028');
    // The supplier links the elements it grades: the one shown may be unlinked from its model element.
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Condition map' }));
    await waitFor(() => {
      expect(engine.paintElements).toHaveBeenLastCalledWith(null);
    });
  });

  it('lets an administrator link a picked model element to an element of the register', async () => {
    const user = renderWorkspace({ mapFor: 'administrator', technicalDetails: true });
    await user.click(await screen.findByRole('button', { name: 'Condition map' }));
    await user.click(await marker(/^Request 12:/));
    expect(await screen.findByText('This model element is not linked to the register.')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Link to register element' }),
      'Raam 1.01 (Kozijnen, Gevel)',
    );
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => {
      expect(user.links).toEqual([{ globalIds: [WINDOW_GUID] }]);
    });
  });

  it('opens the element an inspector grades on the map, and offers it first for a picked model element', async () => {
    const user = renderWorkspace({ mapFor: 'supplier', technicalDetails: true, elementId: 32 });
    expect(await screen.findByRole('article', { name: 'Raam 1.01' })).toBeInTheDocument();
    expect(
      screen.getByText('Pick a model element that Raam 1.01 stands for, then choose Link.'),
    ).toBeInTheDocument();
    await user.click(await marker(/^Request 12:/));
    expect(await screen.findByRole('combobox', { name: 'Link to register element' })).toHaveValue('32');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => {
      expect(user.links).toEqual([{ globalIds: [WINDOW_GUID] }]);
    });
    // Proposals from the model's classes are the administrator's.
    expect(screen.queryByRole('list', { name: 'Proposed links' })).not.toBeInTheDocument();
  });

  it('lets an administrator make a new register element of a picked model element', async () => {
    const user = renderWorkspace({
      mapFor: 'administrator',
      technicalDetails: true,
      raiseAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Condition map' }));
    await user.click(await marker(/^Request 12:/));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'New register element in' }),
      'Kozijnen',
    );
    await user.click(screen.getByRole('button', { name: 'Add element' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add element' }));
    // The picked model element is the one it stands for.
    expect(dialog.getByRole('textbox', { name: 'Model elements (IFC GlobalIds)' })).toHaveValue(WINDOW_GUID);
    await user.type(dialog.getByRole('textbox', { name: 'Code' }), '31.2.1');
    await user.type(dialog.getByRole('textbox', { name: 'Code name' }), 'Raam');
    await user.type(dialog.getByRole('textbox', { name: 'Label' }), 'Raam 1.02');
    await user.type(dialog.getByRole('textbox', { name: 'Location' }), 'Gevel');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add element' })).not.toBeInTheDocument();
    });
    expect(user.added).toEqual([
      expect.objectContaining({ label: 'Raam 1.02', location: 'Gevel', globalIds: [WINDOW_GUID] }),
    ]);
  });

  it('lets an administrator show the view on an item of a meeting being prepared', async () => {
    const user = renderWorkspace({ raiseAs: 'administrator', technicalDetails: true });
    await user.click(await marker(/^Request 11:/));
    await user.click(await screen.findByRole('button', { name: 'Show at a meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Show at a meeting' }));
    // Only the meeting being prepared is offered (the held one is not), then its items.
    const meeting = dialog.getByRole('combobox', { name: 'Meeting' });
    await user.click(meeting);
    const meetings = await screen.findAllByRole('option', { hidden: true });
    expect(meetings.map((option) => option.textContent)).toEqual([expect.stringContaining('2099')]);
    await user.click(await screen.findByRole('option', { hidden: true, name: /2099/ }));
    const item = await dialog.findByRole('combobox', { name: 'Agenda item' });
    await user.click(item);
    await user.click(
      await screen.findByRole('option', { hidden: true, name: '2. Vaststellen onderhoudsplan' }),
    );
    expect(item).toHaveValue('2. Vaststellen onderhoudsplan');
    await user.click(dialog.getByRole('button', { name: 'Show this view on the item' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Show at a meeting' })).not.toBeInTheDocument();
    });
    expect(user.shown).toEqual([
      { projectId: 7, viewpoint: { camera, selectedGuids: [DOOR_GUID], snapshot: SNAPSHOT } },
    ]);
  });

  it('proposes to link a register element without links to the model elements of its kind', async () => {
    const user = renderWorkspace({ mapFor: 'administrator', technicalDetails: true });
    await user.click(await screen.findByRole('button', { name: 'Condition map' }));
    const proposals = within(await screen.findByRole('list', { name: 'Proposed links' }));
    // The front door has links already; the window (a frame by its NL-SfB code) has none.
    expect(proposals.getAllByRole('listitem')).toHaveLength(1);
    await user.click(proposals.getByRole('button', { name: 'Link Raam 1.01: 2 model elements of its kind' }));
    await waitFor(() => {
      expect(user.links).toEqual([{ globalIds: [WINDOW_GUID, DOOR_GUID] }]);
    });
  });

  it('lets an administrator raise a request, and one with its work order, at the picked element', async () => {
    const user = renderWorkspace({ technicalDetails: true, raiseAs: 'administrator' });
    await user.click(await marker(/^Request 11:/));
    await user.click(await screen.findByRole('button', { name: 'Create a request' }));
    const request = within(await screen.findByRole('dialog', { name: 'Create a request' }));
    await user.clear(request.getByRole('textbox', { name: 'Description' }));
    await user.click(request.getByRole('button', { name: 'Create a request' }));
    expect(request.getByText('Describe the request.')).toBeInTheDocument();
    await user.type(request.getByRole('textbox', { name: 'Description' }), 'Deur klemt');
    await user.click(request.getByRole('button', { name: 'Create a request' }));
    expect(await screen.findByText('Request 14 has been created.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create work order' }));
    const order = within(await screen.findByRole('dialog', { name: 'Create work order' }));
    // The work order starts from what the element is and where.
    expect(order.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Door, Begane grond, Appartement 0.01',
    );
    await user.type(await order.findByRole('combobox', { name: 'Supplier' }), 'Dak{ArrowDown}{Enter}');
    await user.selectOptions(order.getByRole('combobox', { name: 'Priority' }), 'Hoog');
    await user.selectOptions(order.getByRole('combobox', { name: 'Repair type' }), 'Lekkage');
    await user.click(order.getByRole('button', { name: 'Create work order' }));
    expect(await screen.findByText('Work order 90 has been created.')).toBeInTheDocument();
    expect(
      user.raised.map(({ description, viewpoint, workOrder }) => [
        description,
        viewpoint.selectedGuids,
        viewpoint.snapshot,
        workOrder && [workOrder.supplierId, workOrder.priority, workOrder.repairType],
      ]),
    ).toEqual([
      ['Deur klemt', [DOOR_GUID], SNAPSHOT, undefined],
      ['Door, Begane grond, Appartement 0.01', [DOOR_GUID], SNAPSHOT, [5, 'Hoog', 'Lekkage']],
    ]);
  });
});
