/** The files the Products tab makes or saves: the import's template and the export's file name. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, CATALOGUE_KEYWORD_SEPARATOR, CATALOGUE_TEXT } from '@wbn/contract/constants';
import { ZProductFields } from '@wbn/contract/schemas';
import { catalogueTemplate, csvCell } from './catalogue-template';
import { fileNameOf } from '~/lib/save-file';

describe('catalogueTemplate', () => {
  const [bom, ...text] = catalogueTemplate();
  const [header, example, end] = text.join('').split('\r\n');

  it('is UTF-8 with a byte order mark, the columns in the export order, one specification and one example row', () => {
    expect(bom).toBe('\uFEFF');
    expect(header).toBe(`${CATALOGUE_COLUMNS.join(',')},spec:${CATALOGUE_TEXT.templateSpec}`);
    expect(example?.startsWith(',PLC-100,')).toBe(true);
    expect(end).toBe('');
  });

  it("has an example the product form's own rules accept", () => {
    const e = CATALOGUE_TEXT.templateExample;
    const fields = {
      sku: e.sku,
      name: e.name,
      description: e.description,
      keywords: e.keywords.split(CATALOGUE_KEYWORD_SEPARATOR),
      industry: { id: e.industry },
      category: { id: e.category },
      subCategory: { id: e.subCategory },
      leadTime: e.leadTime,
      stock: e.stock,
      specs: [{ key: CATALOGUE_TEXT.templateSpec, value: CATALOGUE_TEXT.templateSpecExample }],
    };
    expect(ZProductFields.partial().safeParse(fields).success).toBe(true);
  });
});

describe('csvCell', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('15" screen')).toBe('"15"" screen"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });
});

describe('fileNameOf', () => {
  it('reads the name a content-disposition gives', () => {
    expect(fileNameOf('attachment; filename="acme-products-2025-01-02.csv"', 'products.csv')).toBe(
      'acme-products-2025-01-02.csv',
    );
    expect(fileNameOf('attachment; filename=acme.xlsx', 'products.xlsx')).toBe('acme.xlsx');
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''Caf%C3%A9%20products.csv`, 'products.csv')).toBe(
      'Café products.csv',
    );
  });

  it('keeps no folder part, and falls back when there is no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd.csv"', 'products.csv')).toBe('passwd.csv');
    expect(fileNameOf('attachment; filename="C:\\\\tmp\\\\list.csv"', 'products.csv')).toBe('list.csv');
    expect(fileNameOf('attachment', 'products.csv')).toBe('products.csv');
    expect(fileNameOf(null, 'products.xlsx')).toBe('products.xlsx');
  });
});
