/** A cell of an exported list: text, a number, or nothing. */
export type ExportCell = string | number | null;

/** An exported list: its column headers and its rows, each with a cell per column. */
export interface ExportTable {
  headers: readonly string[];
  rows: readonly (readonly ExportCell[])[];
}

/** How many rows an exported list is written in at a time, the event loop free between them. */
export const ROWS_AT_A_TIME = 2_000;

/** Lets other requests go first: between parts of a long export. */
export const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });
