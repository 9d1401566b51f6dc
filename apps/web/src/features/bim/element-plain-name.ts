import type { TFunction } from '../../lib/i18n/i18n';
import type { ElementDetails } from './engine/element-details';

/** What a resident calls an element of an IFC class (and predefined type), e.g. 'Door' for IFCDOOR. */
const kindName = (t: TFunction, ifcClass: string | null, predefinedType: string | null): string => {
  switch (ifcClass) {
    case 'IFCDOOR':
      return t('Door');
    case 'IFCWINDOW':
      return t('Window');
    case 'IFCWALL':
    case 'IFCWALLSTANDARDCASE':
    case 'IFCCURTAINWALL':
      return t('Wall');
    case 'IFCSLAB':
      return predefinedType === 'ROOF' ? t('Roof') : t('Floor');
    case 'IFCROOF':
      return t('Roof');
    case 'IFCSTAIR':
    case 'IFCSTAIRFLIGHT':
      return t('Stairs');
    case 'IFCRAILING':
      return t('Railing');
    case 'IFCFURNITURE':
    case 'IFCFURNISHINGELEMENT':
      return t('Furniture');
    case 'IFCCOLUMN':
      return t('Column');
    case 'IFCBEAM':
      return t('Beam');
    case 'IFCBUILDINGSTOREY':
      return t('Storey');
    case 'IFCSPACE':
      return t('Space');
    default:
      return t('Building part');
  }
};

/**
 * The name a resident reads for an element: a place (space, storey) by its own name, as the storey list names
 * it; anything else by what it is ('Door'), since the model's names are the designer's ('M_Single-Flush:…').
 */
export const plainName = (t: TFunction, element: ElementDetails): string => {
  const isPlace = element.ifcClass === 'IFCSPACE' || element.ifcClass === 'IFCBUILDINGSTOREY';
  return (isPlace ? element.name : null) ?? kindName(t, element.ifcClass, element.predefinedType);
};
