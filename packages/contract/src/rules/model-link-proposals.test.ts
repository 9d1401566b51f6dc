import { describe, expect, it } from 'vitest';
import { ifcClassesFor, linkProposals } from './model-link-proposals';

describe('proposed links between the register and the model', () => {
  it('names the IFC classes of roofs, frames, stairs and railings, and none where the class does not tell', () => {
    expect(ifcClassesFor('2710')).toEqual(['IFCROOF']);
    expect(ifcClassesFor('3120')).toEqual(['IFCWINDOW', 'IFCDOOR']);
    expect(ifcClassesFor('2410')).toEqual(['IFCSTAIR', 'IFCSTAIRFLIGHT']);
    expect(ifcClassesFor('3410')).toEqual(['IFCRAILING']);
    expect(ifcClassesFor('2110')).toEqual([]);
    expect(ifcClassesFor(null)).toEqual([]);
  });

  it('proposes the model’s elements of its classes to each register element without links', () => {
    const roof = { label: 'Dakvlak B', nlsfbCode: '2710', globalIds: [] };
    const linkedRoof = { label: 'Dakvlak A', nlsfbCode: '2710', globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH'] };
    const frames = { label: 'Kozijnen', nlsfbCode: '3110', globalIds: [] };
    const facade = { label: 'Gevel', nlsfbCode: '2110', globalIds: [] };
    const lift = { label: 'Lift', nlsfbCode: '6610', globalIds: [] };
    const byClass = { IFCROOF: [7], IFCWINDOW: [20, 21], IFCDOOR: [30], IFCWALL: [40] };
    expect(linkProposals([roof, linkedRoof, frames, facade, lift], byClass)).toEqual([
      { element: roof, localIds: [7] },
      { element: frames, localIds: [20, 21, 30] },
    ]);
    expect(linkProposals([roof], {})).toEqual([]);
  });
});
