import type { BcfVersion } from '@vve/contract/calls/bcf';
import type { ViewpointCamera } from '@vve/contract/calls/bim';

/** Elements painted one colour in a viewpoint: `color` is RRGGBB (or AARRGGBB), upper case. */
export interface BcfColoring {
  color: string;
  guids: readonly string[];
}

/**
 * A BCF viewpoint: a camera (perspective; an orthogonal one is read as perspective), selection and colours, and the
 * picture of it (a PNG) when one is written; the import keeps no pictures.
 */
export interface BcfViewpoint {
  guid: string;
  camera: ViewpointCamera | undefined;
  selected: readonly string[];
  coloring: readonly BcfColoring[];
  snapshot?: Uint8Array | undefined;
}

export interface BcfComment {
  guid: string;
  date: string;
  author: string;
  text: string;
}

/** A BCF topic as the product writes and reads it, whatever the version. */
export interface BcfTopic {
  guid: string;
  type: string;
  status: string;
  title: string;
  priority: string | undefined;
  labels: readonly string[];
  creationDate: string;
  creationAuthor: string;
  modifiedDate: string | undefined;
  dueDate: string | undefined;
  assignedTo: string | undefined;
  description: string | undefined;
  comments: readonly BcfComment[];
  viewpoints: readonly BcfViewpoint[];
}

/** A BCF file's version and topics. */
export interface BcfFile {
  version: BcfVersion;
  topics: readonly BcfTopic[];
}
