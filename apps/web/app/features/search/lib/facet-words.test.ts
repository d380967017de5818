import { describe, expect, it } from 'vitest';
import { EDITION_LOCALES, type Edition } from '@wbn/contract/editions';
import type { IndustryNode } from '@wbn/contract/schemas';
import { PageI18n } from '~/lib/i18n-runtime';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import { facetWordsIn } from './facet-words.server';
import { filterModel } from './search-filters';

/** The results page's reader in an edition, as its loader makes it. */
const reader = (edition: Edition) =>
  new PageI18n(edition, EDITION_LOCALES[edition], { ...shellMessages(edition), ...pageMessages(edition, 'search') });

const node = (key: string, name: string, categories: { id: string; name: string }[]): IndustryNode => ({
  id: key,
  key,
  name,
  text: name,
  order: 1,
  description: '',
  icon: '',
  categories: categories.map((c) => ({ ...c, subCategories: [] })),
});
/** An industry tree as the loader reads it in Spanish (its names already the edition's). */
const SPANISH_TREE = {
  version: 't',
  tree: [node('0007', 'Maquinaria industrial', [{ id: 'cat-valves', name: 'Válvulas' }])],
};

describe("the filter panel's words in an edition", () => {
  const words = facetWordsIn('es', reader('es'), SPANISH_TREE);

  it("names countries and languages by ICU, industries and categories by the edition's tree", () => {
    expect(words.label('countries', 'US', 'United States')).toBe('Estados Unidos');
    expect(words.label('countries', 'XX', 'Nowhere')).toBe('Nowhere');
    expect(words.label('languages', 'EN', 'English')).toBe('Inglés');
    expect(words.label('industries', '0007', 'Industrial Machinery')).toBe('Maquinaria industrial');
    expect(words.label('categories', 'cat-valves', 'Valves')).toBe('Válvulas');
    expect(words.label('categories', 'unknown', 'Pumps')).toBe('Pumps');
  });

  it('names the headings and the fixed choices by the tables, and keeps codes as they are', () => {
    expect(words.heading('Country')).toBe('País');
    expect(words.heading('Annual revenue')).toBe('Facturación anual');
    expect(words.label('employees', '11-50', '11-50 employees')).toBe('11-50 empleados');
    expect(words.label('revenue', '0-1m', 'Under US$1 million')).toBe('Menos de US$1 millón');
    expect(words.label('foundedBefore', '2000', 'Before 2000')).toBe('Antes de 2000');
    expect(words.label('contractManufacturing', 'true', 'Yes')).toBe('Sí');
    expect(words.label('certifications', 'iso-9001', 'ISO 9001')).toBe('ISO 9001');
    expect(words.label('incoterms', 'fob', 'FOB')).toBe('FOB');
  });

  it("words the panel's sections and the applied filters' chips in Chinese", () => {
    const zh = facetWordsIn('zh', reader('zh'), null);
    const params = new URLSearchParams('business=MA&countries=global&f.countries=DE');
    const model = filterModel(
      params,
      { countries: ['DE'] },
      {
        countries: [{ value: 'DE', label: 'Germany', count: 12 }],
        employees: [{ value: '1-10', label: '1-10 employees', count: 3 }],
      },
      {},
      zh,
    );
    expect(model.sections.map((s) => [s.heading, s.choices.map((c) => c.label)])).toEqual([
      ['国家/地区', ['德国']],
      ['员工人数', ['1-10 名员工']],
    ]);
    expect(model.chips.map((c) => [c.heading, c.label])).toEqual([['国家/地区', '德国']]);
  });
});
