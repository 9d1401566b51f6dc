/** The user-perceived characters (grapheme clusters) of a text: an emoji with its modifiers is one. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text of at most `maxLength` UTF-16 units (the length JavaScript, zod and PostgreSQL's limits count), cut
 * between characters and never inside one, so that no half of an emoji or of a combined letter is left; a text
 * that is cut ends in `ending` (counted in the length). Texts the database or JSON keep must never hold a lone
 * surrogate, which `text.slice` can leave.
 */
export const cutText = (text: string, maxLength: number, ending = ''): string => {
  if (text.length <= maxLength) return text;
  const room = maxLength - ending.length;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end).trimEnd()}${ending}`;
};
