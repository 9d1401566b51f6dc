import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/i18n/i18n';
import type { ElementDetails } from './engine/element-details';
import { plainName } from './element-plain-name';

const t: TFunction = (key) => key;

const element = (patch: Partial<ElementDetails>): ElementDetails => ({
  localId: 1,
  guid: null,
  name: 'M_Single-Flush:1250mm x 2010mm:146596',
  ifcClass: 'IFCDOOR',
  type: null,
  predefinedType: null,
  propertySets: [],
  ...patch,
});

describe('plainName', () => {
  it('says what an element is, not its name in the model', () => {
    expect(plainName(t, element({}))).toBe('Door');
    expect(plainName(t, element({ ifcClass: 'IFCWALLSTANDARDCASE' }))).toBe('Wall');
    expect(plainName(t, element({ ifcClass: 'IFCSLAB', predefinedType: 'ROOF' }))).toBe('Roof');
    expect(plainName(t, element({ ifcClass: 'IFCSLAB', predefinedType: 'FLOOR' }))).toBe('Floor');
    expect(plainName(t, element({ ifcClass: 'IFCFLOWTERMINAL' }))).toBe('Building part');
  });

  it('names a place by its own name, as the storey list does', () => {
    expect(plainName(t, element({ ifcClass: 'IFCSPACE', name: 'Appartement 1.02' }))).toBe(
      'Appartement 1.02',
    );
    expect(plainName(t, element({ ifcClass: 'IFCSPACE', name: null }))).toBe('Space');
  });
});
