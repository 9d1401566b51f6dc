import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import { publishAnnouncement } from '../../commands/publish-announcement';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, daysFrom, userIdOf } from '../seed-lookups';

interface DemoAnnouncement {
  complexes: string[];
  audience: AnnouncementAudience;
  title: string;
  text: string;
  daysAgo: number;
  /** Pinned for this many days from the seeding; none: not pinned. */
  pinnedForDays?: number;
}

/** What the demo administrator told the residents and suppliers of Het Anker and De Linde lately. */
const announcements: DemoAnnouncement[] = [
  {
    complexes: ['VvE Het Anker', 'VvE De Linde'],
    audience: 'owners',
    title: 'Ledenvergadering: de stukken volgen',
    text: 'De uitnodiging voor de ledenvergadering met de agenda, de jaarrekening en het onderhoudsplan krijgt u uiterlijk vijftien dagen vooraf.',
    daysAgo: 6,
  },
  {
    complexes: ['VvE Het Anker'],
    audience: 'suppliers',
    title: 'Steigers aan de achtergevel',
    text: 'Van maandag tot en met vrijdag staan er steigers aan de achtergevel. Meld u bij aankomst bij de huismeester.',
    daysAgo: 3,
  },
  {
    complexes: ['VvE Het Anker'],
    audience: 'residents',
    title: 'Lift buiten gebruik tot vrijdag',
    text: 'De lift krijgt een nieuwe besturing en is tot en met vrijdag buiten gebruik.\nHeeft u hulp nodig met boodschappen? Bel de huismeester.',
    daysAgo: 1,
    pinnedForDays: 4,
  },
];

export const announcementsSeed: SeedPart = {
  name: 'announcements',
  run: async ({ db, now }) => {
    const admin = await userIdOf(db, 'admin');
    for (const announcement of announcements) {
      await publishAnnouncement(db, {
        complexIds: await Promise.all(announcement.complexes.map((naam) => complexIdOf(db, naam))),
        audience: announcement.audience,
        title: announcement.title,
        text: announcement.text,
        pinnedUntil:
          announcement.pinnedForDays === undefined ? null : dateFrom(now, announcement.pinnedForDays),
        photoIds: [],
        userId: admin,
        at: daysFrom(now, -announcement.daysAgo, 9),
      });
    }
  },
};
