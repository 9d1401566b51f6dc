import { elementsIn } from '../xml/xml-elements';
import { attributeOf } from '../xml/xml-text';

/** Where a workbook keeps its parts (paths in the archive), and its date system. */
export interface WorkbookParts {
  /** The first sheet. */
  sheet: string;
  sharedStrings: string | undefined;
  styles: string | undefined;
  /** Dates count from 1904 (old Excel for Mac) instead of 1900. */
  from1904: boolean;
}

/** The workbook's own parts (in every XLSX at these paths). */
export const WORKBOOK = 'xl/workbook.xml';
export const WORKBOOK_RELATIONS = 'xl/_rels/workbook.xml.rels';

/** A relation's target in the archive: relative to `xl/`, or absolute. */
const pathOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * Reads `xl/workbook.xml` (its first sheet, its date system) and its relations (where that sheet, the shared
 * strings and the styles are). Answers undefined for a workbook without a sheet.
 */
export const workbookParts = (workbook: string, relations: string): WorkbookParts | undefined => {
  const [firstSheet] = elementsIn(workbook, 'sheet');
  const sheetRelation = firstSheet && attributeOf(firstSheet.tag, 'id');
  const targets = elementsIn(relations, 'Relationship').map(({ tag }) => ({
    id: attributeOf(tag, 'Id'),
    type: attributeOf(tag, 'Type') ?? '',
    target: attributeOf(tag, 'Target') ?? '',
  }));
  const ofType = (type: string) => {
    const target = targets.find((relation) => relation.type.endsWith(`/${type}`))?.target;
    return target === undefined ? undefined : pathOf(target);
  };
  const sheet = targets.find((relation) => relation.id === sheetRelation)?.target;
  if (sheetRelation === undefined || sheet === undefined) return undefined;
  const date1904 = attributeOf(elementsIn(workbook, 'workbookPr')[0]?.tag ?? '', 'date1904');
  return {
    sheet: pathOf(sheet),
    sharedStrings: ofType('sharedStrings'),
    styles: ofType('styles'),
    from1904: date1904 === '1' || date1904 === 'true',
  };
};
