import { describe, expect, it } from 'vitest';
import { searchRequests } from './request-search';

const report = (nr: string, status: string, naam: string) => ({
  nr,
  status,
  omschrijving: `Melding ${nr}`,
  aanmaakDatum: '2026-03-05T09:30:00.000Z',
  vve: { naam },
  melder: { naam: 'Anna de Vries' },
});

const leak = report('17', 'NIEUW', 'VvE Het Anker');
const lift = report('99', 'OPGELOST', 'VvE Parkzicht');
const shown = (item: typeof leak) => [item.status === 'OPGELOST' ? 'Solved' : 'New', '5 Mar 2026'];

describe('searchRequests', () => {
  it('keeps what the contract filter keeps', () => {
    expect(searchRequests([leak, lift], '99', shown)).toEqual([lift]);
    expect(searchRequests([leak, lift], 'het anker', shown)).toEqual([leak]);
    expect(searchRequests([leak, lift], 'opgelost', shown)).toEqual([lift]);
  });

  it('also matches the texts as shown, in list order', () => {
    expect(searchRequests([leak, lift], 'solved', shown)).toEqual([lift]);
    expect(searchRequests([lift, leak], '5 mar', shown)).toEqual([lift, leak]);
  });

  it('keeps all for blank text', () => {
    expect(searchRequests([leak, lift], '  ', shown)).toEqual([leak, lift]);
  });
});
