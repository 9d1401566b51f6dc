import type { Ballot, Decision, MeetingCount, OfficeDecision } from '@vve/contract/calls/meeting-votes';
import type { Meeting } from '@vve/contract/calls/meetings';

/** A meeting of Het Anker being prepared: a place, a chair and two items, one a decision adopting the plan. */
export const preparedMeeting: Meeting = {
  id: 7,
  complexId: 1,
  complexName: 'VvE Het Anker',
  startsAt: '2099-03-01T18:30:00.000Z',
  place: 'Buurthuis De Ark',
  onlineLink: null,
  chair: 'Ada Beheer',
  proxiesPerPerson: 2,
  convokedAt: null,
  minutes: { sentAt: null, adoptedOn: null },
  items: [
    {
      id: 71,
      number: 1,
      title: 'Opening',
      explanation: '',
      kind: 'discussion',
      rule: null,
      adoptsPlan: false,
      documents: [],
      viewpoint: null,
      result: null,
      minutes: '',
    },
    {
      id: 72,
      number: 2,
      title: 'Vaststellen onderhoudsplan',
      explanation: 'Het plan voor 2027–2036.',
      kind: 'decision',
      rule: {
        majority: { atLeast: { numerator: 2, denominator: 3 } },
        quorum: { numerator: 2, denominator: 3 },
      },
      adoptsPlan: true,
      documents: [
        {
          id: 5,
          title: 'MJOP 2027-2036',
          date: '2026-11-01',
          file: {
            id: 40,
            name: 'mjop.pdf',
            contentType: 'application/pdf',
            hash: '4'.repeat(64),
            accessCode: 'code40',
            size: 1200,
          },
        },
      ],
      viewpoint: { projectId: 3, guid: '2f1c0b9e-5d4a-4c1e-9a7b-3e6f8d2c1a0b' },
      result: null,
      minutes: '',
    },
  ],
};

/** The same meeting, its owners convened. */
export const convenedMeeting: Meeting = { ...preparedMeeting, convokedAt: '2099-01-20T09:00:00.000Z' };

/** Olga's ballot for the convened meeting: her unit, voting open, no proxy and no vote yet. */
export const openBallot: Ballot = {
  meetingId: 7,
  votingOpensOn: '2000-01-01',
  begun: false,
  proxiesPerPerson: 2,
  units: [
    {
      unitId: 11,
      adres: 'Kade 1',
      indexNr: 'U1',
      votes: 2,
      own: true,
      owners: [{ id: 5, name: 'Olga Eigenaar' }],
      voter: null,
      proxy: null,
    },
  ],
  proxyHolders: [{ id: 8, name: 'Bram Mede' }],
  items: [{ itemId: 72, votes: [] }],
};

/** The chair's count of the convened meeting: two units, one present, one app vote on the decision. */
export const meetingCount: MeetingCount = {
  meetingId: 7,
  units: [
    {
      unitId: 11,
      adres: 'Kade 1',
      indexNr: 'U1',
      votes: 2,
      owners: ['Olga Eigenaar'],
      voter: null,
      proxyHolder: null,
      present: true,
    },
    {
      unitId: 12,
      adres: 'Kade 2',
      indexNr: 'U2',
      votes: 3,
      owners: ['Bram Mede'],
      voter: null,
      proxyHolder: 'Piet Jansen',
      present: false,
    },
  ],
  items: [
    {
      itemId: 72,
      votes: [{ unitId: 11, choice: 'for', paper: false }],
      tally: {
        for: 2,
        against: 0,
        abstained: 0,
        cast: 2,
        present: 2,
        total: 5,
        quorumNeeded: 4,
        outcome: 'noQuorum',
      },
      closed: false,
    },
  ],
};

/** Het Anker's decision list: the plan adopted at the meeting. */
export const decisions: Decision[] = [
  {
    meetingId: 7,
    meetingStartsAt: '2026-03-01T18:30:00.000Z',
    itemId: 72,
    number: 2,
    title: 'Vaststellen onderhoudsplan',
    adoptsPlan: true,
    result: {
      for: 155,
      against: 62,
      abstained: 0,
      cast: 217,
      present: 217,
      total: 217,
      quorumNeeded: null,
      outcome: 'adopted',
      closedAt: '2026-03-01T20:00:00.000Z',
    },
  },
];

/** The same list in the back office: the adopted plan carried out by one work order so far. */
export const officeDecisions: OfficeDecision[] = decisions.map((decision) => ({
  ...decision,
  workOrders: [{ id: 90, omschrijving: 'Dakbedekking blok A vervangen' }],
}));
