import type { LibraryDocument } from '@vve/contract/calls/documents';

const pdf = (id: number, name: string, size: number) => ({
  id,
  hash: String(id % 10).repeat(64),
  name,
  contentType: 'application/pdf',
  accessCode: `code${String(id)}`,
  size,
});

/** The library of VvE Het Anker: the deed for everyone, the accounts for owners, a quote for administrators. */
export const libraryDocuments: LibraryDocument[] = [
  {
    id: 42,
    complexId: 1,
    folder: 'finance',
    title: 'Jaarrekening 2025',
    date: '2026-04-01',
    readers: 'owners',
    file: pdf(702, 'jaarrekening-2025.pdf', 2_400_000),
    addedAt: '2026-04-02T10:00:00.000Z',
  },
  {
    id: 41,
    complexId: 1,
    folder: 'deed-and-rules',
    title: 'Splitsingsakte',
    date: '2001-03-01',
    readers: 'residents',
    file: pdf(701, 'splitsingsakte.pdf', 310_000),
    addedAt: '2026-01-10T10:00:00.000Z',
  },
  {
    id: 43,
    complexId: 1,
    folder: 'maintenance',
    title: 'Offerte dakrenovatie',
    date: '2026-10-12',
    readers: 'administrators',
    file: pdf(703, 'offerte-dak.pdf', 90_000),
    addedAt: '2026-10-12T10:00:00.000Z',
  },
];
