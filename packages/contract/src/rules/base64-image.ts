import { ACCEPTED_IMAGE_TYPES } from '../constants';

const DATA_URL_PREFIX = /^data:image\/([A-Za-z]+);base64,/;

const isAcceptedImageType = (subtype: string): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(subtype.toLowerCase());

/**
 * The base64 text of an image without its data-URL prefix (spec §5). Only png, jpg, jpeg and bmp prefixes are
 * stripped (the subtype in any case); any other text is returned as it is.
 */
export const stripImageDataUrlPrefix = (text: string): string => {
  const match = DATA_URL_PREFIX.exec(text);
  const subtype = match?.[1];
  return match !== null && subtype !== undefined && isAcceptedImageType(subtype)
    ? text.slice(match[0].length)
    : text;
};
