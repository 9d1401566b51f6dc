import type { RefusalCode } from '@vve/contract/refusals';

/** The refusals of preparing and convening a meeting, and of counting its votes, that explain themselves. */
export const MEETING_REFUSALS: readonly RefusalCode[] = [
  'meetingConvened',
  'meetingHeld',
  'agendaEmpty',
  'meetingWithoutVenue',
  'agendaFull',
  'documentNotOfComplex',
  'complexArchived',
  'meetingNotConvened',
  'meetingNotBegun',
  'notADecision',
  'voteClosed',
  'unitVoted',
  'unitNotOfComplex',
  'minutesAdopted',
  'projectNotOfMeetingComplex',
];
