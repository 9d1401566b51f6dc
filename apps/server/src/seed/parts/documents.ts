import type { DocumentFolder, DocumentReaders } from '@vve/contract/calls/documents';
import { addDocument } from '../../commands/library-documents';
import { storeFile } from '../../commands/store-files';
import { makePdf } from '../demo-pdf';
import type { SeedPart } from '../seed-part';
import { complexIdOf, daysFrom, userIdOf } from '../seed-lookups';

interface DemoDocument {
  folder: DocumentFolder;
  title: string;
  date: string;
  readers: DocumentReaders;
  file: string;
  lines: string[];
}

/** The library of VvE Het Anker: what every owner is entitled to, and what its tenants read too. */
const documents: DemoDocument[] = [
  {
    folder: 'deed-and-rules',
    title: 'Splitsingsakte',
    date: '1998-06-12',
    readers: 'owners',
    file: 'splitsingsakte.pdf',
    lines: ['Akte van splitsing in appartementsrechten', 'VvE Het Anker, Amsterdam', '12 juni 1998'],
  },
  {
    folder: 'deed-and-rules',
    title: 'Huishoudelijk reglement',
    date: '2019-05-20',
    readers: 'residents',
    file: 'huishoudelijk-reglement.pdf',
    lines: ['Huishoudelijk reglement', 'Vastgesteld in de ledenvergadering van 20 mei 2019'],
  },
  {
    folder: 'insurance',
    title: 'Opstalpolis',
    date: '2026-01-01',
    readers: 'owners',
    file: 'opstalpolis.pdf',
    lines: ['Opstalverzekering VvE Het Anker', 'Looptijd 1 januari 2026 tot 1 januari 2027'],
  },
  {
    folder: 'meetings',
    title: 'Notulen ledenvergadering',
    date: '2026-05-14',
    readers: 'owners',
    file: 'notulen.pdf',
    lines: ['Notulen van de ledenvergadering', '14 mei 2026', 'Het onderhoudsplan is vastgesteld.'],
  },
];

export const documentsSeed: SeedPart = {
  name: 'documents',
  run: async ({ db, storage, now }) => {
    const admin = await userIdOf(db, 'admin');
    const complexId = await complexIdOf(db, 'VvE Het Anker');
    for (const [index, document] of documents.entries()) {
      const file = await storeFile(db, storage, {
        bytes: makePdf(document.title, document.lines),
        name: document.file,
        contentType: 'application/pdf',
        uploadedBy: admin,
      });
      await addDocument(db, {
        complexId,
        folder: document.folder,
        title: document.title,
        date: document.date,
        readers: document.readers,
        fileId: file.id,
        notify: false,
        userId: admin,
        at: daysFrom(now, index - 40, 10),
      });
    }
  },
};
