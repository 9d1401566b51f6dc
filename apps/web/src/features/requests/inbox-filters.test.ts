import { describe, expect, it } from 'vitest';
import { inboxQuery, isFiltered, readInboxFilters, withInboxFilters } from './inbox-filters';

const params = (search: string) => new URLSearchParams(search);

describe('inbox filters', () => {
  it('reads the filters the URL holds', () => {
    expect(
      readInboxFilters(
        params('status=NIEUW&complex=3&text=lek&mine=true&waiting=true&overdue=true&order=due'),
      ),
    ).toEqual({
      status: 'NIEUW',
      complex: 3,
      text: 'lek',
      mine: true,
      waiting: true,
      overdue: true,
      order: 'due',
    });
  });

  it('leaves out what the inbox does not know', () => {
    expect(
      readInboxFilters(params('status=OPEN&complex=03&mine=yes&waiting=1&overdue=1&order=oldest')),
    ).toEqual({
      status: null,
      complex: null,
      text: '',
      mine: false,
      waiting: false,
      overdue: false,
      order: 'newest',
    });
    expect(readInboxFilters(params('complex=0')).complex).toBeNull();
    expect(readInboxFilters(params(`text=${'a'.repeat(300)}`)).text).toHaveLength(200);
  });

  it('cuts a long text between characters, never inside an emoji (half of one cannot be sent)', () => {
    const text = readInboxFilters(params(`text=${'a'.repeat(199)}${'😀'.repeat(5)}`)).text;
    expect(text).toBe('a'.repeat(199));
    expect(() => encodeURIComponent(text)).not.toThrow();
  });

  it('changes a filter and starts at the first page, keeping the others', () => {
    const next = withInboxFilters(params('status=NIEUW&page=3&text=lek'), { complex: 5, status: null });
    expect(next.toString()).toBe('text=lek&complex=5');
    expect(withInboxFilters(params('mine=true'), { mine: false, waiting: true }).toString()).toBe(
      'waiting=true',
    );
  });

  it('sends only the filters that are set, the text trimmed, the page from the second on', () => {
    expect(inboxQuery(readInboxFilters(params('')), 1)).toEqual({});
    expect(
      inboxQuery(readInboxFilters(params('status=AFGEWEZEN&complex=2&text=+lek+&mine=true')), 2),
    ).toEqual({
      page: '2',
      status: 'AFGEWEZEN',
      complex: '2',
      text: 'lek',
      mine: 'true',
    });
    expect(inboxQuery(readInboxFilters(params('text=+++')), 1)).toEqual({});
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered(readInboxFilters(params('page=2')))).toBe(false);
    expect(isFiltered(readInboxFilters(params('waiting=true')))).toBe(true);
    expect(isFiltered(readInboxFilters(params('overdue=true')))).toBe(true);
    expect(isFiltered(readInboxFilters(params('order=due'))), 'the order is no filter').toBe(false);
  });
});
