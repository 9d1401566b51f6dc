import { ifcGuid } from './ifc-guid';
import { stepCoordinates, stepRef, stepRefs, stepString } from './step-format';
import { StepWriter } from './step-writer';

/** The shared instances every element refers to, and the writer they live in. */
export interface IfcModel {
  writer: StepWriter;
  seed: string;
  ownerHistory: string;
  bodyContext: number;
  axisContext: number;
  /** IfcAxis2Placement3D at the origin, axes default. */
  origin3d: number;
  /** IfcAxis2Placement2D at the origin, axes default. */
  origin2d: number;
  /** IfcDirection (0,0,1), the extrusion direction. */
  up: number;
  units: number;
  contexts: number[];
  /** A fresh GlobalId for `path`, as a STEP string. */
  guid: (path: string) => string;
}

/** A fixed moment (2024-01-01T00:00:00Z) so that the file does not change from run to run. */
const CREATED = 1704067200;

/** Starts a model: owner history, units, representation contexts and shared geometry. */
export const startModel = (seed: string, organization: string): IfcModel => {
  const writer = new StepWriter();
  const person = writer.add('IFCPERSON', `$,'Generator',$,$,$,$,$,$`);
  const company = writer.add('IFCORGANIZATION', `$,${stepString(organization)},$,$,$`);
  const user = writer.add('IFCPERSONANDORGANIZATION', `${stepRef(person)},${stepRef(company)},$`);
  const application = writer.add(
    'IFCAPPLICATION',
    `${stepRef(company)},'1.0','VvE demo building generator','vve-ifc-generator'`,
  );
  const history = writer.add(
    'IFCOWNERHISTORY',
    `${stepRef(user)},${stepRef(application)},$,.ADDED.,${CREATED},${stepRef(user)},${stepRef(application)},${CREATED}`,
  );
  const si = (type: string, name: string): number => writer.add('IFCSIUNIT', `*,.${type}.,$,.${name}.`);
  const unitIds = [
    si('LENGTHUNIT', 'METRE'),
    si('AREAUNIT', 'SQUARE_METRE'),
    si('VOLUMEUNIT', 'CUBIC_METRE'),
    si('PLANEANGLEUNIT', 'RADIAN'),
  ];
  const units = writer.add('IFCUNITASSIGNMENT', stepRefs(unitIds));
  const originPoint = writer.add('IFCCARTESIANPOINT', stepCoordinates([0, 0, 0]));
  const origin3d = writer.add('IFCAXIS2PLACEMENT3D', `${stepRef(originPoint)},$,$`);
  const originPoint2d = writer.add('IFCCARTESIANPOINT', stepCoordinates([0, 0]));
  const origin2d = writer.add('IFCAXIS2PLACEMENT2D', `${stepRef(originPoint2d)},$`);
  const up = writer.add('IFCDIRECTION', stepCoordinates([0, 0, 1]));
  const north = writer.add('IFCDIRECTION', stepCoordinates([0, 1]));
  const context = writer.add(
    'IFCGEOMETRICREPRESENTATIONCONTEXT',
    `$,'Model',3,1.E-05,${stepRef(origin3d)},${stepRef(north)}`,
  );
  const subContext = (identifier: string, view: string): number =>
    writer.add(
      'IFCGEOMETRICREPRESENTATIONSUBCONTEXT',
      `'${identifier}','Model',*,*,*,*,${stepRef(context)},$,.${view}.,$`,
    );
  const bodyContext = subContext('Body', 'MODEL_VIEW');
  const axisContext = subContext('Axis', 'GRAPH_VIEW');
  return {
    writer,
    seed,
    ownerHistory: stepRef(history),
    bodyContext,
    axisContext,
    origin3d,
    origin2d,
    up,
    units,
    contexts: [context],
    guid: (path) => `'${ifcGuid(seed, path)}'`,
  };
};
