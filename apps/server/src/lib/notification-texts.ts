import type { NotificationFacts } from '@vve/contract/calls/notifications';
import { PRODUCT_NAME, type Language } from '@vve/contract/constants';
import type { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';

/** A notification in words: one line, and a second one when there is more to say (a rejection's reason). */
export interface NotificationText {
  title: string;
  detail?: string;
}

interface Texts {
  status: Record<ReportStatus, string>;
  lines: Record<NotificationKind, (facts: Facts) => string>;
  reason: (reason: string) => string;
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
    status: { NIEUW: 'New', IN_BEHANDELING: 'In progress', OPGELOST: 'Resolved', AFGEWEZEN: 'Rejected' },
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
      'inspection-task': (f) => `New inspection task in ${f.complex}: ${f.title}, ${f.when}`,
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
    },
    reason: (reason) => `Reason: ${reason}`,
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
    },
  },
  nl: {
    status: {
      NIEUW: 'Nieuw',
      IN_BEHANDELING: 'In behandeling',
      OPGELOST: 'Opgelost',
      AFGEWEZEN: 'Afgewezen',
    },
    lines: {
      'request-status': (f) => `Uw melding “${f.title}” is nu ${f.statusText.toLowerCase()}`,
      'request-message': (f) => `Nieuw bericht bij uw melding “${f.title}”`,
      'request-planned': (f) =>
        f.date
          ? `Het werk aan uw melding “${f.title}” is gepland op ${f.when}`
          : `Het werk aan uw melding “${f.title}” is ingepland`,
      'shared-request': (f) => `Nieuwe melding in ${f.complex}: “${f.title}”`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Werkopdracht “${f.title}” is nu gepland op ${f.when}`
          : `Nieuwe werkopdracht in ${f.complex}: “${f.title}”`,
      'inspection-task': (f) => `Nieuwe inspectietaak in ${f.complex}: ${f.title}, ${f.when}`,
      'new-request': (f) =>
        f.byInspection
          ? `Een inspectie heeft een melding gedaan in ${f.complex}: “${f.title}”`
          : `Nieuwe melding in ${f.complex}: “${f.title}”`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Al het werk aan “${f.title}” is gereed`,
          FOLLOW_UP_ACTION_NEEDED: `Vervolgactie nodig bij “${f.title}”`,
          BLOCKED: `Het werk aan “${f.title}” is geblokkeerd`,
        }),
    },
    reason: (reason) => `Reden: ${reason}`,
    digest: {
      subject: (count) => (count === 1 ? `${P}: 1 nieuwe melding` : `${P}: ${count} nieuwe meldingen`),
      greeting: (name) => `Beste ${name},`,
      intro: 'Dit is er gebeurd:',
      open: 'Openen',
      settings: 'Onder Meldingsinstellingen in de app kiest u welke e-mails u ontvangt.',
      unsubscribe: 'Afmelden voor deze e-mails',
    },
    kinds: {
      'request-status': 'Statuswijzigingen van mijn meldingen',
      'request-message': 'Berichten bij mijn meldingen',
      'request-planned': 'Gepland werk aan mijn meldingen',
      'shared-request': 'Nieuwe gedeelde meldingen in mijn complex',
      'work-order': 'Werkopdrachten',
      'inspection-task': 'Geplande inspectietaken',
      'new-request': 'Nieuwe meldingen',
      'supplier-report': 'Rapportages van leveranciers',
    },
  },
  de: {
    status: { NIEUW: 'Neu', IN_BEHANDELING: 'In Bearbeitung', OPGELOST: 'Erledigt', AFGEWEZEN: 'Abgelehnt' },
    lines: {
      'request-status': (f) => `Ihre Meldung „${f.title}“ ist jetzt: ${f.statusText}`,
      'request-message': (f) => `Neue Nachricht zu Ihrer Meldung „${f.title}“`,
      'request-planned': (f) =>
        f.date
          ? `Die Arbeiten zu Ihrer Meldung „${f.title}“ sind für den ${f.when} geplant`
          : `Die Arbeiten zu Ihrer Meldung „${f.title}“ sind eingeplant`,
      'shared-request': (f) => `Neue Meldung in ${f.complex}: „${f.title}“`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `Arbeitsauftrag „${f.title}“ ist jetzt für den ${f.when} geplant`
          : `Neuer Arbeitsauftrag in ${f.complex}: „${f.title}“`,
      'inspection-task': (f) => `Neue Inspektionsaufgabe in ${f.complex}: ${f.title}, ${f.when}`,
      'new-request': (f) =>
        f.byInspection
          ? `Eine Inspektion hat eine Meldung in ${f.complex} erstellt: „${f.title}“`
          : `Neue Meldung in ${f.complex}: „${f.title}“`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Alle Arbeiten an „${f.title}“ sind abgeschlossen`,
          FOLLOW_UP_ACTION_NEEDED: `Folgemaßnahme nötig bei „${f.title}“`,
          BLOCKED: `Die Arbeiten an „${f.title}“ sind blockiert`,
        }),
    },
    reason: (reason) => `Grund: ${reason}`,
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
      'request-status': 'Statusänderungen meiner Meldungen',
      'request-message': 'Nachrichten zu meinen Meldungen',
      'request-planned': 'Geplante Arbeiten an meinen Meldungen',
      'shared-request': 'Neue geteilte Meldungen in meinem Komplex',
      'work-order': 'Arbeitsaufträge',
      'inspection-task': 'Geplante Inspektionsaufgaben',
      'new-request': 'Neue Meldungen',
      'supplier-report': 'Berichte von Lieferanten',
    },
  },
  fr: {
    status: { NIEUW: 'Nouvelle', IN_BEHANDELING: 'En cours', OPGELOST: 'Résolue', AFGEWEZEN: 'Refusée' },
    lines: {
      'request-status': (f) => `Votre demande « ${f.title} » est maintenant : ${f.statusText}`,
      'request-message': (f) => `Nouveau message sur votre demande « ${f.title} »`,
      'request-planned': (f) =>
        f.date
          ? `Les travaux de votre demande « ${f.title} » sont prévus le ${f.when}`
          : `Les travaux de votre demande « ${f.title} » sont planifiés`,
      'shared-request': (f) => `Nouvelle demande à ${f.complex} : « ${f.title} »`,
      'work-order': (f) =>
        f.change === 'planned'
          ? `L'ordre de travail « ${f.title} » est maintenant prévu le ${f.when}`
          : `Nouvel ordre de travail à ${f.complex} : « ${f.title} »`,
      'inspection-task': (f) => `Nouvelle tâche d'inspection à ${f.complex} : ${f.title}, ${f.when}`,
      'new-request': (f) =>
        f.byInspection
          ? `Une inspection a créé une demande à ${f.complex} : « ${f.title} »`
          : `Nouvelle demande à ${f.complex} : « ${f.title} »`,
      'supplier-report': (f) =>
        completion(f.supplierStatus, {
          COMPLETE: `Tous les travaux de « ${f.title} » sont terminés`,
          FOLLOW_UP_ACTION_NEEDED: `Action de suivi nécessaire pour « ${f.title} »`,
          BLOCKED: `Les travaux de « ${f.title} » sont bloqués`,
        }),
    },
    reason: (reason) => `Motif : ${reason}`,
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
      'work-order': 'Ordres de travail',
      'inspection-task': "Tâches d'inspection planifiées",
      'new-request': 'Nouvelles demandes',
      'supplier-report': 'Rapports des fournisseurs',
    },
  },
};

const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

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
  const filled: Facts = {
    ...facts,
    title: facts.title ?? '',
    complex: facts.complexName ?? '',
    when: facts.date ? longDate(facts.date, language) : '',
    statusText: facts.status ? texts.status[facts.status] : '',
  };
  return {
    title: texts.lines[kind](filled),
    ...(kind === 'request-status' && facts.reason ? { detail: texts.reason(facts.reason) } : {}),
  };
};

/** The fixed texts of a digest email, in the recipient's language. */
export const digestTexts = (language: Language) => TEXTS[language].digest;

/** The name of a kind in the recipient's language (as the settings show it). */
export const kindName = (kind: NotificationKind, language: Language): string => TEXTS[language].kinds[kind];
