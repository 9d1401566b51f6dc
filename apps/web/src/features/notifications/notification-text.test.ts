import type { NotificationFacts } from '@vve/contract/calls/notifications';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../lib/format';
import { i18n, type Language, type TFunction } from '../../lib/i18n/i18n';
import { notification } from '../../test/notification-data';
import { notificationText } from './notification-text';

const wordingIn = (language: Language) => {
  const t: TFunction = (key, options) => i18n.t(key, { ...options, lng: language });
  return { t, date: formattersFor(language).date };
};

const textOf = (kind: NotificationKind, facts: NotificationFacts, language: Language = 'en') =>
  notificationText(notification(1, { kind, facts }), wordingIn(language));

const request = { requestId: 4, title: 'Lekkage dak', complexName: 'VvE Het Anker' };
const planned = formattersFor('en').date('2026-12-03');

describe('a notification in words', () => {
  it.each<[string, NotificationKind, NotificationFacts, string]>([
    [
      'a status change',
      'request-status',
      { ...request, status: 'OPGELOST' },
      'Your request “Lekkage dak” is now Solved',
    ],
    ['a message', 'request-message', request, 'New message on your request “Lekkage dak”'],
    [
      'planned work',
      'request-planned',
      { ...request, date: '2026-12-03' },
      `Work on your request “Lekkage dak” is planned for ${planned}`,
    ],
    [
      'planned work without a date',
      'request-planned',
      { ...request, date: null },
      'Work on your request “Lekkage dak” has been planned',
    ],
    ['a shared request', 'shared-request', request, 'New request in VvE Het Anker: “Lekkage dak”'],
    [
      'a new work order',
      'work-order',
      { title: 'Dakgoot vervangen', complexName: 'VvE Het Anker', change: 'created', date: '2026-12-03' },
      'New work order in VvE Het Anker: “Dakgoot vervangen”',
    ],
    [
      'a work order planned anew',
      'work-order',
      { title: 'Dakgoot vervangen', complexName: 'VvE Het Anker', change: 'planned', date: '2026-12-03' },
      `Work order “Dakgoot vervangen” is now planned for ${planned}`,
    ],
    [
      'an inspection task',
      'inspection-task',
      { title: 'Platte daken blok A', complexName: 'VvE Het Anker', date: '2026-12-03' },
      `New inspection task in VvE Het Anker: Platte daken blok A, ${planned}`,
    ],
    ['a new request', 'new-request', request, 'New request in VvE Het Anker: “Lekkage dak”'],
    [
      'a request an inspection raised',
      'new-request',
      { ...request, byInspection: true },
      'An inspection raised a request in VvE Het Anker: “Lekkage dak”',
    ],
    [
      'work complete',
      'supplier-report',
      { ...request, supplierStatus: 'COMPLETE' },
      'All work on “Lekkage dak” is complete',
    ],
    [
      'follow-up needed',
      'supplier-report',
      { ...request, supplierStatus: 'FOLLOW_UP_ACTION_NEEDED' },
      'Follow-up action needed on “Lekkage dak”',
    ],
    [
      'blocked work',
      'supplier-report',
      { ...request, supplierStatus: 'BLOCKED' },
      'Work on “Lekkage dak” is blocked',
    ],
  ])('words %s', (_, kind, facts, text) => {
    expect(textOf(kind, facts)).toEqual({ text });
  });

  it("adds a rejection's reason on a line of its own", () => {
    expect(
      textOf('request-status', { ...request, status: 'AFGEWEZEN', reason: 'Geen lekkage gevonden' }),
    ).toEqual({
      text: 'Your request “Lekkage dak” is now Rejected',
      detail: 'Reason: Geen lekkage gevonden',
    });
  });

  it("quotes a message's first words on a line of their own: an administrator's, a resident's reply", () => {
    expect(textOf('request-message', { ...request, excerpt: 'Dinsdag komt de monteur' })).toEqual({
      text: 'New message on your request “Lekkage dak”',
      detail: '“Dinsdag komt de monteur”',
    });
    expect(textOf('resident-reply', { ...request, excerpt: 'Ik ben thuis na 14 uur' }, 'nl')).toEqual({
      text: 'Nieuwe reactie van de bewoner op ‘Lekkage dak’',
      detail: '‘Ik ben thuis na 14 uur’',
    });
    expect(textOf('resident-reply', request)).toEqual({
      text: 'New reply from the resident on “Lekkage dak”',
    });
  });

  it("names an inspection task's aspect type in the reader's language, and an aspect's own name as it is", () => {
    expect(textOf('inspection-task', { title: 'Dakbedekking', complexName: 'VvE Het Anker' }).text).toBe(
      'New inspection task in VvE Het Anker: Roofing',
    );
    expect(textOf('inspection-task', { title: 'Liften', complexName: 'VvE Het Anker' }, 'de').text).toBe(
      'Neue Inspektionsaufgabe in VvE Het Anker: Aufzüge',
    );
  });

  it("speaks the app's language, with its status labels and dates", () => {
    expect(
      textOf('request-status', { ...request, status: 'IN_BEHANDELING', reason: 'Zie foto' }, 'nl'),
    ).toEqual({
      text: 'Uw verzoek ‘Lekkage dak’ heeft nu de status In behandeling',
      detail: 'Reden: Zie foto',
    });
    expect(textOf('work-order', { title: 'Goot', change: 'planned', date: '2026-12-03' }, 'fr').text).toBe(
      `Le bon de travail « Goot » est désormais prévu le ${formattersFor('fr').date('2026-12-03')}`,
    );
  });
});
