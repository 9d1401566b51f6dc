import { deflateSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bcfSchemaErrors } from '../../../test/bcf-schemas';
import { EXAMPLE_TOPIC as topic } from '../../../test/bcf-example';
import { BcfRefusal, readBcf, type BcfLimits } from './read-bcf';
import { writeBcf } from './write-bcf';

const LIMITS: BcfLimits = { unpackedBytes: 1024 * 1024, entries: 100, topics: 10 };

const zipOf = (entries: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))),
  );

const VERSION_2_1 =
  '<?xml version="1.0"?><Version VersionId="2.1"><DetailedVersion>2.1</DetailedVersion></Version>';
const markup = (guid: string, title = 'A topic') =>
  `<Markup><Topic Guid="${guid}" TopicStatus="Open"><Title>${title}</Title><CreationDate>2026-01-01T00:00:00Z</CreationDate><CreationAuthor>a</CreationAuthor></Topic></Markup>`;
const GUID = 'a4c9b6f7-6a5e-4d1b-9a1e-5b0f2d9c1e11';

const refusalOf = async (bytes: Buffer, limits = LIMITS) => {
  const error = await readBcf(bytes, limits).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BcfRefusal);
  return (error as BcfRefusal).problem;
};

describe('BCF files', () => {
  it.each(['2.1', '3.0'] as const)(
    'writes BCF %s that the official schemas accept, and reads it back',
    async (version) => {
      const bytes = writeBcf({ version, topics: [topic] });
      expect(await bcfSchemaErrors(bytes, version)).toEqual([]);
      // The validator is no formality: a topic without its title and author fails.
      const invalid = zipOf({ [`${GUID}/markup.bcf`]: `<Markup><Topic Guid="${GUID}"/></Markup>` });
      expect(await bcfSchemaErrors(invalid, version)).not.toEqual([]);
      const read = await readBcf(Buffer.from(bytes), LIMITS);
      expect(read.version).toBe(version);
      expect(read.unreadable).toEqual([]);
      const [back] = read.topics;
      const fieldOfView = version === '2.1' ? 60 : 70;
      expect(back).toEqual({
        ...topic,
        viewpoints: [
          { ...topic.viewpoints[0], camera: { ...topic.viewpoints[0]?.camera, fieldOfView } },
          topic.viewpoints[1],
        ],
      });
    },
  );

  it('names the first viewpoint viewpoint.bcfv, and the folder by the topic', async () => {
    const { unzipSync } = await import('fflate');
    const names = Object.keys(unzipSync(writeBcf({ version: '3.0', topics: [topic] })));
    expect(names).toEqual([
      'bcf.version',
      'extensions.xml',
      `${topic.guid}/markup.bcf`,
      `${topic.guid}/viewpoint.bcfv`,
      `${topic.guid}/b0b0b0b0-0000-4000-8000-000000000002.bcfv`,
    ]);
  });

  it('lists a topic it cannot read with the reason, and reads the others', async () => {
    const other = 'b4c9b6f7-6a5e-4d1b-9a1e-5b0f2d9c1e12';
    const read = await readBcf(
      zipOf({
        'bcf.version': VERSION_2_1,
        [`${GUID}/markup.bcf`]: markup(GUID),
        'broken/markup.bcf': '<Markup><Topic>',
        'untitled/markup.bcf': markup(other, ''),
        'noguid/markup.bcf': markup('not-a-guid'),
        'twice/markup.bcf': markup(GUID),
      }),
      LIMITS,
    );
    expect(read.topics.map((found) => found.guid)).toEqual([GUID]);
    expect(read.unreadable).toEqual([
      { folder: 'broken', reason: 'malformedXml' },
      { folder: 'noguid', reason: 'noGuid' },
      { folder: 'twice', reason: 'sameGuidTwice' },
      { folder: 'untitled', reason: 'noTitle' },
    ]);
  });

  it('gives a comment without a GUID one its contents always give, and keeps a GUID given twice once', async () => {
    const comment = (guid: string, text: string) =>
      `<Comment${guid}><Date>2026-01-02T00:00:00Z</Date><Author>bob</Author><Comment>${text}</Comment></Comment>`;
    const twice = 'c0ffee00-0000-4000-8000-000000000009';
    const text = markup(GUID).replace(
      '</Markup>',
      `${comment('', 'No GUID')}${comment(' Guid="not-a-uuid"', 'Bad GUID')}${comment(` Guid="${twice}"`, 'First')}${comment(` Guid="${twice.toUpperCase()}"`, 'Second')}</Markup>`,
    );
    const read = async () =>
      (await readBcf(zipOf({ 'bcf.version': VERSION_2_1, [`${GUID}/markup.bcf`]: text }), LIMITS)).topics[0]
        ?.comments;
    const comments = await read();
    expect(comments?.map((found) => found.text)).toEqual(['No GUID', 'Bad GUID', 'First']);
    expect(comments?.[2]?.guid).toBe(twice);
    expect(new Set(comments?.map((found) => found.guid)).size).toBe(3);
    expect((await read())?.map((found) => found.guid)).toEqual(comments?.map((found) => found.guid));
  });

  it.each([
    ['../evil/markup.bcf'],
    ['/etc/markup.bcf'],
    ['a/../../markup.bcf'],
    ['a\\..\\markup.bcf'],
    ['C:/markup.bcf'],
  ])('refuses the whole file when an entry is named %s', async (name) => {
    expect(await refusalOf(zipOf({ 'bcf.version': VERSION_2_1, [name]: markup(GUID) }))).toBe('unsafeEntry');
  });

  it('refuses a zip bomb as it unpacks, whatever sizes the archive states', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const bomb = Buffer.from(zipSync({ 'bcf.version': strToU8(VERSION_2_1), [`${GUID}/markup.bcf`]: zeros }));
    expect(bomb.length).toBeLessThan(10_000);
    expect(await refusalOf(bomb)).toBe('tooLarge');
    expect(deflateSync(zeros).length).toBeLessThan(10_000);
  });

  it('refuses entities, a file that is no zip, an unknown version, too many entries and too many topics', async () => {
    const entity = `<?xml version="1.0"?><!DOCTYPE v [<!ENTITY a "2.1">]><Version VersionId="&a;"/>`;
    expect(await refusalOf(zipOf({ 'bcf.version': entity }))).toBe('unreadable');
    expect(await refusalOf(Buffer.from('not a zip at all'))).toBe('unreadable');
    expect(await refusalOf(zipOf({ 'bcf.version': '<Version VersionId="1.0"/>' }))).toBe(
      'unsupportedVersion',
    );
    expect(await refusalOf(zipOf({ [`${GUID}/markup.bcf`]: markup(GUID) }))).toBe('unsupportedVersion');
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [`t${String(index)}/markup.bcf`, markup(GUID)]),
    );
    expect(await refusalOf(zipOf({ 'bcf.version': VERSION_2_1, ...many }))).toBe('tooManyTopics');
    expect(await refusalOf(zipOf({ 'bcf.version': VERSION_2_1, ...many }), { ...LIMITS, entries: 5 })).toBe(
      'tooManyEntries',
    );
  });
});
