import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vve/contract/constants';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { kindName, notificationText } from './notification-texts';

const facts = {
  title: 'Lekkage',
  complexName: 'De Linden',
  date: '2027-03-01',
  status: 'AFGEWEZEN',
  reason: 'Eigen onderhoud',
  supplierStatus: 'BLOCKED',
  change: 'planned',
} as const;

describe('the texts of notifications', () => {
  it('word every kind in every language, with its title, and name every kind', () => {
    for (const language of LANGUAGES) {
      const lines = NotificationKind.options.map((kind) => notificationText(kind, facts, language).title);
      for (const line of lines) expect(line, language).toContain('Lekkage');
      expect(new Set(lines).size, language).toBeGreaterThan(5);
      for (const kind of NotificationKind.options) expect(kindName(kind, language)).not.toBe('');
    }
  });

  it("give a rejection's reason, and dates as the language writes them", () => {
    expect(notificationText('request-status', facts, 'en')).toEqual({
      title: 'Your request “Lekkage” is now Rejected',
      detail: 'Reason: Eigen onderhoud',
    });
    expect(notificationText('request-planned', facts, 'nl').title).toBe(
      'Het werk aan uw verzoek ‘Lekkage’ is gepland op 1 maart 2027',
    );
    expect(notificationText('work-order', facts, 'de').title).toBe(
      'Der Arbeitsauftrag „Lekkage“ ist jetzt für den 1. März 2027 geplant',
    );
  });

  it("name an inspection task's aspect type in the recipient's language, and an aspect's own name as it is", () => {
    const task = { title: 'Dakbedekking', complexName: 'De Linden' };
    expect(notificationText('inspection-task', task, 'en').title).toBe(
      'New inspection task in De Linden: Roofing',
    );
    expect(notificationText('inspection-task', task, 'fr').title).toContain('Couverture');
    expect(notificationText('inspection-task', task, 'nl').title).toContain('Dakbedekking');
    expect(notificationText('inspection-task', { ...task, title: 'Platte daken' }, 'de').title).toContain(
      'Platte daken',
    );
    expect(notificationText('work-order', { ...task, change: 'created' }, 'en').title).toContain(
      'Dakbedekking',
    );
  });
});
