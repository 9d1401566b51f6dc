/** A namespace prefix as some programs write them (`x:row`), or none. */
const PREFIX = '(?:[A-Za-z_][\\w.-]*:)?';
/** How much of a piece is kept for the next, so that an end tag split between two pieces is found. */
const END_TAG_MARGIN = 256;
/** A start tag longer than this is in no spreadsheet (and would be searched again with every piece). */
const MAX_START_TAG = 1024 * 1024;

const tags = new Map<string, { start: RegExp; end: RegExp }>();

/**
 * The patterns of an element's start and end tags, made once: each search sets `lastIndex` first, so that
 * streams of the same name (one inside another's callback) can share them.
 */
const tagsOf = (name: string) => {
  let found = tags.get(name);
  if (!found) {
    found = {
      start: new RegExp(`<${PREFIX}${name}(?=[\\s/>])[^>]*>`, 'g'),
      end: new RegExp(`</${PREFIX}${name}\\s*>`, 'g'),
    };
    tags.set(name, found);
  }
  return found;
};

/** An element: its start tag (with its attributes) and what stands between its start and end tags. */
export interface XmlElement {
  tag: string;
  inner: string;
}

/**
 * Finds the elements `name` (with any namespace prefix; never nested in one another) in XML that arrives in
 * pieces: each piece is searched once, and a long element is kept in parts until its end tag arrives, so that
 * the time grows with the text, whatever the size of the pieces and the elements. Answers the function that
 * takes the next piece and calls `onElement` for each element it completes.
 */
export const elementStream = (name: string, onElement: (element: XmlElement) => void) => {
  const { start, end } = tagsOf(name);
  let carry = '';
  let open: string | undefined;
  let parts: string[] = [];
  return (piece: string): void => {
    const text = carry + piece;
    carry = '';
    let at = 0;
    for (;;) {
      if (open === undefined) {
        start.lastIndex = at;
        const found = start.exec(text);
        if (!found) {
          // A tag that is cut off at the end is read again with the next piece.
          const cut = text.lastIndexOf('<');
          if (cut >= at && !text.includes('>', cut)) carry = text.slice(cut);
          if (carry.length > MAX_START_TAG) throw new Error(`An XML tag is longer than ${MAX_START_TAG}`);
          return;
        }
        at = start.lastIndex;
        if (found[0].endsWith('/>')) {
          onElement({ tag: found[0], inner: '' });
          continue;
        }
        open = found[0];
        parts = [];
      }
      end.lastIndex = at;
      const closing = end.exec(text);
      if (!closing) {
        const kept = Math.max(at, text.length - END_TAG_MARGIN);
        parts.push(text.slice(at, kept));
        carry = text.slice(kept);
        return;
      }
      const inner = text.slice(at, closing.index);
      const element = { tag: open, inner: parts.length === 0 ? inner : [...parts, inner].join('') };
      open = undefined;
      at = end.lastIndex;
      onElement(element);
    }
  };
};

/** The elements `name` in a text that is whole, in order. */
export const elementsIn = (text: string, name: string): XmlElement[] => {
  const elements: XmlElement[] = [];
  elementStream(name, (element) => elements.push(element))(text);
  return elements;
};
