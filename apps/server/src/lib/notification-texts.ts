import type { NotificationFacts } from '@vve/contract/calls/notifications';
import { PRODUCT_NAME, type Language } from '@vve/contract/constants';
import type { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import type { KnownAspectType } from '@vve/contract/rules/known-values';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { LOCALES } from './language-locales';

/** A notification in words: one line, and a second one when there is more to say (a rejection's reason, a message). */
export interface NotificationText {
  title: string;
  detail?: string;
}

interface Texts {
  status: Record<ReportStatus, string>;
  /** The aspect types the product knows (an inspection task's title when its aspect has no name of its own). */
  aspectTypes: Record<KnownAspectType, string>;
  lines: Record<NotificationKind, (facts: Facts) => string>;
  reason: (reason: string) => string;
  /** A message's words, quoted as the language quotes. */
  quote: (text: string) => string;
  digest: {
    subject: (count: number) => string;
    greeting: (name: string) => string;
    intro: string;
    open: string;
    settings: string;
    unsubscribe: string;
  };
  kinds: Record<NotificationKind, string>;
}

/** The facts with the parts every text needs filled in. */
interface Facts extends NotificationFacts {
  title: string;
  complex: string;
  when: string;
  statusText: string;
}

const completion = (status: SupplierStatus | undefined, texts: Record<SupplierStatus, string>) =>
  texts[status ?? 'COMPLETE'];

const P = PRODUCT_NAME;

/** What the emails and push messages say, per language (the app words its own list in its locales). */
const TEXTS: Record<Language, Texts> = {
  en: {
    status: {
      NIEUW: 'New',
      IN_BEHANDELING: 'Being handled',
      OPGELOST: 'Solved',
      AFGEWEZEN: 'Rejected',
    },
    aspectTypes: { Dakbedekking: 'Roofing', Gevel: 'Facade', Kozijnen: 'Window frames', Liften: 'Lifts' },
    lines: {
      'request-status': (f) => `Your request “${f.title}” is now ${f.statusText}`,
      'request-message': (f) => `New message on your request “${f.title}”`,
      'request-planned': (f) =>
        f.date
          ? `Work on your request “${f.title}” is planned for ${f.when}`
          : `Work on your request “${f.title}” has been planned`,
      'shared-request': (f) => `New request in ${f.complex}: “${f.title}”`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Work order “${f.title}” is now planned for ${f.when}`
          : `New work order in ${f.complex}: “${f.title}”`,
      'inspection-task': (f) =>
        f.date
          ? `New inspection task in ${f.complex}: ${f.title}, ${f.when}`
          : `New inspection task in ${f.complex}: ${f.title}`,
      'new-request': (f) =>
        f.byInspection
          ? `An inspection raised a request in ${f.complex}: “${f.title}”`
          : `New request in ${f.complex}: “${f.title}”`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `All work on “${f.title}” is complete`,
          FOLLOW_UP_ACTION_NEEDED: `Follow-up action needed on “${f.title}”`,
          BLOCKED: `Work on “${f.title}” is blocked`,
        }),
      'resident-reply': (f) => `New reply from the resident on “${f.title}”`,
      announcement: (f) => `Announcement for ${f.complex}: “${f.title}”`,
      document: (f) => `New document for ${f.complex}: “${f.title}”`,
      meeting: (f) =>
        f.reminder
          ? `Reminder: the members’ meeting of ${f.title} is on ${f.when}`
          : f.minutes
            ? `The draft minutes of the members’ meeting of ${f.title} on ${f.when} are ready`
            : `You are convened to the members’ meeting of ${f.title} on ${f.when}`,
    },
    reason: (reason) => `Reason: ${reason}`,
    quote: (text) => `“${text}”`,
    digest: {
      subject: (count) => (count === 1 ? `${P}: 1 new notification` : `${P}: ${count} new notifications`),
      greeting: (name) => `Hello ${name},`,
      intro: 'This is what happened:',
      open: 'Open',
      settings: 'Choose which emails you receive under Notification settings in the app.',
      unsubscribe: 'Unsubscribe from these emails',
    },
    kinds: {
      'request-status': 'Status changes of my requests',
      'request-message': 'Messages on my requests',
      'request-planned': 'Planned work on my requests',
      'shared-request': 'New shared requests in my complex',
      'work-order': 'Work orders',
      'inspection-task': 'Planned inspection tasks',
      'new-request': 'New requests',
      'supplier-report': 'Supplier reports',
      'resident-reply': 'Replies from residents',
      announcement: 'Announcements',
      document: 'New documents',
      meeting: 'Members’ meetings',
    },
  },
  nl: {
    status: {
      NIEUW: 'Nieuw',
      IN_BEHANDELING: 'In behandeling',
      OPGELOST: 'Opgelost',
      AFGEWEZEN: 'Afgewezen',
    },
    aspectTypes: { Dakbedekking: 'Dakbedekking', Gevel: 'Gevel', Kozijnen: 'Kozijnen', Liften: 'Liften' },
    lines: {
      'request-status': (f) => `Uw verzoek ‘${f.title}’ heeft nu de status ${f.statusText}`,
      'request-message': (f) => `Nieuw bericht bij uw verzoek ‘${f.title}’`,
      'request-planned': (f) =>
        f.date
          ? `Het werk aan uw verzoek ‘${f.title}’ is gepland op ${f.when}`
          : `Het werk aan uw verzoek ‘${f.title}’ is ingepland`,
      'shared-request': (f) => `Nieuw verzoek in ${f.complex}: ‘${f.title}’`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Werkbon ‘${f.title}’ is nu gepland op ${f.when}`
          : `Nieuwe werkbon in ${f.complex}: ‘${f.title}’`,
      'inspection-task': (f) =>
        f.date
          ? `Nieuwe inspectietaak in ${f.complex}: ${f.title}, ${f.when}`
          : `Nieuwe inspectietaak in ${f.complex}: ${f.title}`,
      'new-request': (f) =>
        f.byInspection
          ? `Een inspectie heeft een verzoek gemaakt in ${f.complex}: ‘${f.title}’`
          : `Nieuw verzoek in ${f.complex}: ‘${f.title}’`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Al het werk aan ‘${f.title}’ is gereed`,
          FOLLOW_UP_ACTION_NEEDED: `Vervolgactie nodig voor ‘${f.title}’`,
          BLOCKED: `Het werk aan ‘${f.title}’ is geblokkeerd`,
        }),
      'resident-reply': (f) => `Nieuwe reactie van de bewoner op ‘${f.title}’`,
      announcement: (f) => `Mededeling voor ${f.complex}: ‘${f.title}’`,
      document: (f) => `Nieuw document voor ${f.complex}: ‘${f.title}’`,
      meeting: (f) =>
        f.reminder
          ? `Herinnering: de ledenvergadering van ${f.title} is op ${f.when}`
          : f.minutes
            ? `Het conceptverslag van de ledenvergadering van ${f.title} op ${f.when} staat klaar`
            : `U bent uitgenodigd voor de ledenvergadering van ${f.title} op ${f.when}`,
    },
    reason: (reason) => `Reden: ${reason}`,
    quote: (text) => `‘${text}’`,
    digest: {
      subject: (count) => (count === 1 ? `${P}: 1 nieuwe notificatie` : `${P}: ${count} nieuwe notificaties`),
      greeting: (name) => `Beste ${name},`,
      intro: 'Dit is er gebeurd:',
      open: 'Openen',
      settings: 'Onder Instellingen voor notificaties in de app kiest u welke e-mails u ontvangt.',
      unsubscribe: 'Afmelden voor deze e-mails',
    },
    kinds: {
      'request-status': 'Statuswijzigingen van mijn verzoeken',
      'request-message': 'Berichten bij mijn verzoeken',
      'request-planned': 'Gepland werk aan mijn verzoeken',
      'shared-request': 'Nieuwe gedeelde verzoeken in mijn complex',
      'work-order': 'Werkbonnen',
      'inspection-task': 'Geplande inspectietaken',
      'new-request': 'Nieuwe verzoeken',
      'supplier-report': 'Meldingen van leveranciers',
      'resident-reply': 'Reacties van bewoners',
      announcement: 'Mededelingen',
      document: 'Nieuwe documenten',
      meeting: 'Ledenvergaderingen',
    },
  },
  de: {
    status: {
      NIEUW: 'Neu',
      IN_BEHANDELING: 'In Bearbeitung',
      OPGELOST: 'Gelöst',
      AFGEWEZEN: 'Abgelehnt',
    },
    aspectTypes: {
      Dakbedekking: 'Dacheindeckung',
      Gevel: 'Fassade',
      Kozijnen: 'Fensterrahmen',
      Liften: 'Aufzüge',
    },
    lines: {
      'request-status': (f) => `Ihre Anfrage „${f.title}“ hat jetzt den Status ${f.statusText}`,
      'request-message': (f) => `Neue Nachricht zu Ihrer Anfrage „${f.title}“`,
      'request-planned': (f) =>
        f.date
          ? `Die Arbeiten zu Ihrer Anfrage „${f.title}“ sind für den ${f.when} geplant`
          : `Die Arbeiten zu Ihrer Anfrage „${f.title}“ wurden geplant`,
      'shared-request': (f) => `Neue Anfrage in ${f.complex}: „${f.title}“`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Der Arbeitsauftrag „${f.title}“ ist jetzt für den ${f.when} geplant`
          : `Neuer Arbeitsauftrag in ${f.complex}: „${f.title}“`,
      'inspection-task': (f) =>
        f.date
          ? `Neue Inspektionsaufgabe in ${f.complex}: ${f.title}, ${f.when}`
          : `Neue Inspektionsaufgabe in ${f.complex}: ${f.title}`,
      'new-request': (f) =>
        f.byInspection
          ? `Eine Inspektion hat eine Anfrage in ${f.complex} erstellt: „${f.title}“`
          : `Neue Anfrage in ${f.complex}: „${f.title}“`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Alle Arbeiten an „${f.title}“ sind abgeschlossen`,
          FOLLOW_UP_ACTION_NEEDED: `Folgemaßnahme nötig für „${f.title}“`,
          BLOCKED: `Die Arbeiten an „${f.title}“ sind blockiert`,
        }),
      'resident-reply': (f) => `Neue Antwort des Bewohners zu „${f.title}“`,
      announcement: (f) => `Mitteilung für ${f.complex}: „${f.title}“`,
      document: (f) => `Neues Dokument für ${f.complex}: „${f.title}“`,
      meeting: (f) =>
        f.reminder
          ? `Erinnerung: Die Eigentümerversammlung der Wohnanlage ${f.title} ist am ${f.when}`
          : f.minutes
            ? `Der Protokollentwurf der Eigentümerversammlung der Wohnanlage ${f.title} vom ${f.when} liegt vor`
            : `Sie sind zur Eigentümerversammlung der Wohnanlage ${f.title} am ${f.when} eingeladen`,
    },
    reason: (reason) => `Grund: ${reason}`,
    quote: (text) => `„${text}“`,
    digest: {
      subject: (count) =>
        count === 1 ? `${P}: 1 neue Benachrichtigung` : `${P}: ${count} neue Benachrichtigungen`,
      greeting: (name) => `Hallo ${name},`,
      intro: 'Das ist passiert:',
      open: 'Öffnen',
      settings: 'Welche E-Mails Sie erhalten, wählen Sie in der App unter Benachrichtigungseinstellungen.',
      unsubscribe: 'Diese E-Mails abbestellen',
    },
    kinds: {
      'request-status': 'Statusänderungen meiner Anfragen',
      'request-message': 'Nachrichten zu meinen Anfragen',
      'request-planned': 'Geplante Arbeiten zu meinen Anfragen',
      'shared-request': 'Neue geteilte Anfragen in meiner Wohnanlage',
      'work-order': 'Arbeitsaufträge',
      'inspection-task': 'Geplante Inspektionsaufgaben',
      'new-request': 'Neue Anfragen',
      'supplier-report': 'Meldungen von Lieferanten',
      'resident-reply': 'Antworten von Bewohnern',
      announcement: 'Mitteilungen',
      document: 'Neue Dokumente',
      meeting: 'Eigentümerversammlungen',
    },
  },
  fr: {
    status: {
      NIEUW: 'Nouvelle',
      IN_BEHANDELING: 'En cours de traitement',
      OPGELOST: 'Résolue',
      AFGEWEZEN: 'Refusée',
    },
    aspectTypes: { Dakbedekking: 'Couverture', Gevel: 'Façade', Kozijnen: 'Châssis', Liften: 'Ascenseurs' },
    lines: {
      'request-status': (f) => `Votre demande « ${f.title} » a désormais le statut ${f.statusText}`,
      'request-message': (f) => `Nouveau message sur votre demande « ${f.title} »`,
      'request-planned': (f) =>
        f.date
          ? `Les travaux pour votre demande « ${f.title} » sont prévus le ${f.when}`
          : `Les travaux pour votre demande « ${f.title} » ont été planifiés`,
      'shared-request': (f) => `Nouvelle demande dans ${f.complex} : « ${f.title} »`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Le bon de travail « ${f.title} » est désormais prévu le ${f.when}`
          : `Nouveau bon de travail dans ${f.complex} : « ${f.title} »`,
      'inspection-task': (f) =>
        f.date
          ? `Nouvelle tâche d’inspection dans ${f.complex} : ${f.title}, ${f.when}`
          : `Nouvelle tâche d’inspection dans ${f.complex} : ${f.title}`,
      'new-request': (f) =>
        f.byInspection
          ? `Une inspection a créé une demande dans ${f.complex} : « ${f.title} »`
          : `Nouvelle demande dans ${f.complex} : « ${f.title} »`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Tous les travaux sur « ${f.title} » sont terminés`,
          FOLLOW_UP_ACTION_NEEDED: `Action de suivi nécessaire pour « ${f.title} »`,
          BLOCKED: `Les travaux sur « ${f.title} » sont bloqués`,
        }),
      'resident-reply': (f) => `Nouvelle réponse du résident sur « ${f.title} »`,
      announcement: (f) => `Annonce pour ${f.complex} : « ${f.title} »`,
      document: (f) => `Nouveau document pour ${f.complex} : « ${f.title} »`,
      meeting: (f) =>
        f.reminder
          ? `Rappel : l’assemblée générale de ${f.title} a lieu le ${f.when}`
          : f.minutes
            ? `Le projet de procès-verbal de l’assemblée générale de ${f.title} du ${f.when} est disponible`
            : `Vous êtes convoqué à l’assemblée générale de ${f.title} le ${f.when}`,
    },
    reason: (reason) => `Motif : ${reason}`,
    quote: (text) => `« ${text} »`,
    digest: {
      subject: (count) =>
        count === 1 ? `${P} : 1 nouvelle notification` : `${P} : ${count} nouvelles notifications`,
      greeting: (name) => `Bonjour ${name},`,
      intro: 'Voici ce qui s’est passé :',
      open: 'Ouvrir',
      settings:
        'Choisissez les e-mails que vous recevez dans l’application, sous Paramètres des notifications.',
      unsubscribe: 'Se désabonner de ces e-mails',
    },
    kinds: {
      'request-status': 'Changements de statut de mes demandes',
      'request-message': 'Messages sur mes demandes',
      'request-planned': 'Travaux planifiés pour mes demandes',
      'shared-request': 'Nouvelles demandes partagées dans ma copropriété',
      'work-order': 'Bons de travail',
      'inspection-task': 'Tâches d’inspection planifiées',
      'new-request': 'Nouvelles demandes',
      'supplier-report': 'Signalements des fournisseurs',
      'resident-reply': 'Réponses des résidents',
      announcement: 'Annonces',
      document: 'Nouveaux documents',
      meeting: 'Assemblées générales',
    },
  },
};

/** A calendar date as people of the language write it: 3 March 2027. */
const longDate = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A notification in the recipient's language. */
export const notificationText = (
  kind: NotificationKind,
  facts: NotificationFacts,
  language: Language,
): NotificationText => {
  const texts = TEXTS[language];
  const title = facts.title ?? '';
  const filled: Facts = {
    ...facts,
    title:
      kind === 'inspection-task' && Object.hasOwn(texts.aspectTypes, title)
        ? texts.aspectTypes[title as KnownAspectType]
        : title,
    complex: facts.complexName ?? '',
    when: facts.date ? longDate(facts.date, language) : '',
    statusText: facts.status ? texts.status[facts.status] : '',
  };
  const detail =
    kind === 'request-status' && facts.reason
      ? texts.reason(facts.reason)
      : facts.excerpt
        ? texts.quote(facts.excerpt)
        : undefined;
  return { title: texts.lines[kind](filled), ...(detail ? { detail } : {}) };
};

/** The fixed texts of a digest email, in the recipient's language. */
export const digestTexts = (language: Language) => TEXTS[language].digest;

/** The name of a kind in the recipient's language (as the settings show it). */
export const kindName = (kind: NotificationKind, language: Language): string => TEXTS[language].kinds[kind];
