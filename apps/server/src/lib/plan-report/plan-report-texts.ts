import type { PlanActivity } from '@vve/contract/calls/maintenance-plan';
import type { Language } from '@vve/contract/constants';

/** What the maintenance plan's report (PDF) says, per language; `{name}` marks a value. */
export interface PlanReportTexts {
  locale: string;
  title: string;
  adoptedOn: string;
  draft: string;
  years: string;
  law: string;
  verdict: { plan: string; percentage: string; none: string };
  met: string;
  notMet: string;
  age: string;
  notAdopted: string;
  horizon: string;
  reserve: string;
  percentage: string;
  noRebuildValue: string;
  level: string;
  fund: string;
  chapters: string;
  chart: string;
  lines: string;
  costsOfYear: string;
  reserveAtEnd: string;
  code: string;
  work: string;
  total: string;
  noChapter: string;
  chapter: Record<string, string>;
  activity: Record<PlanActivity, string>;
}

export const PLAN_REPORT_TEXTS: Record<Language, PlanReportTexts> = {
  en: {
    locale: 'en-GB',
    title: 'Long-term maintenance plan',
    adoptedOn: 'Adopted by the members’ meeting on {date}',
    draft: 'Draft, not adopted; printed on {date}',
    years: 'Years {from}–{to}; prices of {priceDate}, indexed by {indexation} a year',
    law: 'The law (art. 5:126 BW)',
    verdict: {
      plan: 'This plan meets the law by its maintenance plan.',
      percentage: 'The contribution meets the law by 0.5 % of the rebuild value.',
      none: 'This plan does not meet the law.',
    },
    met: 'met',
    notMet: 'not met',
    age: 'Adopted at most 5 years ago: on {date}, {years} years ago',
    notAdopted: 'Adopted at most 5 years ago: not adopted yet',
    horizon: 'Covers at least 10 years: {horizon} years',
    reserve: 'The reserve stays at zero or above: lowest {amount} at the end of {year}',
    percentage: 'Contribution {contribution} against 0.5 % of the rebuild value: {minimum}',
    noRebuildValue: 'Contribution against 0.5 % of the rebuild value: the rebuild value is not entered',
    level: 'Smallest level yearly contribution that keeps the reserve at zero or above: {amount}',
    fund: 'Reserve at the start {reserve}; yearly contribution {contribution}; interest {interest} a year',
    chapters: 'Costs per chapter and year',
    chart: 'Costs and reserve per year',
    lines: 'The plan’s lines',
    costsOfYear: 'Costs of the year',
    reserveAtEnd: 'Reserve at the end of the year',
    code: 'Code',
    work: 'Work',
    total: 'Total',
    noChapter: 'Without element',
    chapter: {
      '1': 'Substructure',
      '2': 'Shell',
      '3': 'Completion',
      '4': 'Finishes',
      '5': 'Mechanical services',
      '6': 'Electrical services',
      '7': 'Fixed fittings',
      '8': 'Loose fittings',
      '9': 'Site',
    },
    activity: {
      replace: 'replace',
      repair: 'repair',
      paint: 'paint',
      inspect: 'inspect',
      clean: 'clean',
      other: 'other',
    },
  },
  nl: {
    locale: 'nl-NL',
    title: 'Meerjarenonderhoudsplan (MJOP)',
    adoptedOn: 'Vastgesteld door de ledenvergadering op {date}',
    draft: 'Concept, niet vastgesteld; afgedrukt op {date}',
    years: 'Jaren {from}–{to}; prijspeil {priceDate}, geïndexeerd met {indexation} per jaar',
    law: 'De wet (art. 5:126 BW)',
    verdict: {
      plan: 'Dit plan voldoet aan de wet via het onderhoudsplan.',
      percentage: 'De bijdrage voldoet aan de wet via 0,5 % van de herbouwwaarde.',
      none: 'Dit plan voldoet niet aan de wet.',
    },
    met: 'voldaan',
    notMet: 'niet voldaan',
    age: 'Ten hoogste 5 jaar geleden vastgesteld: op {date}, {years} jaar geleden',
    notAdopted: 'Ten hoogste 5 jaar geleden vastgesteld: nog niet vastgesteld',
    horizon: 'Beslaat ten minste 10 jaar: {horizon} jaar',
    reserve: 'De reserve blijft nul of meer: laagst {amount} aan het eind van {year}',
    percentage: 'Bijdrage {contribution} tegenover 0,5 % van de herbouwwaarde: {minimum}',
    noRebuildValue: 'Bijdrage tegenover 0,5 % van de herbouwwaarde: de herbouwwaarde is niet ingevuld',
    level: 'Kleinste gelijke jaarlijkse bijdrage die de reserve op nul of meer houdt: {amount}',
    fund: 'Reserve bij de start {reserve}; jaarlijkse bijdrage {contribution}; rente {interest} per jaar',
    chapters: 'Kosten per hoofdstuk en jaar',
    chart: 'Kosten en reserve per jaar',
    lines: 'De regels van het plan',
    costsOfYear: 'Kosten van het jaar',
    reserveAtEnd: 'Reserve aan het eind van het jaar',
    code: 'Code',
    work: 'Werk',
    total: 'Totaal',
    noChapter: 'Zonder element',
    chapter: {
      '1': 'Onderbouw',
      '2': 'Ruwbouw',
      '3': 'Afbouw',
      '4': 'Afwerkingen',
      '5': 'Installaties werktuigbouwkundig',
      '6': 'Installaties elektrotechnisch',
      '7': 'Vaste voorzieningen',
      '8': 'Losse inventaris',
      '9': 'Terrein',
    },
    activity: {
      replace: 'vervangen',
      repair: 'herstellen',
      paint: 'schilderen',
      inspect: 'inspecteren',
      clean: 'reinigen',
      other: 'overig',
    },
  },
  de: {
    locale: 'de-DE',
    title: 'Langfristiger Instandhaltungsplan',
    adoptedOn: 'Von der Eigentümerversammlung beschlossen am {date}',
    draft: 'Entwurf, nicht beschlossen; gedruckt am {date}',
    years: 'Jahre {from}–{to}; Preisstand {priceDate}, indexiert mit {indexation} pro Jahr',
    law: 'Das Gesetz (Art. 5:126 BW)',
    verdict: {
      plan: 'Dieser Plan erfüllt das Gesetz durch den Instandhaltungsplan.',
      percentage: 'Der Beitrag erfüllt das Gesetz durch 0,5 % des Wiederaufbauwerts.',
      none: 'Dieser Plan erfüllt das Gesetz nicht.',
    },
    met: 'erfüllt',
    notMet: 'nicht erfüllt',
    age: 'Vor höchstens 5 Jahren beschlossen: am {date}, vor {years} Jahren',
    notAdopted: 'Vor höchstens 5 Jahren beschlossen: noch nicht beschlossen',
    horizon: 'Umfasst mindestens 10 Jahre: {horizon} Jahre',
    reserve: 'Die Rücklage bleibt bei null oder darüber: am niedrigsten {amount} am Ende von {year}',
    percentage: 'Beitrag {contribution} gegenüber 0,5 % des Wiederaufbauwerts: {minimum}',
    noRebuildValue: 'Beitrag gegenüber 0,5 % des Wiederaufbauwerts: der Wiederaufbauwert ist nicht angegeben',
    level: 'Kleinster gleichbleibender Jahresbeitrag, der die Rücklage bei null oder darüber hält: {amount}',
    fund: 'Rücklage zu Beginn {reserve}; Jahresbeitrag {contribution}; Zinsen {interest} pro Jahr',
    chapters: 'Kosten pro Kapitel und Jahr',
    chart: 'Kosten und Rücklage pro Jahr',
    lines: 'Die Zeilen des Plans',
    costsOfYear: 'Kosten des Jahres',
    reserveAtEnd: 'Rücklage am Ende des Jahres',
    code: 'Code',
    work: 'Arbeit',
    total: 'Summe',
    noChapter: 'Ohne Element',
    chapter: {
      '1': 'Unterbau',
      '2': 'Rohbau',
      '3': 'Ausbau',
      '4': 'Oberflächen',
      '5': 'Haustechnik',
      '6': 'Elektrotechnik',
      '7': 'Feste Einrichtungen',
      '8': 'Lose Einrichtung',
      '9': 'Gelände',
    },
    activity: {
      replace: 'ersetzen',
      repair: 'reparieren',
      paint: 'streichen',
      inspect: 'prüfen',
      clean: 'reinigen',
      other: 'sonstiges',
    },
  },
  fr: {
    locale: 'fr-FR',
    title: 'Plan d’entretien pluriannuel',
    adoptedOn: 'Adopté par l’assemblée des copropriétaires le {date}',
    draft: 'Projet, non adopté ; imprimé le {date}',
    years: 'Années {from}–{to} ; prix du {priceDate}, indexés de {indexation} par an',
    law: 'La loi (art. 5:126 BW)',
    verdict: {
      plan: 'Ce plan satisfait à la loi par le plan d’entretien.',
      percentage: 'La contribution satisfait à la loi par 0,5 % de la valeur de reconstruction.',
      none: 'Ce plan ne satisfait pas à la loi.',
    },
    met: 'satisfait',
    notMet: 'non satisfait',
    age: 'Adopté il y a 5 ans au plus : le {date}, il y a {years} ans',
    notAdopted: 'Adopté il y a 5 ans au plus : pas encore adopté',
    horizon: 'Couvre au moins 10 ans : {horizon} ans',
    reserve: 'La réserve reste à zéro ou plus : au plus bas {amount} à la fin de {year}',
    percentage: 'Contribution {contribution} face à 0,5 % de la valeur de reconstruction : {minimum}',
    noRebuildValue:
      'Contribution face à 0,5 % de la valeur de reconstruction : la valeur de reconstruction n’est pas saisie',
    level: 'Plus petite contribution annuelle constante qui garde la réserve à zéro ou plus : {amount}',
    fund: 'Réserve au départ {reserve} ; contribution annuelle {contribution} ; intérêts {interest} par an',
    chapters: 'Coûts par chapitre et par année',
    chart: 'Coûts et réserve par année',
    lines: 'Les lignes du plan',
    costsOfYear: 'Coûts de l’année',
    reserveAtEnd: 'Réserve à la fin de l’année',
    code: 'Code',
    work: 'Travaux',
    total: 'Total',
    noChapter: 'Sans élément',
    chapter: {
      '1': 'Infrastructure',
      '2': 'Gros œuvre',
      '3': 'Second œuvre',
      '4': 'Finitions',
      '5': 'Installations techniques',
      '6': 'Installations électriques',
      '7': 'Équipements fixes',
      '8': 'Mobilier',
      '9': 'Terrain',
    },
    activity: {
      replace: 'remplacer',
      repair: 'réparer',
      paint: 'peindre',
      inspect: 'inspecter',
      clean: 'nettoyer',
      other: 'autre',
    },
  },
};
