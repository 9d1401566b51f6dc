import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { canRetry } from './can-retry';

describe('canRetry', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a server error', new ApiError(500, 'Failure'), true],
    ['an unavailable database', new ApiError(503, 'Busy', 2), true],
    ['too many calls', new ApiError(429, 'Wait', 30), true],
    ['not found', new ApiError(404, 'Not found'), false],
    ['forbidden', new ApiError(403, 'No'), false],
    ['a bad request', new ApiError(400, 'Bad'), false],
    ['too large', new ApiError(413, 'The photo has more than 40 megapixels. Send a smaller photo.'), false],
    ['a wrong type', new ApiError(415, 'Only PNG, JPEG and BMP images are accepted'), false],
    ['an answer that could not be read', new Error('Invalid input'), false],
  ])('%s: %s', (_, error, expected) => {
    expect(canRetry(error)).toBe(expected);
  });
});
