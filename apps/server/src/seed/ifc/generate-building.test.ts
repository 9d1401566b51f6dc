import * as FRAGS from '@thatopen/fragments';
import * as WebIFC from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingOptionsForSize } from './building-options-for-size';
import type { GeneratedElement } from './building-types';
import { generateBuilding } from './generate-building';
import { globalIdsOf, openWebIfc, streamedBounds, webIfcWasmDir } from './web-ifc-test-helpers';

const options = { name: 'Het Anker', seed: 'het-anker', storeys: 3, apartmentsPerStorey: 4 };
const building = generateBuilding(options);
const bytes = new TextEncoder().encode(building.ifc);
let api: WebIFC.IfcAPI;
let modelID: number;

const count = (type: number): number => api.GetLineIDsWithType(modelID, type).size();
const element = (name: string): GeneratedElement => {
  const found = building.elements.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no element ${name}`);
  return found;
};

beforeAll(async () => {
  api = await openWebIfc();
  modelID = api.OpenModel(bytes);
});

afterAll(() => {
  api.CloseModel(modelID);
});

describe('generateBuilding', () => {
  it('writes an IFC4 exchange file that web-ifc opens', () => {
    expect(building.ifc.startsWith('ISO-10303-21;')).toBe(true);
    expect(building.ifc).toContain("FILE_SCHEMA(('IFC4'));");
    expect(building.ifc.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
    expect(api.GetModelSchema(modelID)).toBe('IFC4');
  });

  it('has one storey per floor, one space per apartment, and the planned windows and doors', () => {
    const apartments = options.storeys * options.apartmentsPerStorey;
    expect(count(WebIFC.IFCPROJECT)).toBe(1);
    expect(count(WebIFC.IFCBUILDINGSTOREY)).toBe(options.storeys);
    expect(count(WebIFC.IFCSPACE)).toBe(apartments);
    // Per apartment 3 windows and 4 doors (front, balcony, 2 inside); per storey the stair core
    // adds a window and a door.
    expect(count(WebIFC.IFCWINDOW)).toBe(apartments * 3 + options.storeys);
    expect(count(WebIFC.IFCDOOR)).toBe(apartments * 4 + options.storeys);
    expect(count(WebIFC.IFCOPENINGELEMENT)).toBe(apartments * 7 + options.storeys * 2);
    expect(count(WebIFC.IFCRELFILLSELEMENT)).toBe(apartments * 7 + options.storeys * 2);
    expect(count(WebIFC.IFCSTAIR)).toBe(options.storeys - 1);
    expect(count(WebIFC.IFCROOF)).toBe(1);
    expect(count(WebIFC.IFCSLAB)).toBe(options.storeys * 2 - 1);
    const names = building.elements.filter((item) => item.ifcClass === 'IfcBuildingStorey');
    expect(names).toHaveLength(0);
    expect(building.ifc).toContain("'Begane grond'");
    expect(building.ifc).toContain("'2e verdieping'");
    expect(element('Apartment 2.03').ifcClass).toBe('IfcSpace');
  });

  it('lists every window, door, space, slab, stair and roof in elements', () => {
    const classes = new Map<string, number>();
    for (const item of building.elements) classes.set(item.ifcClass, (classes.get(item.ifcClass) ?? 0) + 1);
    expect(classes.get('IfcWindow')).toBe(count(WebIFC.IFCWINDOW));
    expect(classes.get('IfcDoor')).toBe(count(WebIFC.IFCDOOR));
    expect(classes.get('IfcSpace')).toBe(count(WebIFC.IFCSPACE));
    expect(classes.get('IfcSlab')).toBe(count(WebIFC.IFCSLAB));
    expect(classes.get('IfcStair')).toBe(count(WebIFC.IFCSTAIR));
    expect(classes.get('IfcRoof')).toBe(1);
    expect(classes.get('IfcWall')).toBe(count(WebIFC.IFCWALL));
  });

  it('gives unique GlobalIds, and every listed element is found in the file by its GlobalId', () => {
    const { byGuid, total } = globalIdsOf(api, modelID);
    expect(total).toBeGreaterThan(500);
    expect(byGuid.size).toBe(total);
    // Cross-check with the text: every quoted 22-character first attribute is a GlobalId.
    const inText = [...building.ifc.matchAll(/^#\d+=IFC\w+\('([0-9A-Za-z_$]{22})'/gm)].map(
      (match) => match[1],
    );
    expect(inText).toHaveLength(total);
    expect(new Set(inText).size).toBe(total);
    for (const item of building.elements) {
      expect(item.guid).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
      const expressID = byGuid.get(item.guid);
      expect(expressID, item.name).toBeDefined();
      const typeCode = Number(api.GetLineType(modelID, expressID ?? 0));
      expect(api.GetNameFromTypeCode(typeCode).toLowerCase()).toBe(item.ifcClass.toLowerCase());
    }
  });

  it('is deterministic: the same options give the same bytes, another seed other GlobalIds', () => {
    const again = generateBuilding(options);
    expect(again.ifc).toBe(building.ifc);
    expect(again.elements).toEqual(building.elements);
    const other = generateBuilding({ ...options, seed: 'de-boei' });
    expect(other.ifc.length).toBe(building.ifc.length);
    expect(other.ifc).not.toBe(building.ifc);
    const guids = new Set(building.elements.map((item) => item.guid));
    expect(other.elements.filter((item) => guids.has(item.guid))).toHaveLength(0);
  });

  it.each(['Window 2.03-1', 'Window 2.03-2', 'Door 2.03-1', 'Window 1.00-1', 'Trap 1-2', 'Plat dak'])(
    "places %s where elements says (web-ifc's streamed geometry, within 3 cm)",
    (name) => {
      const item = element(name);
      const { byGuid } = globalIdsOf(api, modelID);
      const bounds = streamedBounds(api, modelID, byGuid.get(item.guid) ?? 0);
      for (let axis = 0; axis < 3; axis += 1) {
        const min = bounds.min[axis] ?? NaN;
        const max = bounds.max[axis] ?? NaN;
        expect((min + max) / 2, `${name} centre axis ${axis}`).toBeCloseTo(item.center[axis] ?? NaN, 1);
        expect(Math.abs((min + max) / 2 - (item.center[axis] ?? NaN))).toBeLessThan(0.03);
        expect(Math.abs(max - min - (item.size[axis] ?? NaN))).toBeLessThan(0.03);
      }
    },
  );

  it('puts a window of storey 2 at storey 2 height, in its front facade', () => {
    const item = element('Window 2.03-1');
    expect(item.storey).toBe(2);
    expect(item.center[2]).toBeGreaterThan(6);
    expect(item.center[2]).toBeLessThan(9);
    expect(item.center[1]).toBeLessThan(0);
  });

  it('converts to fragments with IfcImporter', async () => {
    const importer = new FRAGS.IfcImporter();
    importer.wasm = { absolute: true, path: webIfcWasmDir() };
    const fragments = await importer.process({ bytes, progressCallback: () => undefined });
    expect(fragments).toBeInstanceOf(Uint8Array);
    expect(fragments.byteLength).toBeGreaterThan(1000);
  });
});

describe('buildingOptionsForSize', () => {
  it('gives a file within 25 % of 1 MB', () => {
    const sized = buildingOptionsForSize(1e6, 'De Boei');
    const { ifc } = generateBuilding(sized);
    const size = Buffer.byteLength(ifc, 'utf8');
    expect(size).toBeGreaterThan(0.75e6);
    expect(size).toBeLessThan(1.25e6);
    expect(sized.name).toBe('De Boei');
  });
});
