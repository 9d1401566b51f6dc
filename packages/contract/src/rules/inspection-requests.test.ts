import { describe, expect, it } from 'vitest';
import { needsRelatedRequestsRefetch } from './inspection-requests';

describe('needsRelatedRequestsRefetch', () => {
  it('is false when no report is requested and no element has a request description', () => {
    expect(needsRelatedRequestsRefetch({ createRequest: false, statePerElement: [] })).toBe(false);
    expect(
      needsRelatedRequestsRefetch({
        createRequest: false,
        statePerElement: [{ requestDescription: '' }, { requestDescription: '' }],
      }),
    ).toBe(false);
  });

  it('is true when a report is requested on the inspection', () => {
    expect(needsRelatedRequestsRefetch({ createRequest: true, statePerElement: [] })).toBe(true);
  });

  it('is true when any element has a request description', () => {
    expect(
      needsRelatedRequestsRefetch({
        createRequest: false,
        statePerElement: [{ requestDescription: '' }, { requestDescription: 'Dakpan vervangen' }],
      }),
    ).toBe(true);
  });
});
