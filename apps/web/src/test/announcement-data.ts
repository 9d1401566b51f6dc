import type { Announcement } from '@vve/contract/calls/announcements';

/** A pinned announcement to all residents of VvE Het Anker, with a photo. */
export const liftAnnouncement: Announcement = {
  id: 31,
  title: 'Lift buiten gebruik',
  text: 'De lift is tot vrijdag buiten gebruik.\nNeem de trap aan de achterzijde.',
  audience: 'residents',
  publishedAt: '2026-12-01T09:30:00.000Z',
  pinnedUntil: '2026-12-05',
  pinned: true,
  author: 'Ada Beheer',
  complexes: [{ id: 1, naam: 'VvE Het Anker' }],
  photos: [
    { id: 501, hash: 'a'.repeat(64), name: 'lift.jpg', contentType: 'image/jpeg', accessCode: 'code501' },
  ],
};

/** An announcement to the owners of two complexes, not pinned. */
export const scaffoldingAnnouncement: Announcement = {
  id: 30,
  title: 'Steigers volgende week',
  text: 'Van maandag tot en met vrijdag staan er steigers aan de achtergevel.',
  audience: 'owners',
  publishedAt: '2026-11-28T14:00:00.000Z',
  pinnedUntil: null,
  pinned: false,
  author: 'Ada Beheer',
  complexes: [
    { id: 1, naam: 'VvE Het Anker' },
    { id: 2, naam: 'VvE De Linde' },
  ],
  photos: [],
};
