import { stringify } from 'csv-stringify/sync';

// Every CSV the product exports goes through here: one library (csv-stringify), one header row, and
// cells that a spreadsheet would run as a formula kept as text.

/** Spreadsheets run cells that start with these as formulas; a leading quote keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/** CSV text with a header row; text cells that look like formulas are prefixed with a quote. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((r) => [...r]),
    {
      header: true,
      columns: [...columns],
      cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
    },
  );
}

/** 20261121T093000 (UTC): the {timestamp} of export file names. */
export const csvTimestamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').slice(0, 15);

/** A file-name-safe form of a name. */
export const fileSlug = (name: string) =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60) || 'export';
