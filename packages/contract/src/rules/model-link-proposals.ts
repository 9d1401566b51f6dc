/**
 * Which IFC classes stand for an element group of NL-SfB table 1, where the class alone tells (the first two digits
 * of the code): 21 external walls are left out, as an IfcWall may be inside as well as outside.
 */
const CLASSES_OF_GROUP: Record<string, readonly string[]> = {
  '24': ['IFCSTAIR', 'IFCSTAIRFLIGHT'],
  '27': ['IFCROOF'],
  '31': ['IFCWINDOW', 'IFCDOOR'],
  '34': ['IFCRAILING'],
};

/** The IFC classes (as That Open names their categories) that an element with this NL-SfB code may stand for. */
export const ifcClassesFor = (nlsfbCode: string | null): readonly string[] =>
  nlsfbCode === null ? [] : (CLASSES_OF_GROUP[nlsfbCode.slice(0, 2)] ?? []);

/** A proposed link: a register element and the model elements of its classes. */
export interface LinkProposal<Element> {
  element: Element;
  localIds: number[];
}

/**
 * Proposals for a model nobody has linked yet: each register element without links, whose NL-SfB code names IFC
 * classes the model has, with the model's elements of those classes (`byClass`: category → local ids).
 */
export const linkProposals = <Element extends { nlsfbCode: string | null; globalIds: readonly string[] }>(
  elements: readonly Element[],
  byClass: Readonly<Record<string, readonly number[]>>,
): LinkProposal<Element>[] =>
  elements.flatMap((element) => {
    if (element.globalIds.length > 0) return [];
    const localIds = ifcClassesFor(element.nlsfbCode).flatMap((ifcClass) => byClass[ifcClass] ?? []);
    return localIds.length > 0 ? [{ element, localIds }] : [];
  });
