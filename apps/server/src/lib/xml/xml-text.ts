const ENTITIES: Partial<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const character = (reference: string, name: string): string => {
  if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name] ?? reference;
};

/** Characters XML 1.0 cannot hold: control characters but tab and line breaks, lone surrogates, U+FFFE and U+FFFF. */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A text as XML character data or an attribute's value: what XML cannot hold left out, the markup characters escaped. */
export const xmlEscaped = (text: string): string =>
  text
    .replace(NOT_IN_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** XML character data or an attribute's value as text: entities and character references replaced. */
export const xmlText = (raw: string): string =>
  raw.includes('&') ? raw.replace(/&(#x[\da-fA-F]+|#\d+|\w+);/g, character) : raw;

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` (with any namespace prefix) in a start tag, or undefined. */
export const attributeOf = (tag: string, name: string): string | undefined => {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? undefined : xmlText(value);
};
