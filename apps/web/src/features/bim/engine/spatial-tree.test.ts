import { describe, expect, it } from 'vitest';
import { category, item } from '../../../test/spatial-structure';
import { placeIds, placeTree } from './spatial-tree';

// The shape of duplex.ifc's structure: project, site, building, storeys, spaces with furniture, walls.
const structure = category(
  'IFCPROJECT',
  item(
    1,
    category(
      'IFCSITE',
      item(
        2,
        category(
          'IFCBUILDING',
          item(
            3,
            category(
              'IFCBUILDINGSTOREY',
              item(
                10,
                category('IFCSPACE', item(11, category('IFCFURNISHINGELEMENT', item(12)))),
                category('IFCWALL', item(13)),
              ),
              item(20, category('IFCWALL', item(21))),
            ),
          ),
        ),
      ),
    ),
  ),
);

describe('placeTree', () => {
  it('finds the storeys with their spaces and what each contains', () => {
    expect(placeTree(structure)).toEqual([
      {
        localId: 10,
        kind: 'storey',
        contents: [10, 11, 12, 13],
        children: [{ localId: 11, kind: 'space', contents: [11, 12], children: [] }],
      },
      { localId: 20, kind: 'storey', contents: [20, 21], children: [] },
    ]);
  });

  it('lists every storey and space id', () => {
    expect(placeIds(placeTree(structure))).toEqual([10, 11, 20]);
  });

  it('has nothing for a model without storeys', () => {
    expect(placeTree(category('IFCPROJECT', item(1)))).toEqual([]);
  });
});
