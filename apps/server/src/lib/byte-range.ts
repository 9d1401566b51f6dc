/** A span of byte positions, both ends included, as HTTP's Range and Node's read streams count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a GET that may ask for part of a representation is answered (RFC 9110 §14). */
export interface RangeAnswer {
  status: 200 | 206 | 416;
  /** The bytes to send: a part (206), or undefined for all of them (200) or none (416). */
  range: ByteRange | undefined;
  /** Accept-Ranges, and the Content-Length and Content-Range that the status needs. */
  headers: Record<string, string>;
}

const SINGLE_BYTE_RANGE = /^bytes=(\d*)-(\d*)$/i;

type Requested = ByteRange | 'all' | 'unsatisfiable';

/**
 * The one range a Range header asks for within `size` bytes. A header this server does not serve is
 * ignored, as RFC 9110 allows, and all bytes are sent: another unit, a syntax error, several ranges
 * (which would need multipart/byteranges), a file of no bytes, or an If-Range (we send no validators,
 * so none can match).
 */
const requestedRange = (size: number, range: string | undefined, ifRange: string | undefined): Requested => {
  const match = range && ifRange === undefined && size > 0 ? SINGLE_BYTE_RANGE.exec(range) : null;
  const [, first = '', last = ''] = match ?? [];
  if (!match || (first === '' && last === '')) return 'all';
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return 'all';
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
};

/** The request headers that ask for part of a representation. */
export interface RangeHeaders {
  range?: string | undefined;
  'if-range'?: string | undefined;
}

/** The answer to a GET of `size` bytes with these request headers: all bytes, one range of them, or 416. */
export const answerRange = (size: number, headers: RangeHeaders): RangeAnswer => {
  const requested = requestedRange(size, headers.range, headers['if-range']);
  const acceptRanges = { 'accept-ranges': 'bytes' };
  if (requested === 'all')
    return { status: 200, range: undefined, headers: { ...acceptRanges, 'content-length': String(size) } };
  if (requested === 'unsatisfiable')
    return {
      status: 416,
      range: undefined,
      headers: { ...acceptRanges, 'content-range': `bytes */${size}` },
    };
  return {
    status: 206,
    range: requested,
    headers: {
      ...acceptRanges,
      'content-length': String(requested.end - requested.start + 1),
      'content-range': `bytes ${requested.start}-${requested.end}/${size}`,
    },
  };
};
