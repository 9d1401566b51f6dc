const ENTITIES: Partial<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const character = (reference: string, name: string): string => {
  if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name] ?? reference;
};

/** XML character data or an attribute's value as text: entities and character references replaced. */
export const xmlText = (raw: string): string =>
  raw.includes('&') ? raw.replace(/&(#x[\da-fA-F]+|#\d+|\w+);/g, character) : raw;

/**
 * A string of a workbook as Excel means it: XML text, then the workbook's own escapes of characters XML cannot
 * hold (`_x000D_`, ECMA-376 ST_Xstring; `_x005F_` escapes the `_`).
 */
export const excelText = (raw: string): string => {
  const text = xmlText(raw);
  return text.includes('_x')
    ? text.replace(/_x([\da-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
};

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
