import { eq } from 'drizzle-orm';
import { bimProjects } from '../../db/schema/bim';
import { storeFile } from '../../commands/store-files';
import { raiseRequest } from '../../commands/raise-request';
import { demoViewpoint } from '../demo-buildings';
import { drawDemoPhoto, type DemoScene } from '../demo-photos';
import type { SeedPart } from '../seed-part';
import { complexIdOf, daysFrom, userIdOf } from '../seed-lookups';
import { DE_LINDE, HET_ANKER, PARKZICHT } from './complexes';

/** The demo requests the back office's demo handles (parts/office.ts), by their text. */
export const LEAK =
  'Lekkage in de parkeerkelder bij vak 14: er druppelt water uit het plafond langs de leiding.';
export const CRACK = 'Scheur in de gevel naast het trappenhuis op de derde verdieping.';
export const DOOR = 'Mijn voordeur sluit niet goed meer sinds de storm; de deur klemt onderaan.';
export const GARDEN = 'Verzoek om de achtertuin te laten snoeien voor het voorjaar.';
export const GALLERY = 'Galerijverlichting op de vierde verdieping valt regelmatig uit.';
export const INTERCOM = 'De intercom bij de hoofdingang valt steeds uit; bezoekers kunnen niet aanbellen.';

interface DemoRequest {
  by: string;
  complex: string;
  omschrijving: string;
  daysAgo: number;
  shared: boolean;
  photos: DemoScene[];
  /** The element of the complex's 3D model that the request is pinned to. */
  pinnedTo?: string;
}

const demoRequests: DemoRequest[] = [
  {
    by: 'owner',
    complex: HET_ANKER,
    omschrijving: LEAK,
    daysAgo: 12,
    shared: true,
    photos: ['leak'],
    pinnedTo: 'Door 0.02-1',
  },
  {
    by: 'tenant',
    complex: HET_ANKER,
    omschrijving:
      "De buitenlamp bij de hoofdingang brandt niet meer, het is 's avonds erg donker bij de deur.",
    daysAgo: 2,
    shared: true,
    photos: ['light'],
  },
  {
    by: 'owner',
    complex: HET_ANKER,
    omschrijving: CRACK,
    daysAgo: 75,
    shared: true,
    photos: ['crack', 'crack'],
    pinnedTo: 'Window 3.00-1',
  },
  {
    by: 'tenant',
    complex: HET_ANKER,
    omschrijving: DOOR,
    daysAgo: 5,
    shared: false,
    photos: ['door'],
  },
  {
    by: 'owner',
    complex: DE_LINDE,
    omschrijving: GARDEN,
    daysAgo: 40,
    shared: true,
    photos: ['garden'],
  },
  {
    by: 'owner2',
    complex: PARKZICHT,
    omschrijving: GALLERY,
    daysAgo: 9,
    shared: true,
    photos: [],
  },
  {
    by: 'owner2',
    complex: PARKZICHT,
    omschrijving: INTERCOM,
    daysAgo: 30,
    shared: true,
    photos: [],
  },
  {
    by: 'tenant2',
    complex: PARKZICHT,
    omschrijving: 'Vochtplek op het plafond van de badkamer, vermoedelijk van de bovenburen.',
    daysAgo: 3,
    shared: false,
    photos: ['leak'],
  },
];

/**
 * Requests as the residents sent them (new), with photos, some shared and some pinned to a 3D viewpoint;
 * the back office's part (parts/office.ts) moves them on.
 */
export const requestsSeed: SeedPart = {
  name: 'requests',
  run: async ({ db, storage, now }) => {
    // Oldest first, so that numbers rise with the dates.
    for (const request of [...demoRequests].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const userId = await userIdOf(db, request.by);
      const complexId = await complexIdOf(db, request.complex);
      const createdAt = daysFrom(now, -request.daysAgo, 10);
      const attachmentIds: number[] = [];
      for (const scene of request.photos) {
        const file = await storeFile(db, storage, {
          bytes: await drawDemoPhoto(scene),
          name: `photo-${scene}.jpg`,
          contentType: 'image/jpeg',
          uploadedBy: userId,
        });
        attachmentIds.push(file.id);
      }
      const [project] = await db
        .select({ id: bimProjects.id })
        .from(bimProjects)
        .where(eq(bimProjects.complexId, complexId));
      await raiseRequest(db, {
        complexId,
        description: request.omschrijving,
        publiclyVisible: request.shared,
        createdBy: userId,
        createdAt,
        attachmentIds,
        ...(request.pinnedTo && project
          ? {
              linkedItem: {
                projectId: project.id,
                viewpoint: demoViewpoint(request.complex, request.pinnedTo),
              },
            }
          : {}),
      });
    }
  },
};
