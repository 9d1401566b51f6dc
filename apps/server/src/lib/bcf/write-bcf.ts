import { strToU8, zipSync, type Zippable } from 'fflate';
import type { BcfVersion } from '@vve/contract/calls/bcf';
import type { ViewpointCamera } from '@vve/contract/calls/bim';
import { xmlEscaped } from '../xml/xml-text';
import type { BcfComment, BcfFile, BcfTopic, BcfViewpoint } from './bcf-topic';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** BCF 2.1 allows a perspective camera's field of view from 45 to 60 degrees only. */
const FIELD_OF_VIEW_2_1 = { min: 45, max: 60 };
/** BCF 3.0 needs the aspect ratio our viewpoints do not keep: that of a wide screen. */
const ASPECT_RATIO = 16 / 9;

/** An element with text, left out when the text is absent or blank (3.0 refuses empty elements). */
const element = (name: string, text: string | undefined): string =>
  text === undefined || text.trim() === '' ? '' : `<${name}>${xmlEscaped(text)}</${name}>`;

const attribute = (name: string, value: string): string => ` ${name}="${xmlEscaped(value)}"`;

/** 3.0 wants GUIDs in lower case; 2.1 takes either. */
const guidOf = (guid: string): string => guid.toLowerCase();

/** The first viewpoint is `viewpoint.bcfv`, as some tools require; the others are named by their GUID. */
const viewpointFileName = (viewpoint: BcfViewpoint, index: number): string =>
  index === 0 ? 'viewpoint.bcfv' : `${guidOf(viewpoint.guid)}.bcfv`;

/** The first viewpoint's picture is `snapshot.png`, as BCF 2.1 has it; the others are named by their GUID. */
const snapshotFileName = (viewpoint: BcfViewpoint, index: number): string =>
  index === 0 ? 'snapshot.png' : `${guidOf(viewpoint.guid)}.png`;

const point = (name: string, [x, y, z]: readonly number[]) =>
  `<${name}><X>${String(x)}</X><Y>${String(y)}</Y><Z>${String(z)}</Z></${name}>`;

const cameraXml = (camera: ViewpointCamera, version: BcfVersion): string => {
  const { min, max } = FIELD_OF_VIEW_2_1;
  const fieldOfView =
    version === '2.1' ? Math.min(max, Math.max(min, camera.fieldOfView)) : camera.fieldOfView;
  return `<PerspectiveCamera>${point('CameraViewPoint', camera.position)}${point('CameraDirection', camera.direction)}${point('CameraUpVector', camera.up)}<FieldOfView>${String(fieldOfView)}</FieldOfView>${
    version === '3.0' ? `<AspectRatio>${String(ASPECT_RATIO)}</AspectRatio>` : ''
  }</PerspectiveCamera>`;
};

const componentsXml = (guids: readonly string[]): string =>
  guids.map((guid) => `<Component${attribute('IfcGuid', guid)}/>`).join('');

/** A viewpoint's `.bcfv`: selection, visibility (2.1 requires it) and colours, then the camera. */
const visualizationInfoXml = (viewpoint: BcfViewpoint, version: BcfVersion): string => {
  const selection =
    viewpoint.selected.length > 0 ? `<Selection>${componentsXml(viewpoint.selected)}</Selection>` : '';
  const colors = viewpoint.coloring
    .filter((color) => color.guids.length > 0)
    .map((color) => {
      const components = componentsXml(color.guids);
      return `<Color${attribute('Color', color.color)}>${version === '3.0' ? `<Components>${components}</Components>` : components}</Color>`;
    })
    .join('');
  const coloring = colors === '' ? '' : `<Coloring>${colors}</Coloring>`;
  const camera = viewpoint.camera ? cameraXml(viewpoint.camera, version) : '';
  return `${XML}<VisualizationInfo${attribute('Guid', guidOf(viewpoint.guid))}><Components>${selection}<Visibility DefaultVisibility="true"/>${coloring}</Components>${camera}</VisualizationInfo>\n`;
};

const commentXml = (comment: BcfComment): string =>
  `<Comment${attribute('Guid', guidOf(comment.guid))}>${element('Date', comment.date)}${element('Author', comment.author)}${element('Comment', comment.text)}</Comment>`;

/** 2.1 lists a viewpoint as `Viewpoints`, 3.0 as `ViewPoint` inside `Viewpoints`; its snapshot follows its file. */
const viewpointRefXml = (viewpoint: BcfViewpoint, index: number, version: BcfVersion): string => {
  const name = version === '3.0' ? 'ViewPoint' : 'Viewpoints';
  const snapshot = viewpoint.snapshot ? element('Snapshot', snapshotFileName(viewpoint, index)) : '';
  return `<${name}${attribute('Guid', guidOf(viewpoint.guid))}>${element('Viewpoint', viewpointFileName(viewpoint, index))}${snapshot}</${name}>`;
};

/** A topic's `markup.bcf`, its elements in the order the version's schema gives them. */
const markupXml = (topic: BcfTopic, version: BcfVersion): string => {
  const labels =
    version === '3.0'
      ? topic.labels.length > 0
        ? `<Labels>${topic.labels.map((label) => element('Label', label)).join('')}</Labels>`
        : ''
      : topic.labels.map((label) => element('Labels', label)).join('');
  const fields = [
    element('Title', topic.title),
    element('Priority', topic.priority),
    labels,
    element('CreationDate', topic.creationDate),
    element('CreationAuthor', topic.creationAuthor),
    element('ModifiedDate', topic.modifiedDate),
    element('DueDate', topic.dueDate),
    element('AssignedTo', topic.assignedTo),
    element('Description', topic.description),
  ].join('');
  const comments = topic.comments.map(commentXml).join('');
  const viewpoints = topic.viewpoints
    .map((viewpoint, index) => viewpointRefXml(viewpoint, index, version))
    .join('');
  const start = `<Topic${attribute('Guid', guidOf(topic.guid))}${attribute('TopicType', topic.type)}${attribute('TopicStatus', topic.status)}>`;
  const body =
    version === '3.0'
      ? `${start}${fields}${comments && `<Comments>${comments}</Comments>`}${viewpoints && `<Viewpoints>${viewpoints}</Viewpoints>`}</Topic>`
      : `${start}${fields}</Topic>${comments}${viewpoints}`;
  return `${XML}<Markup>${body}</Markup>\n`;
};

const versionXml = (version: BcfVersion): string =>
  version === '3.0'
    ? `${XML}<Version VersionId="3.0"/>\n`
    : `${XML}<Version VersionId="2.1"><DetailedVersion>2.1</DetailedVersion></Version>\n`;

const listXml = (list: string, item: string, values: Iterable<string>): string => {
  const items = [...new Set(values)].map((value) => element(item, value)).join('');
  return items === '' ? '' : `<${list}>${items}</${list}>`;
};

/** BCF 3.0's `extensions.xml`: every type, status, priority and label the topics use (3.0 allows no others). */
const extensionsXml = (topics: readonly BcfTopic[]): string =>
  `${XML}<Extensions>${listXml(
    'TopicTypes',
    'TopicType',
    topics.map((topic) => topic.type),
  )}${listXml(
    'TopicStatuses',
    'TopicStatus',
    topics.map((topic) => topic.status),
  )}${listXml(
    'Priorities',
    'Priority',
    topics.flatMap((topic) => (topic.priority === undefined ? [] : [topic.priority])),
  )}${listXml(
    'TopicLabels',
    'TopicLabel',
    topics.flatMap((topic) => topic.labels),
  )}</Extensions>\n`;

/** A BCF file (a zip): `bcf.version`, for 3.0 `extensions.xml`, and a folder per topic with its markup and viewpoints. */
export const writeBcf = ({ version, topics }: BcfFile): Uint8Array => {
  const entries: Zippable = { 'bcf.version': strToU8(versionXml(version)) };
  if (version === '3.0') entries['extensions.xml'] = strToU8(extensionsXml(topics));
  for (const topic of topics) {
    const folder = guidOf(topic.guid);
    entries[`${folder}/markup.bcf`] = strToU8(markupXml(topic, version));
    topic.viewpoints.forEach((viewpoint, index) => {
      entries[`${folder}/${viewpointFileName(viewpoint, index)}`] = strToU8(
        visualizationInfoXml(viewpoint, version),
      );
      if (viewpoint.snapshot) entries[`${folder}/${snapshotFileName(viewpoint, index)}`] = viewpoint.snapshot;
    });
  }
  return zipSync(entries, { level: 6 });
};
