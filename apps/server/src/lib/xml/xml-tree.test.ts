import { describe, expect, it } from 'vitest';
import { childNamed, childText, parseXml, XmlRefusal } from './xml-tree';

describe('parseXml', () => {
  it('reads elements, attributes, prefixes, entities and CDATA', () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- a note --><a:Markup xmlns:a="x"><Topic Guid='g1' TopicStatus="Open &amp; new"><Title>Leak &lt;roof&gt; &#233;</Title><Description><![CDATA[<b>raw</b>]]></Description><Empty/></Topic></a:Markup>`,
    );
    expect(root.name).toBe('Markup');
    const topic = childNamed(root, 'Topic');
    expect(topic?.attributes).toEqual({ Guid: 'g1', TopicStatus: 'Open & new' });
    expect(childText(topic, 'Title')).toBe('Leak <roof> é');
    expect(childText(topic, 'Description')).toBe('<b>raw</b>');
    expect(childText(topic, 'Empty')).toBeUndefined();
  });

  it.each([
    ['a document type (entities)', '<!DOCTYPE x [<!ENTITY e "boom">]><x>&e;</x>'],
    ['an external entity', '<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>'],
    ['unbalanced tags', '<a><b></a>'],
    ['an unclosed element', '<a><b></b>'],
    ['two roots', '<a/><b/>'],
    ['a stray <', '<a>1 < 2</a>'],
    ['no element', 'text only'],
    ['nesting deeper than 64', `${'<a>'.repeat(65)}${'</a>'.repeat(65)}`],
  ])('refuses %s', (_, text) => {
    expect(() => parseXml(text)).toThrow(XmlRefusal);
  });

  it('leaves unknown entities as they are', () => {
    expect(parseXml('<a>&lol;</a>').text).toBe('&lol;');
  });
});
