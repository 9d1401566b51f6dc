/** What a generated building is asked for, and what it gives: the IFC text and its elements. */
export interface BuildingOptions {
  /** Building (and project) name, e.g. 'Het Anker'. */
  name: string;
  /** Any text; the same seed and options always give the same file, byte for byte (stable GlobalIds). */
  seed: string;
  /** Above-ground storeys, >= 1. */
  storeys: number;
  /** Apartments side by side on each storey, >= 1. */
  apartmentsPerStorey: number;
  /** Furniture (kitchen, bed, sofa, table) in every apartment; default true. */
  furniture?: boolean;
}

export interface GeneratedElement {
  /** IFC GlobalId (22 chars, IFC base64 alphabet 0-9A-Za-z_$). */
  guid: string;
  /** 'IfcWindow', 'IfcDoor', 'IfcWall', 'IfcSlab', 'IfcRoof', 'IfcStair', 'IfcSpace', 'IfcFurniture', 'IfcRailing'. */
  ifcClass: string;
  /** e.g. 'Window 2.03-1', 'Apartment 2.03'. */
  name: string;
  /** 0-based storey index. */
  storey: number;
  /** Centre of the element's bounding box in the model's coordinates (metres, Z up). */
  center: [number, number, number];
  /** Size of its bounding box (metres). */
  size: [number, number, number];
}

export interface GeneratedBuilding {
  ifc: string;
  elements: GeneratedElement[];
}
