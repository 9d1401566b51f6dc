/** What the viewer shows of a picked element. */
export interface ElementDetails {
  localId: number;
  guid: string | null;
  /** Its name as the storey list names it too (see itemName). */
  name: string | null;
  /** The IFC class, e.g. IFCDOOR. */
  ifcClass: string | null;
  /** The element's type (IFC ObjectType), e.g. '1250mm x 2010mm'. */
  type: string | null;
  /** The IFC PredefinedType, e.g. ROOF for a slab that is a roof. */
  predefinedType: string | null;
  propertySets: PropertySet[];
}

export interface PropertySet {
  name: string;
  properties: { name: string; value: string }[];
}

/** The shape of That Open's item data: attributes ({ value, type }) and relations (lists of items). */
interface Attribute {
  value: unknown;
  type?: string;
}
type Item = Record<string, Attribute | Item[] | undefined>;

const isAttribute = (entry: unknown): entry is Attribute =>
  typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'value' in entry;

const attribute = (item: Item, name: string): unknown => {
  const entry = item[name];
  return isAttribute(entry) ? entry.value : undefined;
};

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

const relation = (item: Item, name: string): Item[] => {
  const entry = item[name];
  return Array.isArray(entry) ? entry : [];
};

const propertyValue = (property: Item): string | null =>
  text(attribute(property, 'NominalValue')) ??
  text(attribute(property, 'LengthValue')) ??
  text(attribute(property, 'AreaValue')) ??
  text(attribute(property, 'VolumeValue')) ??
  text(attribute(property, 'CountValue')) ??
  text(attribute(property, 'WeightValue'));

/** The property and quantity sets of an element, from its IsDefinedBy relation. */
const propertySets = (item: Item): PropertySet[] =>
  relation(item, 'IsDefinedBy').flatMap((set) => {
    const name = text(attribute(set, 'Name'));
    const entries = [...relation(set, 'HasProperties'), ...relation(set, 'Quantities')];
    if (name === null || entries.length === 0) return [];
    const properties = entries.flatMap((property) => {
      const propertyName = text(attribute(property, 'Name'));
      const value = propertyValue(property);
      return propertyName === null || value === null ? [] : [{ name: propertyName, value }];
    });
    return properties.length > 0 ? [{ name, properties }] : [];
  });

const asItem = (data: unknown): Item => (typeof data === 'object' && data !== null ? data : {}) as Item;

/**
 * The name of an item of That Open's item data: its LongName ('Appartement 1.02'), else its Name ('1.02'). The
 * storey list and the selected element both name a place by it.
 */
export const itemName = (data: unknown): string | null => {
  const item = asItem(data);
  return text(attribute(item, 'LongName')) ?? text(attribute(item, 'Name'));
};

/** The item data of one element (with its IsDefinedBy relation) as the details the viewer shows. */
export const elementDetails = (localId: number, data: unknown): ElementDetails => {
  const item = asItem(data);
  const predefinedType = text(attribute(item, 'PredefinedType'));
  return {
    localId,
    guid: text(attribute(item, '_guid')),
    name: itemName(item),
    ifcClass: text(attribute(item, '_category')),
    type: text(attribute(item, 'ObjectType')) ?? predefinedType,
    predefinedType,
    propertySets: propertySets(item),
  };
};

/** Asks That Open for the element's attributes and its property sets, without following other relations. */
export const ELEMENT_DATA_CONFIG = {
  attributesDefault: true,
  relations: {
    IsDefinedBy: { attributes: true, relations: true },
    DefinesOccurrence: { attributes: false, relations: false },
    ObjectTypeOf: { attributes: false, relations: false },
  },
  relationsDefault: { attributes: false, relations: false },
};
