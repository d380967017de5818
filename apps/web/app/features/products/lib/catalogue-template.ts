/**
 * The import's template (decision 0037): a CSV made in the browser with the file's columns, one
 * specification column and one example row, so a member starts from a header the API accepts.
 */
import { CATALOGUE_COLUMNS, CATALOGUE_SPEC_PREFIX, CATALOGUE_TEXT } from '@wbn/contract/constants';

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
export const csvCell = (value: string) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template's text: a byte order mark, so a spreadsheet opens it as UTF-8, then the header and the example. */
export function catalogueTemplate(): string {
  const header = [...CATALOGUE_COLUMNS, `${CATALOGUE_SPEC_PREFIX}${CATALOGUE_TEXT.templateSpec}`];
  const example = [
    ...CATALOGUE_COLUMNS.map((c) => CATALOGUE_TEXT.templateExample[c]),
    CATALOGUE_TEXT.templateSpecExample,
  ];
  return `\uFEFF${[header, example].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export const catalogueTemplateBlob = () => new Blob([catalogueTemplate()], { type: 'text/csv;charset=utf-8' });
