import { PRODUCT_NAME, type Language } from '@vve/contract/constants';
import { calendarFile, type CalendarEvent } from '../calendar/ics';
import { LOCALES } from '../language-locales';
import { composeEmail, type EmailMessage } from './email-message';

/**
 * The convocation of a members' meeting: the email every owner gets, with the agenda, and the meeting as a
 * calendar event (attached, and downloadable in the app). Times are the association's: Europe/Amsterdam.
 */
export const MEETING_TIME_ZONE = 'Europe/Amsterdam';
/** The day a meeting is held, in the association's time zone (yyyy-mm-dd). */
export const meetingDay = (startsAt: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MEETING_TIME_ZONE }).format(startsAt);

/** A calendar file's content type, and a meeting's file name. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const meetingCalendarName = (meetingId: number) => `meeting-${String(meetingId)}.ics`;

/** A calendar event needs an end: a members' meeting is put in the calendar for two hours. */
const MEETING_HOURS = 2;

/** What a convocation tells of a meeting (the API's Meeting is one). */
export interface ConvokedMeeting {
  id: number;
  complexName: string;
  startsAt: string;
  place: string | null;
  onlineLink: string | null;
  chair: string | null;
  items: readonly ConvokedItem[];
}

interface ConvokedItem {
  number: number;
  title: string;
  kind: 'discussion' | 'decision';
  adoptsPlan: boolean;
  documents: readonly { title: string }[];
}

interface Texts {
  subject: (complex: string, when: string) => string;
  reminderSubject: (complex: string, when: string) => string;
  greeting: (name: string) => string;
  intro: (complex: string, when: string) => string;
  reminderIntro: (complex: string, when: string) => string;
  where: (place: string) => string;
  online: (link: string) => string;
  chair: (name: string) => string;
  agenda: string;
  decision: string;
  adoptsPlan: string;
  documents: (titles: string) => string;
  button: string;
  outro: string;
  event: (complex: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (complex, when) => `Convocation: members’ meeting of ${complex}, ${when}`,
    reminderSubject: (complex, when) => `Reminder: members’ meeting of ${complex}, ${when}`,
    greeting: (name) => `Hello ${name},`,
    intro: (complex, when) => `You are invited to the members’ meeting of ${complex} on ${when}.`,
    reminderIntro: (complex, when) =>
      `A reminder: the members’ meeting of ${complex} is on ${when}. Vote in the app until the chair closes an item, or give a proxy before the meeting begins.`,
    where: (place) => `Place: ${place}`,
    online: (link) => `Online: ${link}`,
    chair: (name) => `Chair: ${name}`,
    agenda: 'Agenda:',
    decision: 'for a decision',
    adoptsPlan: 'adopts the maintenance plan',
    documents: (titles) => `Documents: ${titles}`,
    button: 'Open the meeting in the app',
    outro: `The documents, and the meeting for your calendar, are in ${PRODUCT_NAME}; the calendar file is attached too.`,
    event: (complex) => `Members’ meeting ${complex}`,
  },
  nl: {
    subject: (complex, when) => `Uitnodiging: ledenvergadering van ${complex}, ${when}`,
    reminderSubject: (complex, when) => `Herinnering: ledenvergadering van ${complex}, ${when}`,
    greeting: (name) => `Beste ${name},`,
    intro: (complex, when) => `U wordt uitgenodigd voor de ledenvergadering van ${complex} op ${when}.`,
    reminderIntro: (complex, when) =>
      `Ter herinnering: de ledenvergadering van ${complex} is op ${when}. Stem in de app tot de voorzitter een punt sluit, of geef een volmacht voordat de vergadering begint.`,
    where: (place) => `Plaats: ${place}`,
    online: (link) => `Online: ${link}`,
    chair: (name) => `Voorzitter: ${name}`,
    agenda: 'Agenda:',
    decision: 'ter besluitvorming',
    adoptsPlan: 'stelt het onderhoudsplan vast',
    documents: (titles) => `Stukken: ${titles}`,
    button: 'Open de vergadering in de app',
    outro: `De stukken, en de vergadering voor uw agenda, staan in ${PRODUCT_NAME}; het agendabestand is ook bijgevoegd.`,
    event: (complex) => `Ledenvergadering ${complex}`,
  },
  de: {
    subject: (complex, when) => `Einladung: Eigentümerversammlung ${complex}, ${when}`,
    reminderSubject: (complex, when) => `Erinnerung: Eigentümerversammlung ${complex}, ${when}`,
    greeting: (name) => `Hallo ${name},`,
    reminderIntro: (complex, when) =>
      `Zur Erinnerung: Die Eigentümerversammlung der Wohnanlage ${complex} ist am ${when}. Stimmen Sie in der App ab, bis der Vorsitz einen Punkt schließt, oder erteilen Sie vor Beginn der Versammlung eine Vollmacht.`,
    intro: (complex, when) =>
      `Sie sind zur Eigentümerversammlung der Wohnanlage ${complex} am ${when} eingeladen.`,
    where: (place) => `Ort: ${place}`,
    online: (link) => `Online: ${link}`,
    chair: (name) => `Vorsitz: ${name}`,
    agenda: 'Tagesordnung:',
    decision: 'zur Beschlussfassung',
    adoptsPlan: 'beschließt den Instandhaltungsplan',
    documents: (titles) => `Unterlagen: ${titles}`,
    button: 'Versammlung in der App öffnen',
    outro: `Die Unterlagen und die Versammlung für Ihren Kalender finden Sie in ${PRODUCT_NAME}; die Kalenderdatei ist auch angehängt.`,
    event: (complex) => `Eigentümerversammlung ${complex}`,
  },
  fr: {
    subject: (complex, when) => `Convocation : assemblée générale de ${complex}, ${when}`,
    reminderSubject: (complex, when) => `Rappel : assemblée générale de ${complex}, ${when}`,
    greeting: (name) => `Bonjour ${name},`,
    reminderIntro: (complex, when) =>
      `Pour rappel : l’assemblée générale de ${complex} a lieu le ${when}. Votez dans l’application jusqu’à ce que le président clôture un point, ou donnez une procuration avant le début de l’assemblée.`,
    intro: (complex, when) => `Vous êtes convoqué à l’assemblée générale de ${complex} le ${when}.`,
    where: (place) => `Lieu : ${place}`,
    online: (link) => `En ligne : ${link}`,
    chair: (name) => `Président de séance : ${name}`,
    agenda: 'Ordre du jour :',
    decision: 'pour décision',
    adoptsPlan: 'adopte le plan d’entretien',
    documents: (titles) => `Documents : ${titles}`,
    button: 'Ouvrir l’assemblée dans l’application',
    outro: `Les documents, et l’assemblée pour votre agenda, sont dans ${PRODUCT_NAME} ; le fichier d’agenda est aussi joint.`,
    event: (complex) => `Assemblée générale ${complex}`,
  },
};

/** The meeting's moment as people of the language say it, in the association's time zone. */
const meetingMoment = (startsAt: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: MEETING_TIME_ZONE,
  }).format(new Date(startsAt));

/** One agenda line: its number and title, what kind of item it is, its documents. */
const agendaLine = (item: ConvokedItem, texts: Texts) => {
  const notes = [
    ...(item.kind === 'decision' ? [texts.decision] : []),
    ...(item.adoptsPlan ? [texts.adoptsPlan] : []),
  ];
  const line = `${String(item.number)}. ${item.title}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
  return item.documents.length === 0
    ? line
    : `${line}\n   ${texts.documents(item.documents.map((document) => document.title).join('; '))}`;
};

/** Where and when a meeting is, as its calendar event tells. */
type MeetingMoment = Pick<ConvokedMeeting, 'id' | 'complexName' | 'startsAt' | 'place' | 'onlineLink'>;

/** A meeting as a calendar event in the language given (the same uid wherever it appears); `url` opens it. */
export const meetingEvent = (
  meeting: MeetingMoment,
  language: Language,
  url: string,
  description?: string,
): CalendarEvent => {
  const start = new Date(meeting.startsAt);
  return {
    uid: `meeting-${String(meeting.id)}@vve-app`,
    start,
    end: new Date(start.getTime() + MEETING_HOURS * 60 * 60 * 1000),
    summary: TEXTS[language].event(meeting.complexName),
    location: [meeting.place, meeting.onlineLink].filter(Boolean).join(', ') || undefined,
    description,
    url,
  };
};

/** The meeting as a calendar file with its agenda, in the language given; `url` opens it in the app. */
export const meetingCalendar = (
  meeting: ConvokedMeeting,
  language: Language,
  url: string,
  at: Date,
): string => {
  const texts = TEXTS[language];
  const agenda = [texts.agenda, ...meeting.items.map((item) => agendaLine(item, texts))].join('\n');
  return calendarFile([meetingEvent(meeting, language, url, agenda)], at);
};

/** Why an owner is mailed of a meeting: its convocation, or the reminder two days before. */
export type MeetingEmailPurpose = 'convocation' | 'reminder';

/**
 * The convocation email to one owner (or its reminder), in their language, with the meeting's calendar file
 * attached.
 */
export const convocationEmail = (
  recipient: { email: string; name: string; language: Language },
  meeting: ConvokedMeeting,
  mail: { url: string; at: Date; purpose: MeetingEmailPurpose },
): EmailMessage => {
  const { url, at } = mail;
  const texts = TEXTS[recipient.language];
  const when = meetingMoment(meeting.startsAt, recipient.language);
  const reminder = mail.purpose === 'reminder';
  const email = composeEmail(recipient.email, {
    subject: (reminder ? texts.reminderSubject : texts.subject)(meeting.complexName, when),
    greeting: texts.greeting(recipient.name),
    intro: [
      (reminder ? texts.reminderIntro : texts.intro)(meeting.complexName, when),
      ...(meeting.place ? [texts.where(meeting.place)] : []),
      ...(meeting.onlineLink ? [texts.online(meeting.onlineLink)] : []),
      ...(meeting.chair ? [texts.chair(meeting.chair)] : []),
      [texts.agenda, ...meeting.items.map((item) => agendaLine(item, texts))].join('\n'),
    ],
    link: { label: texts.button, url },
    outro: [texts.outro],
  });
  return {
    ...email,
    attachments: [
      {
        filename: meetingCalendarName(meeting.id),
        contentType: `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`,
        content: meetingCalendar(meeting, recipient.language, url, at),
      },
    ],
  };
};
