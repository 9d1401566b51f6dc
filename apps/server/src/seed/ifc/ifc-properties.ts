import type { IfcModel } from './ifc-model';
import { stepBoolean, stepReal, stepRef, stepRefs, stepString } from './step-format';

/** A typed IFC value as written in a property: IFCBOOLEAN(.T.), IFCLABEL('x'), ... */
export type PropertyValue = string;

export const boolean = (value: boolean): PropertyValue => `IFCBOOLEAN(${stepBoolean(value)})`;
export const label = (value: string): PropertyValue => `IFCLABEL(${stepString(value)})`;
export const identifier = (value: string): PropertyValue => `IFCIDENTIFIER(${stepString(value)})`;
export const areaMeasure = (value: number): PropertyValue => `IFCAREAMEASURE(${stepReal(value)})`;
export const lengthMeasure = (value: number): PropertyValue => `IFCPOSITIVELENGTHMEASURE(${stepReal(value)})`;
export const countMeasure = (value: number): PropertyValue => `IFCCOUNTMEASURE(${Math.round(value)})`;
export const thermalTransmittance = (value: number): PropertyValue =>
  `IFCTHERMALTRANSMITTANCEMEASURE(${stepReal(value)})`;

/**
 * An IfcPropertySet of single values, attached to `element` with its own
 * IfcRelDefinesByProperties (as most authoring tools export them). `path` makes the GlobalIds.
 */
export const addPropertySet = (
  model: IfcModel,
  element: number,
  path: string,
  name: string,
  properties: Readonly<Record<string, PropertyValue>>,
): number => {
  const ids = Object.entries(properties).map(([property, value]) =>
    model.writer.add('IFCPROPERTYSINGLEVALUE', `${stepString(property)},$,${value},$`),
  );
  const set = model.writer.add(
    'IFCPROPERTYSET',
    `${model.guid(`${path}/${name}`)},${model.ownerHistory},${stepString(name)},$,${stepRefs(ids)}`,
  );
  model.writer.add(
    'IFCRELDEFINESBYPROPERTIES',
    `${model.guid(`${path}/${name}/rel`)},${model.ownerHistory},$,$,${stepRefs([element])},${stepRef(set)}`,
  );
  return set;
};

/** Qto_SpaceBaseQuantities-style area quantities of a space. */
export const addAreaQuantities = (
  model: IfcModel,
  element: number,
  path: string,
  name: string,
  areas: Readonly<Record<string, number>>,
): number => {
  const ids = Object.entries(areas).map(([quantity, value]) =>
    model.writer.add('IFCQUANTITYAREA', `${stepString(quantity)},$,$,${stepReal(value)},$`),
  );
  const set = model.writer.add(
    'IFCELEMENTQUANTITY',
    `${model.guid(`${path}/${name}`)},${model.ownerHistory},${stepString(name)},$,$,${stepRefs(ids)}`,
  );
  model.writer.add(
    'IFCRELDEFINESBYPROPERTIES',
    `${model.guid(`${path}/${name}/rel`)},${model.ownerHistory},$,$,${stepRefs([element])},${stepRef(set)}`,
  );
  return set;
};
