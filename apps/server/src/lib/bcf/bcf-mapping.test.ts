import { describe, expect, it } from 'vitest';
import { ReportStatus } from '@vve/contract/enums';
import { KNOWN_PRIORITIES } from '@vve/contract/rules/known-values';
import { priorityOfTopic, statusOfTopic, TOPIC_PRIORITY, TOPIC_STATUS } from './bcf-mapping';

describe('BCF status and priority', () => {
  it('reads back every status and priority it writes', () => {
    for (const status of ReportStatus.options) expect(statusOfTopic(TOPIC_STATUS[status])).toBe(status);
    for (const priority of KNOWN_PRIORITIES) expect(priorityOfTopic(TOPIC_PRIORITY[priority])).toBe(priority);
  });

  it('reads the values other tools write, in any case and spacing', () => {
    expect(statusOfTopic('Active')).toBe('NIEUW');
    expect(statusOfTopic(' in  PROGRESS ')).toBe('IN_BEHANDELING');
    expect(statusOfTopic('Closed')).toBe('OPGELOST');
    expect(statusOfTopic('Done')).toBe('OPGELOST');
    expect(priorityOfTopic('Major')).toBe('Hoog');
    expect(priorityOfTopic('On hold')).toBe('Laag');
  });

  it('reads an unknown or missing value as a new request of normal priority', () => {
    expect(statusOfTopic('Parked')).toBe('NIEUW');
    expect(statusOfTopic(undefined)).toBe('NIEUW');
    expect(priorityOfTopic('P3')).toBe('Normaal');
    expect(priorityOfTopic(undefined)).toBe('Normaal');
  });
});
