/**
 * NL-SfB table 1, the Dutch classification of building elements that NEN 2767-2 and every MJOP use: a code of four
 * digits, the first its chapter (1 foundations to 9 site), the first two its element group (27: roofs), the last
 * two the element within it. Element groups run from x1 to x8 in chapters 1 to 8, and from 90 to 98 on the site.
 */
const ELEMENT_CODE = /^(?:[1-8][1-8]|9[0-8])\d{2}$/;

/** Whether a text is an element code of NL-SfB table 1: four digits in a known chapter and element group. */
export const isNlSfbElementCode = (code: string): boolean => ELEMENT_CODE.test(code);
