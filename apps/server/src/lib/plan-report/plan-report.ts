import PDFDocument from 'pdfkit';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import type { Language } from '@vve/contract/constants';
import { PLAN_REPORT_TEXTS, type PlanReportTexts } from './plan-report-texts';

/** A4 landscape, in points, and its margin. */
const PAGE = { width: 841.89, height: 595.28, margin: 40 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
/** Years per block of a wide table: ten fit beside the first columns. */
const YEARS_PER_BLOCK = 10;
const ROW = 13;
const GREEN = '#2b8a3e';
const RED = '#c92a2a';
const BAR = '#4dabf7';
const LINE = '#1c7ed6';

/** Fills `{name}` in a text. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * The report's number formats in the reader's language. The PDF's standard fonts know only Windows-1252, so the
 * narrow and the no-break spaces that some languages group digits with become plain spaces.
 */
const formatsOf = (texts: PlanReportTexts) => {
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
  const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'EUR' });
  const whole = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(texts.locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (amount: number) => plain(money.format(amount)),
    whole: (amount: number) => (amount === 0 ? '' : plain(whole.format(amount))),
    percent: (value: number) => plain(percent.format(value / 100)),
    date: (iso: string) => plain(day.format(new Date(`${iso}T00:00:00Z`))),
  };
};

type Formats = ReturnType<typeof formatsOf>;
type Doc = PDFKit.PDFDocument;

/** The cover: the complex, the version, its years and terms, the legal check and the reserve fund. */
const cover = (doc: Doc, plan: MaintenancePlan, texts: PlanReportTexts, format: Formats, today: string) => {
  const { terms, legalCheck: check } = plan;
  doc.font('Helvetica-Bold').fontSize(22).text(texts.title);
  doc.fontSize(16).text(plan.complex.naam).moveDown(0.5);
  doc.font('Helvetica').fontSize(11);
  doc.text(
    plan.version.adoptedOn === null
      ? fill(texts.draft, { date: format.date(today) })
      : fill(texts.adoptedOn, { date: format.date(plan.version.adoptedOn) }),
  );
  doc.text(
    fill(texts.years, {
      from: plan.years[0] ?? terms.startYear,
      to: plan.years.at(-1) ?? terms.startYear,
      priceDate: format.date(terms.priceDate),
      indexation: format.percent(terms.indexation),
    }),
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(texts.law);
  const verdict = check.route === null ? texts.verdict.none : texts.verdict[check.route];
  doc
    .fillColor(check.meetsLaw ? GREEN : RED)
    .fontSize(12)
    .text(verdict)
    .fillColor('black');
  doc.font('Helvetica').fontSize(11).moveDown(0.3);
  const conditions: [boolean, string][] = [
    [
      check.ageOk,
      check.adoptedOn === null
        ? texts.notAdopted
        : fill(texts.age, { date: format.date(check.adoptedOn), years: check.ageYears ?? 0 }),
    ],
    [check.horizonOk, fill(texts.horizon, { horizon: check.horizon })],
    [
      check.reserveOk,
      fill(texts.reserve, {
        amount: format.money(check.lowestReserve.amount),
        year: check.lowestReserve.year,
      }),
    ],
    [
      check.percentageOk,
      check.percentageMinimum === null
        ? texts.noRebuildValue
        : fill(texts.percentage, {
            contribution: format.money(check.contribution),
            minimum: format.money(check.percentageMinimum),
          }),
    ],
  ];
  for (const [ok, text] of conditions) doc.text(`${ok ? texts.met : texts.notMet}: ${text}`, { indent: 12 });
  doc.moveDown();
  doc.text(
    fill(texts.fund, {
      reserve: format.money(terms.reserveAtStart),
      contribution: format.money(terms.yearlyContribution),
      interest: format.percent(terms.interestRate),
    }),
  );
  doc.text(fill(texts.level, { amount: format.money(plan.levelContribution) }));
};

/** The years of the plan in blocks of ten, each with the indexes of its years. */
const yearBlocks = (years: readonly number[]) =>
  Array.from({ length: Math.ceil(years.length / YEARS_PER_BLOCK) }, (_, block) =>
    years.slice(block * YEARS_PER_BLOCK, (block + 1) * YEARS_PER_BLOCK).map((year, index) => ({
      year,
      index: block * YEARS_PER_BLOCK + index,
    })),
  );

interface TableRow {
  code: string;
  work: string;
  costs: readonly number[];
  total: number;
  bold?: boolean;
}

/**
 * A wide table of rows × years, in blocks of ten years: a code column, a work column, the years and the total,
 * amounts in whole euros; a new page when the page is full.
 */
const yearTable = (
  doc: Doc,
  title: string,
  rows: readonly TableRow[],
  years: readonly number[],
  texts: PlanReportTexts,
  format: Formats,
) => {
  const codeWidth = 40;
  const workWidth = 190;
  const cell = (INNER - codeWidth - workWidth) / (YEARS_PER_BLOCK + 1);
  const header = (block: { year: number }[]) => {
    doc.font('Helvetica-Bold').fontSize(8);
    const y = doc.y;
    doc.text(texts.code, PAGE.margin, y, { width: codeWidth });
    doc.text(texts.work, PAGE.margin + codeWidth, y, { width: workWidth });
    block.forEach(({ year }, column) =>
      doc.text(String(year), PAGE.margin + codeWidth + workWidth + column * cell, y, {
        width: cell - 4,
        align: 'right',
      }),
    );
    doc.text(texts.total, PAGE.margin + codeWidth + workWidth + YEARS_PER_BLOCK * cell, y, {
      width: cell - 4,
      align: 'right',
    });
    doc.y = y + ROW;
  };
  for (const block of yearBlocks(years)) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(title, PAGE.margin, PAGE.margin).moveDown(0.5);
    header(block);
    for (const row of rows) {
      if (doc.y > PAGE.height - PAGE.margin - ROW) {
        doc.addPage();
        doc.y = PAGE.margin;
        header(block);
      }
      const y = doc.y;
      doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      doc.text(row.code, PAGE.margin, y, { width: codeWidth, lineBreak: false });
      doc.text(row.work, PAGE.margin + codeWidth, y, {
        width: workWidth - 6,
        height: ROW,
        ellipsis: true,
        lineBreak: false,
      });
      block.forEach(({ index }, column) =>
        doc.text(
          format.whole(row.costs[index] ?? 0),
          PAGE.margin + codeWidth + workWidth + column * cell,
          y,
          {
            width: cell - 4,
            align: 'right',
            lineBreak: false,
          },
        ),
      );
      const blockTotal = block.reduce((sum, { index }) => sum + (row.costs[index] ?? 0), 0);
      doc.text(
        format.whole(row.bold ? row.total : blockTotal),
        PAGE.margin + codeWidth + workWidth + YEARS_PER_BLOCK * cell,
        y,
        {
          width: cell - 4,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.y = y + ROW;
    }
  }
};

/** The chart: the yearly costs as bars, the reserve at the end of each year as a line, zero marked. */
const reserveChart = (doc: Doc, plan: MaintenancePlan, texts: PlanReportTexts, format: Formats) => {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).text(texts.chart, PAGE.margin, PAGE.margin);
  const box = { left: PAGE.margin + 70, top: PAGE.margin + 40, width: INNER - 80, height: 380 };
  const values = [...plan.yearTotals, ...plan.reserve.map((year) => year.end), 0];
  const high = Math.max(...values);
  const low = Math.min(...values);
  const span = high - low || 1;
  const yOf = (amount: number) => box.top + ((high - amount) / span) * box.height;
  const step = box.width / Math.max(plan.years.length, 1);
  doc.font('Helvetica').fontSize(8).fillColor('black');
  for (const amount of [high, (high + low) / 2, low]) {
    doc.text(format.whole(amount) || '0', PAGE.margin, yOf(amount) - 4, { width: 64, align: 'right' });
  }
  doc
    .moveTo(box.left, yOf(0))
    .lineTo(box.left + box.width, yOf(0))
    .strokeColor('#868e96')
    .lineWidth(0.5)
    .stroke();
  plan.yearTotals.forEach((cost, index) => {
    if (cost > 0) doc.rect(box.left + index * step + 1, yOf(cost), step - 2, yOf(0) - yOf(cost)).fill(BAR);
  });
  plan.reserve.forEach((year, index) => {
    const x = box.left + index * step + step / 2;
    if (index === 0) doc.moveTo(x, yOf(year.end));
    else doc.lineTo(x, yOf(year.end));
  });
  doc.strokeColor(LINE).lineWidth(1.5).stroke();
  doc.fillColor('black');
  plan.years.forEach((year, index) => {
    if (index % 5 === 0)
      doc.text(String(year), box.left + index * step, box.top + box.height + 6, { width: 40 });
  });
  const legend = box.top + box.height + 26;
  doc
    .rect(box.left, legend, 10, 8)
    .fill(BAR)
    .fillColor('black')
    .text(texts.costsOfYear, box.left + 14, legend);
  doc
    .moveTo(box.left + 200, legend + 4)
    .lineTo(box.left + 210, legend + 4)
    .strokeColor(LINE)
    .lineWidth(1.5)
    .stroke();
  doc.fillColor('black').text(texts.reserveAtEnd, box.left + 214, legend);
};

/** Collects a PDF document's bytes, until it is ended. */
const bytesOf = (doc: Doc): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

/**
 * A version of the maintenance plan as a report for the owners (PDF, A4 landscape, in the reader's language): a
 * cover with the legal check and the reserve fund, the costs per NL-SfB chapter and year, the chart of costs
 * against the reserve, and the table of lines × years, the wide tables in blocks of ten years.
 */
export const planReport = (plan: MaintenancePlan, language: Language, today: string): Promise<Buffer> => {
  const texts = PLAN_REPORT_TEXTS[language];
  const format = formatsOf(texts);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `${texts.title}: ${plan.complex.naam}`, Producer: 'VvE Portaal' },
  });
  const done = bytesOf(doc);
  cover(doc, plan, texts, format, today);
  // The code column holds the chapter's number; the work column names it.
  const chapterName = (chapter: string | null) =>
    chapter === null ? texts.noChapter : (texts.chapter[chapter] ?? chapter);
  const totalRow = { code: '', work: texts.total, costs: plan.yearTotals, total: plan.total, bold: true };
  yearTable(
    doc,
    texts.chapters,
    [
      ...plan.chapters.map((chapter) => ({
        code: chapter.chapter ?? '',
        work: chapterName(chapter.chapter),
        costs: chapter.costs,
        total: chapter.total,
      })),
      totalRow,
    ],
    plan.years,
    texts,
    format,
  );
  reserveChart(doc, plan, texts, format);
  yearTable(
    doc,
    texts.lines,
    [
      ...plan.lines.map((line) => ({
        code: line.element?.nlsfbCode ?? '',
        work: [line.element?.label, texts.activity[line.activity], line.description]
          .filter(Boolean)
          .join(' · '),
        costs: line.costs,
        total: line.total,
      })),
      totalRow,
    ],
    plan.years,
    texts,
    format,
  );
  doc.end();
  return done;
};
