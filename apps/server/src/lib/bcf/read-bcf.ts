import type { BcfTopicProblem, BcfUnreadableTopic, BcfVersion } from '@vve/contract/calls/bcf';
import { IfcGuid, ViewpointCamera } from '@vve/contract/calls/bim';
import { childNamed, childrenNamed, childText, parseXml, XmlRefusal, type XmlNode } from '../xml/xml-tree';
import { entryText, ZipRefusal, zipEntries, type UnpackBudget, type ZipEntry } from '../zip/zip-entries';
import { stableUuid } from './bcf-guids';
import type { BcfColoring, BcfComment, BcfTopic, BcfViewpoint } from './bcf-topic';

/** The limits a BCF file is read within. */
export interface BcfLimits {
  unpackedBytes: number;
  entries: number;
  topics: number;
}

/** Why a whole BCF file is refused: nothing of it is read. */
export type BcfFileProblem =
  'unreadable' | 'tooLarge' | 'tooManyEntries' | 'unsafeEntry' | 'unsupportedVersion' | 'tooManyTopics';

export class BcfRefusal extends Error {
  constructor(
    readonly problem: BcfFileProblem,
    readonly detail = '',
  ) {
    super(`The BCF file is refused: ${problem} ${detail}`.trim());
  }
}

export interface BcfContents {
  version: BcfVersion;
  topics: BcfTopic[];
  unreadable: BcfUnreadableTopic[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entry name that stays inside the archive: relative, forward slashes, no `..` or `.` segment, no drive, no
 * control characters. Nothing is written to disk, but a file that names other places is a hostile one.
 */
const isSafeEntryName = (name: string): boolean =>
  name !== '' &&
  !name.startsWith('/') &&
  !/[\\:\p{Cc}]/u.test(name) &&
  name
    .split('/')
    .every(
      (segment, index, all) =>
        (segment !== '' || index === all.length - 1) && segment !== '..' && segment !== '.',
    );

const numberOf = (node: XmlNode | undefined, name: string): number => Number(childText(node, name));

const vectorOf = (node: XmlNode | undefined, name: string): [number, number, number] => {
  const vector = childNamed(node, name);
  return [numberOf(vector, 'X'), numberOf(vector, 'Y'), numberOf(vector, 'Z')];
};

/** The camera of a viewpoint: a perspective one, or an orthogonal one seen as perspective (60°); else none. */
const cameraOf = (info: XmlNode): ViewpointCamera | undefined => {
  const perspective = childNamed(info, 'PerspectiveCamera');
  const camera = perspective ?? childNamed(info, 'OrthogonalCamera');
  if (!camera) return undefined;
  const parsed = ViewpointCamera.safeParse({
    position: vectorOf(camera, 'CameraViewPoint'),
    direction: vectorOf(camera, 'CameraDirection'),
    up: vectorOf(camera, 'CameraUpVector'),
    fieldOfView: perspective ? numberOf(perspective, 'FieldOfView') : 60,
  });
  return parsed.success ? parsed.data : undefined;
};

/** The IFC GlobalIds of components: 2.1 lists them in place, 3.0 inside `Components`. */
const guidsOf = (node: XmlNode | undefined): string[] =>
  [...childrenNamed(node, 'Component'), ...childrenNamed(childNamed(node, 'Components'), 'Component')]
    .map((component) => component.attributes.IfcGuid ?? '')
    .filter((guid) => IfcGuid.safeParse(guid).success);

const viewpointOf = (info: XmlNode, guid: string): BcfViewpoint => {
  const components = childNamed(info, 'Components');
  const coloring: BcfColoring[] = childrenNamed(childNamed(components, 'Coloring'), 'Color').map((color) => ({
    color: (color.attributes.Color ?? '').toUpperCase(),
    guids: guidsOf(color),
  }));
  return {
    guid: info.attributes.Guid ?? guid,
    camera: cameraOf(info),
    selected: guidsOf(childNamed(components, 'Selection')),
    coloring,
  };
};

/**
 * A comment with its text; its GUID in lower case, or, where the file gives none that is a UUID, one its topic and
 * contents always give (so that a second import still knows it).
 */
const commentOf = (node: XmlNode, topicGuid: string): BcfComment | undefined => {
  const text = childText(node, 'Comment');
  if (text === undefined) return undefined;
  const date = childText(node, 'Date') ?? '';
  const author = childText(node, 'Author') ?? '';
  const given = node.attributes.Guid ?? '';
  const guid = UUID.test(given)
    ? given.toLowerCase()
    : stableUuid(`${topicGuid}:comment:${date}:${author}:${text}`);
  return { guid, date, author, text };
};

/** The comments of a topic, each GUID once (the first). */
const commentsOf = (nodes: readonly XmlNode[], topicGuid: string): BcfComment[] => {
  const comments = new Map<string, BcfComment>();
  for (const node of nodes) {
    const comment = commentOf(node, topicGuid);
    if (comment && !comments.has(comment.guid)) comments.set(comment.guid, comment);
  }
  return [...comments.values()];
};

/** Reads one topic's folder: its markup, and each viewpoint it lists that the folder holds. */
const readTopic = async (
  markup: string,
  folder: string,
  read: (name: string) => Promise<string | undefined>,
): Promise<BcfTopic | BcfTopicProblem> => {
  const root = parseXml(markup);
  const topic = childNamed(root, 'Topic');
  const guid = topic?.attributes.Guid;
  if (!topic || !guid || !UUID.test(guid)) return 'noGuid';
  const title = childText(topic, 'Title');
  if (title === undefined) return 'noTitle';
  // 2.1 keeps comments and viewpoints beside the topic, 3.0 inside it.
  const comments = [
    ...childrenNamed(root, 'Comment'),
    ...childrenNamed(childNamed(topic, 'Comments'), 'Comment'),
  ];
  const references = [
    ...childrenNamed(root, 'Viewpoints'),
    ...childrenNamed(childNamed(topic, 'Viewpoints'), 'ViewPoint'),
  ];
  const viewpoints: BcfViewpoint[] = [];
  for (const reference of references) {
    const file = childText(reference, 'Viewpoint');
    const text = file === undefined || file.includes('/') ? undefined : await read(`${folder}/${file}`);
    if (text !== undefined) viewpoints.push(viewpointOf(parseXml(text), reference.attributes.Guid ?? ''));
  }
  const labels = [...childrenNamed(topic, 'Labels'), ...childrenNamed(childNamed(topic, 'Labels'), 'Label')]
    .map((label) => label.text.trim())
    .filter((label) => label !== '');
  return {
    guid: guid.toLowerCase(),
    type: topic.attributes.TopicType ?? '',
    status: topic.attributes.TopicStatus ?? '',
    title,
    priority: childText(topic, 'Priority'),
    labels,
    creationDate: childText(topic, 'CreationDate') ?? '',
    creationAuthor: childText(topic, 'CreationAuthor') ?? '',
    modifiedDate: childText(topic, 'ModifiedDate'),
    dueDate: childText(topic, 'DueDate'),
    assignedTo: childText(topic, 'AssignedTo'),
    description: childText(topic, 'Description'),
    comments: commentsOf(comments, guid.toLowerCase()),
    viewpoints,
  };
};

/** A topic's folder read, or why it cannot be: markup that is not XML, or text that is not UTF-8. */
const readTopicOrProblem = async (
  folder: string,
  read: (name: string) => Promise<string | undefined>,
): Promise<BcfTopic | BcfTopicProblem> => {
  try {
    return await readTopic((await read(`${folder}/markup.bcf`)) ?? '', folder, read);
  } catch (error) {
    if (error instanceof XmlRefusal || error instanceof TypeError) return 'malformedXml';
    throw error;
  }
};

const versionOf = (text: string | undefined): BcfVersion => {
  const id = text === undefined ? undefined : parseXml(text).attributes.VersionId;
  if (id === '2.1' || id === '3.0') return id;
  throw new BcfRefusal('unsupportedVersion', id ?? '');
};

const entriesOf = (bytes: Buffer, limits: BcfLimits): Map<string, ZipEntry> => {
  const entries = zipEntries(bytes);
  if (entries.size > limits.entries) throw new BcfRefusal('tooManyEntries');
  const unsafe = [...entries.keys()].find((name) => !isSafeEntryName(name));
  if (unsafe !== undefined) throw new BcfRefusal('unsafeEntry', unsafe);
  return entries;
};

const readAll = async (bytes: Buffer, limits: BcfLimits): Promise<BcfContents> => {
  const entries = entriesOf(bytes, limits);
  const budget: UnpackBudget = { left: limits.unpackedBytes };
  const read = async (name: string) => {
    const entry = entries.get(name);
    return entry === undefined ? undefined : entryText(entry, budget);
  };
  const version = versionOf(await read('bcf.version'));
  const folders = [...entries.keys()].flatMap((name) => /^([^/]+)\/markup\.bcf$/.exec(name)?.[1] ?? []);
  if (folders.length > limits.topics) throw new BcfRefusal('tooManyTopics', String(limits.topics));
  const topics: BcfTopic[] = [];
  const unreadable: BcfUnreadableTopic[] = [];
  for (const folder of folders.sort()) {
    const topic = await readTopicOrProblem(folder, read);
    if (typeof topic === 'string') unreadable.push({ folder, reason: topic });
    else if (topics.some((other) => other.guid === topic.guid))
      unreadable.push({ folder, reason: 'sameGuidTwice' });
    else topics.push(topic);
  }
  return { version, topics, unreadable };
};

/**
 * Reads a BCF 2.1 or 3.0 file (a zip) within its limits. The whole file is refused (BcfRefusal) when it is no
 * zip, unpacks beyond the budget (a zip bomb stops as it unpacks), holds too many entries or topics, names an
 * entry outside itself, or has no known `bcf.version`; a topic that cannot be read is listed with its reason.
 */
export const readBcf = async (bytes: Buffer, limits: BcfLimits): Promise<BcfContents> => {
  try {
    return await readAll(bytes, limits);
  } catch (error) {
    if (error instanceof ZipRefusal)
      throw new BcfRefusal(error.reason === 'too-large' ? 'tooLarge' : 'unreadable');
    if (error instanceof XmlRefusal || error instanceof TypeError) throw new BcfRefusal('unreadable');
    throw error;
  }
};
