import { describe, expect, it } from 'vitest';
import { ReportStatus } from '../enums';
import { filterReports, type FilterableReport } from './request-filter';

// The contract is typed without Node or DOM (no I/O); the test runner's globals it uses, declared here only.
declare const performance: { now: () => number };
declare const console: { info: (message: string) => void };

const FRAME_MS = 16;
/** Half a frame: headroom for a busy 2-core CI machine, and for the rest of the frame's work. */
const LIMIT_MS = FRAME_MS / 2;
const WARM_UP_RUNS = 5;
const MEASURED_RUNS = 21;

const problems = [
  'Lekkage in de kelder bij de bergingen',
  'Lift staat stil op de derde verdieping',
  'Intercom van de hoofdingang werkt niet',
  'Scheur in de gevel naast het balkon',
  'Verlichting in het trappenhuis is kapot',
  'Dakgoot verstopt, water loopt over de gevel',
  'Schimmel in de badkamer na de renovatie',
  'Voordeur van het portiek sluit niet goed',
];
const complexes = ['VvE Parkzicht', 'VvE De Linden', 'VvE Havenkwartier', 'VvE Oranjehof', 'VvE Het Baken'];
const people = ['Anna de Vries', 'Bram Jansen', 'Chantal Bakker', 'Daan Visser', 'Eva Smit', 'Frank de Boer'];

/** A deterministic report like the demo data's: Dutch text, a year-sequence number, an ISO date. */
const report = (index: number): FilterableReport => {
  const day = new Date(Date.UTC(2022, 0, 1) + index * 2_600_000);
  return {
    omschrijving: `${problems[index % problems.length] ?? ''} (${index % 97})`,
    nr: `${day.getUTCFullYear()}-${String(index).padStart(5, '0')}`,
    status: ReportStatus.options[index % ReportStatus.options.length] ?? 'NIEUW',
    aanmaakDatum: day.toISOString(),
    vve: index % 10 === 0 ? index : { naam: complexes[index % complexes.length] ?? '' },
    melder: { naam: people[index % people.length] ?? '' },
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The median time of one filtering, after warm-up runs that let the engine optimise the code. */
const medianMs = (reports: readonly FilterableReport[], text: string): number => {
  for (let run = 0; run < WARM_UP_RUNS; run++) filterReports(reports, text);
  const times: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const started = performance.now();
    filterReports(reports, text);
    times.push(performance.now() - started);
  }
  return median(times);
};

describe('filterReports on 10,000 reports', () => {
  const reports = Array.from({ length: 10_000 }, (_, index) => report(index));

  it.each([
    ['a word of the description', 'lekkage'],
    ['a complex name', 'Parkzicht'],
    ['a person', 'jansen'],
    ['a month', '2024-03'],
    ['a status', 'opgelost'],
    ['text that matches nothing', 'zonnepanelen'],
  ])(`filters on %s within half a frame (${LIMIT_MS} ms, median)`, (_what, text) => {
    expect(filterReports(reports, text).length).toBeLessThan(reports.length);
    const ms = medianMs(reports, text);
    console.info(`filterReports(10,000, '${text}'): ${ms.toFixed(2)} ms median`);
    expect(ms).toBeLessThan(LIMIT_MS);
  });
});
