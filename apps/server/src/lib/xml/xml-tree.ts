import { xmlText } from './xml-text';

/** An element of a parsed XML document: its local name (no prefix), attributes, child elements and text. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Why a document could not be read as XML. */
export class XmlRefusal extends Error {}

/** Deeper than this is in no document we read, and would only cost the server. */
const MAX_DEPTH = 64;

const TOKENS =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|(<!)|<(\/?)([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/gy;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

const attributesOf = (text: string): Record<string, string> => {
  const attributes: Record<string, string> = {};
  for (const [, name = '', double, single] of text.matchAll(ATTRIBUTE)) {
    attributes[localName(name)] = xmlText(double ?? single ?? '');
  }
  return attributes;
};

/**
 * The root element of an XML document. A document type declaration (`<!DOCTYPE`, and with it every entity of
 * its own) is refused, so that nothing outside the text is read and nothing expands: only XML's five entities and
 * character references are replaced. Malformed markup, unbalanced tags and nesting deeper than 64 are refused.
 */
export const parseXml = (document: string): XmlNode => {
  const root: XmlNode = { name: '', attributes: {}, children: [], text: '' };
  const open: XmlNode[] = [root];
  TOKENS.lastIndex = 0;
  for (let match = TOKENS.exec(document); match; match = TOKENS.exec(document)) {
    const [, cdata, declaration, closing, name, attributes = '', selfClosing, text, stray] = match;
    const parent = open.at(-1) ?? root;
    if (declaration !== undefined) throw new XmlRefusal('A document type declaration is not read');
    if (stray !== undefined) throw new XmlRefusal('Malformed markup');
    if (cdata !== undefined) parent.text += cdata;
    else if (text !== undefined) parent.text += xmlText(text);
    else if (name !== undefined && closing === '/') {
      if (open.length === 1 || parent.name !== localName(name)) throw new XmlRefusal(`Unexpected </${name}>`);
      open.pop();
    } else if (name !== undefined) {
      const node: XmlNode = {
        name: localName(name),
        attributes: attributesOf(attributes),
        children: [],
        text: '',
      };
      if (parent === root && root.children.length > 0) throw new XmlRefusal('Two roots');
      parent.children.push(node);
      if (selfClosing !== '/') open.push(node);
      if (open.length > MAX_DEPTH) throw new XmlRefusal('Nested too deep');
    }
  }
  const [element] = root.children;
  if (open.length !== 1 || !element) throw new XmlRefusal('The document is not whole');
  return element;
};

/** The child elements `name` of a node. */
export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((child) => child.name === name) ?? [];

/** The first child element `name` of a node. */
export const childNamed = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((child) => child.name === name);

/** The trimmed text of the first child element `name`, or undefined when it is missing or empty. */
export const childText = (node: XmlNode | undefined, name: string): string | undefined => {
  const text = childNamed(node, name)?.text.trim();
  return text === '' ? undefined : text;
};
