import type { OfficeRequestRow, OfficeWorkOrder } from '@vve/contract/calls/office';
import type { OfficeComplexRow } from '@vve/contract/calls/office-complexes';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import type { OfficePersonRow } from '@vve/contract/calls/office-people';
import type { OfficeSupplierRow } from '@vve/contract/calls/office-suppliers';
import type { Language } from '@vve/contract/constants';
import type { ExportCell, ExportTable } from '../lib/spreadsheet/export-table';

/** A text in each language. */
type Texts = Record<Language, string>;

const texts = (en: string, nl: string, de: string, fr: string): Texts => ({ en, nl, de, fr });

/** One column of an exported list: its header, and its cell of a row (the list's row as the contract has it). */
interface Column<Row> {
  header: Texts;
  cell: (row: Row, language: Language) => ExportCell;
}

/** An exported list: the name of its sheet, and its columns. */
export interface ExportSheet<Row> {
  name: Texts;
  columns: readonly Column<Row>[];
}

const YES_NO: Record<Language, [string, string]> = {
  en: ['Yes', 'No'],
  nl: ['Ja', 'Nee'],
  de: ['Ja', 'Nein'],
  fr: ['Oui', 'Non'],
};

/** A yes or no in the reader's language. */
const yesNo = (value: boolean, language: Language): string => YES_NO[language][value ? 0 : 1];

/** A number written as text (a request's number) as a number, so that a spreadsheet sorts it as one. */
const numberOf = (text: string): ExportCell => (/^\d{1,15}$/.test(text) ? Number(text) : text);

const NUMBER = texts('Number', 'Nummer', 'Nummer', 'Numéro');
const COMPLEX = texts('Complex', 'Complex', 'Wohnanlage', 'Copropriété');
const DESCRIPTION = texts('Description', 'Omschrijving', 'Beschreibung', 'Description');
const PRIORITY = texts('Priority', 'Prioriteit', 'Priorität', 'Priorité');
const STATUS = texts('Status', 'Status', 'Status', 'Statut');
const CREATED = texts('Created', 'Aangemaakt', 'Erstellt', 'Créé le');
const NAME = texts('Name', 'Naam', 'Name', 'Nom');
const ARCHIVED_ON = texts('Archived on', 'Gearchiveerd op', 'Archiviert am', 'Archivée le');

/** The inbox: statuses as their codes (as the filters name them), moments as the API's ISO text (UTC). */
export const REQUESTS_SHEET: ExportSheet<OfficeRequestRow> = {
  name: texts('Requests', 'Verzoeken', 'Anfragen', 'Demandes'),
  columns: [
    { header: NUMBER, cell: (row) => numberOf(row.nr) },
    { header: COMPLEX, cell: (row) => row.complex?.naam ?? null },
    { header: DESCRIPTION, cell: (row) => row.omschrijving },
    {
      header: texts('Requested by', 'Aangevraagd door', 'Angefragt von', 'Demandée par'),
      cell: (row) => row.requester.naam,
    },
    { header: CREATED, cell: (row) => row.createdAt },
    { header: STATUS, cell: (row) => row.status },
    { header: PRIORITY, cell: (row) => row.priority },
    { header: texts('Due', 'Uiterlijke datum', 'Fällig', 'Échéance'), cell: (row) => row.dueAt },
    {
      header: texts('Handled by', 'Behandeld door', 'Bearbeitet von', 'Traitée par'),
      cell: (row) => row.handler?.naam ?? null,
    },
    { header: texts('Photos', "Foto's", 'Fotos', 'Photos'), cell: (row) => row.photoCount },
    {
      header: texts('From inspection', 'Uit inspectie', 'Aus Inspektion', 'Issue d’une inspection'),
      cell: (row, language) => yesNo(row.fromInspection, language),
    },
    {
      header: texts('Waiting for me', 'Wacht op mij', 'Wartet auf mich', 'En attente de moi'),
      cell: (row, language) => yesNo(row.waiting, language),
    },
    {
      header: texts('Ready to resolve', 'Klaar om op te lossen', 'Bereit zum Lösen', 'Prête à résoudre'),
      cell: (row, language) => yesNo(row.readyToResolve, language),
    },
  ],
};

/** The work orders: the amount in euros as a number, dates as `YYYY-MM-DD`. */
export const WORK_ORDERS_SHEET: ExportSheet<OfficeWorkOrder> = {
  name: texts('Work orders', 'Werkbonnen', 'Arbeitsaufträge', 'Bons de travail'),
  columns: [
    { header: NUMBER, cell: (order) => order.id },
    {
      header: texts('Supplier', 'Leverancier', 'Lieferant', 'Fournisseur'),
      cell: (order) => order.supplier.naam,
    },
    { header: COMPLEX, cell: (order) => order.complex.naam },
    {
      header: texts('Request', 'Verzoek', 'Anfrage', 'Demande'),
      cell: (order) => (order.request ? numberOf(order.request.nr) : null),
    },
    { header: DESCRIPTION, cell: (order) => order.omschrijving },
    { header: CREATED, cell: (order) => order.createdAt },
    {
      header: texts('Start date', 'Ingangsdatum', 'Beginndatum', 'Date de début'),
      cell: (order) => order.startDate,
    },
    {
      header: texts('Planning date', 'Planningsdatum', 'Planungsdatum', 'Date de planification'),
      cell: (order) => order.planningDate,
    },
    { header: PRIORITY, cell: (order) => order.priority },
    {
      header: texts('Repair type', 'Soort reparatie', 'Reparaturart', 'Type de réparation'),
      cell: (order) => order.repairType,
    },
    {
      header: texts('Indication amount', 'Indicatiebedrag', 'Richtbetrag', 'Montant indicatif'),
      cell: (order) => order.indicationAmount,
    },
    {
      header: texts(
        'Last supplier status',
        'Laatste status van de leverancier',
        'Letzter Status des Lieferanten',
        'Dernier statut du fournisseur',
      ),
      cell: (order) => order.lastSupplierUpdate?.status ?? null,
    },
    {
      header: texts('Handled', 'Afgehandeld', 'Erledigt', 'Traité'),
      cell: (order, language) => yesNo(order.afgerond, language),
    },
    {
      header: texts('Overdue', 'Te laat', 'Überfällig', 'En retard'),
      cell: (order, language) => yesNo(order.overdue, language),
    },
    {
      header: texts('Cancelled', 'Geannuleerd', 'Storniert', 'Annulé'),
      cell: (order) => order.cancelled?.at ?? null,
    },
    {
      header: texts('Reason', 'Reden', 'Grund', 'Motif'),
      cell: (order) => order.cancelled?.reason ?? null,
    },
  ],
};

export const COMPLEXES_SHEET: ExportSheet<OfficeComplexRow> = {
  name: texts('Complexes', 'Complexen', 'Wohnanlagen', 'Copropriétés'),
  columns: [
    { header: NAME, cell: (complex) => complex.naam },
    { header: texts('Address', 'Adres', 'Adresse', 'Adresse'), cell: (complex) => complex.adres },
    { header: texts('Place', 'Plaats', 'Ort', 'Localité'), cell: (complex) => complex.plaats },
    {
      header: texts('Units', 'Woningen', 'Wohneinheiten', 'Logements'),
      cell: (complex) => complex.unitCount,
    },
    {
      header: texts('Financial management', 'Financieel beheer', 'Finanzverwaltung', 'Gestion financière'),
      cell: (complex, language) => yesNo(complex.financieelBeheer, language),
    },
    { header: ARCHIVED_ON, cell: (complex) => complex.archivedAt },
  ],
};

/** The people: roles and access as their codes, separated by commas. */
export const PEOPLE_SHEET: ExportSheet<OfficePersonRow> = {
  name: texts('People', 'Personen', 'Personen', 'Personnes'),
  columns: [
    { header: NAME, cell: (person) => person.name },
    {
      header: texts('Email address', 'E-mailadres', 'E-Mail-Adresse', 'Adresse e-mail'),
      cell: (person) => person.email,
    },
    {
      header: texts('Username', 'Gebruikersnaam', 'Benutzername', "Nom d'utilisateur"),
      cell: (person) => person.username,
    },
    {
      header: texts(
        'Language of their emails',
        'Taal van de e-mails',
        'Sprache der E-Mails',
        'Langue des e-mails',
      ),
      cell: (person) => person.language,
    },
    { header: texts('Roles', 'Rollen', 'Rollen', 'Rôles'), cell: (person) => person.roles.join(', ') },
    { header: texts('Access', 'Toegang', 'Zugang', 'Accès'), cell: (person) => person.access },
  ],
};

export const SUPPLIERS_SHEET: ExportSheet<OfficeSupplierRow> = {
  name: texts('Suppliers', 'Leveranciers', 'Lieferanten', 'Fournisseurs'),
  columns: [
    { header: NAME, cell: (supplier) => supplier.naam },
    { header: texts('Members', 'Leden', 'Mitglieder', 'Membres'), cell: (supplier) => supplier.memberCount },
    {
      header: texts('Active contracts', 'Actieve contracten', 'Aktive Verträge', 'Contrats actifs'),
      cell: (supplier) => supplier.activeContractCount,
    },
    { header: ARCHIVED_ON, cell: (supplier) => supplier.archivedAt },
  ],
};

/** The deliveries that failed: the channel as its code. */
export const DELIVERIES_SHEET: ExportSheet<FailedDelivery> = {
  name: texts('Deliveries', 'Verzendingen', 'Zustellungen', 'Envois'),
  columns: [
    { header: texts('Channel', 'Kanaal', 'Kanal', 'Canal'), cell: (delivery) => delivery.channel },
    {
      header: texts('Recipient', 'Ontvanger', 'Empfänger', 'Destinataire'),
      cell: (delivery) => delivery.recipient,
    },
    { header: texts('About', 'Onderwerp', 'Betreff', 'Objet'), cell: (delivery) => delivery.about },
    { header: texts('Problem', 'Probleem', 'Problem', 'Problème'), cell: (delivery) => delivery.error },
    {
      header: texts('Attempts', 'Pogingen', 'Versuche', 'Tentatives'),
      cell: (delivery) => delivery.attempts,
    },
    { header: texts('When', 'Wanneer', 'Wann', 'Quand'), cell: (delivery) => delivery.at },
    {
      header: texts(
        'Being retried',
        'Wordt opnieuw geprobeerd',
        'Wird erneut versucht',
        'Nouvel essai prévu',
      ),
      cell: (delivery, language) => yesNo(delivery.retrying, language),
    },
  ],
};

/** A list's rows as the table its file is written from, the headers in `language`. */
export const presentExport = <Row>(
  sheet: ExportSheet<Row>,
  rows: readonly Row[],
  language: Language,
): ExportTable => ({
  headers: sheet.columns.map((column) => column.header[language]),
  rows: rows.map((row) => sheet.columns.map((column) => column.cell(row, language))),
});
