import { describe, expect, it } from 'vitest';
import { elementDetails, itemName } from './element-details';

// Item data as That Open answers it for a door of duplex.ifc (shortened).
const door = {
  _category: { value: 'IFCDOOR' },
  _localId: { value: 6652 },
  _guid: { value: '1hOSvn6df7F8_7GcBWlRGQ' },
  Name: { value: 'M_Single-Flush:1250mm x 2010mm:146596', type: 'IFCLABEL' },
  ObjectType: { value: '1250mm x 2010mm', type: 'IFCLABEL' },
  IsDefinedBy: [
    { _category: { value: null }, _localId: { value: 6639 }, ObjectTypeOf: [] },
    {
      _category: { value: 'IFCPROPERTYSET' },
      Name: { value: 'Pset_DoorCommon', type: 'IFCLABEL' },
      HasProperties: [
        { Name: { value: 'Reference' }, NominalValue: { value: 'M_Single-Flush', type: 'IFCLABEL' } },
        { Name: { value: 'IsExternal' }, NominalValue: { value: true, type: 'IFCBOOLEAN' } },
        { Name: { value: 'Empty' }, NominalValue: { value: null } },
      ],
    },
    {
      _category: { value: 'IFCELEMENTQUANTITY' },
      Name: { value: 'Qto_DoorBaseQuantities' },
      Quantities: [{ Name: { value: 'Area' }, AreaValue: { value: 2.5125 } }],
    },
  ],
};

describe('elementDetails', () => {
  it('reads the name, class, type, GlobalId and the property and quantity sets', () => {
    expect(elementDetails(6652, door)).toEqual({
      localId: 6652,
      guid: '1hOSvn6df7F8_7GcBWlRGQ',
      name: 'M_Single-Flush:1250mm x 2010mm:146596',
      ifcClass: 'IFCDOOR',
      type: '1250mm x 2010mm',
      predefinedType: null,
      propertySets: [
        {
          name: 'Pset_DoorCommon',
          properties: [
            { name: 'Reference', value: 'M_Single-Flush' },
            { name: 'IsExternal', value: 'true' },
          ],
        },
        { name: 'Qto_DoorBaseQuantities', properties: [{ name: 'Area', value: '2.5125' }] },
      ],
    });
  });

  it('names a space by its long name, as the storey list does', () => {
    const space = {
      _category: { value: 'IFCSPACE' },
      Name: { value: 'Apartment 1.02' },
      LongName: { value: 'Appartement 1.02' },
      PredefinedType: { value: 'INTERNAL' },
    };
    expect(elementDetails(7, space)).toMatchObject({
      name: 'Appartement 1.02',
      type: 'INTERNAL',
      predefinedType: 'INTERNAL',
    });
    expect(itemName(space)).toBe('Appartement 1.02');
    expect(itemName({ Name: { value: 'Begane grond' }, LongName: { value: '' } })).toBe('Begane grond');
  });

  it('copes with missing data', () => {
    expect(elementDetails(5, undefined)).toEqual({
      localId: 5,
      guid: null,
      name: null,
      ifcClass: null,
      type: null,
      predefinedType: null,
      propertySets: [],
    });
  });
});
