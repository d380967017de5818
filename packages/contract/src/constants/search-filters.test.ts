import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_STANDARDS,
  CERTIFICATION_VALUES,
  MARKET_REGION_VALUES,
  REVENUE_BANDS,
  SEARCH_FACET_HEADINGS,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  marketRegions,
  normaliseCertificateName,
} from './search-filters.js';
import { ZSearchFilters } from '../schemas/search.js';

describe('normaliseCertificateName (decision 0081)', () => {
  it.each([
    ['ISO9001', 'iso-9001'],
    ['ISO 9001:2015', 'iso-9001'],
    ['iso-9001 certified', 'iso-9001'],
    ['ISO 14001', 'iso-14001'],
    ['ISO 45001:2018 Occupational health', 'iso-45001'],
    ['EN ISO 13485', 'iso-13485'],
    ['IATF 16949:2016', 'iatf-16949'],
    ['ISO/TS 16949', 'iatf-16949'],
    ['CE Marking', 'ce'],
    ['CE', 'ce'],
    ['FDA Registered', 'fda'],
    ['US FDA approval', 'fda'],
    ['HACCP', 'haccp'],
    ['BRCGS Food Safety', 'brc'],
    ['BRC Global Standard', 'brc'],
    ['FSC Chain of Custody', 'fsc'],
    ['GOTS (Global Organic Textile Standard)', 'gots'],
    ['Global Organic Textile Standard', 'gots'],
    ['USDA Organic', 'organic'],
    ['Halal certificate', 'halal'],
    ['Kosher', 'kosher'],
    ['UL Listed', 'other'],
    ['RoHS', 'other'],
    ['Certified excellence', 'other'],
    ['ISO 90010', 'other'],
    ['', 'other'],
  ])('%j → %s', (name, value) => {
    expect(normaliseCertificateName(name)).toBe(value);
  });
  it('every standard and other is a value the request takes', () => {
    expect(CERTIFICATION_VALUES).toEqual([...CERTIFICATION_STANDARDS.map((c) => c.value), 'other']);
    expect(ZSearchFilters.safeParse({ certifications: ['iso-9001', 'other'] }).success).toBe(true);
    expect(ZSearchFilters.safeParse({ certifications: ['iso9001'] }).success).toBe(false);
  });
});

describe('marketRegions (decision 0081)', () => {
  it.each([
    ['North America', ['north-america']],
    ['South America', ['south-america']],
    ['Central America', ['central-america']],
    ['Western Europe', ['europe']],
    ['Eastern Europe', ['europe']],
    ['Middle East', ['middle-east']],
    ['Africa', ['africa']],
    ['East Asia', ['asia']],
    ['Southeast Asia', ['asia']],
    ['Oceania', ['oceania']],
    ['Latin America', ['central-america', 'south-america']],
    ['Asia Pacific', ['asia', 'oceania']],
    ['USA', ['north-america']],
    ['European Union', ['europe']],
    ['Worldwide', [...MARKET_REGION_VALUES]],
    ['Our neighbours', []],
  ])('%j → %j', (name, regions) => {
    expect(marketRegions(name)).toEqual(regions);
  });
});

describe('facets', () => {
  it('every facet has a prefix of its own and a heading', () => {
    const prefixes = SEARCH_FILTER_FACETS.map((f) => SEARCH_FACET_PREFIX[f]);
    expect(new Set(prefixes).size).toBe(SEARCH_FILTER_FACETS.length);
    for (const f of SEARCH_FILTER_FACETS) expect(SEARCH_FACET_HEADINGS[f]).toMatch(/\w/);
  });
  it('revenue bands follow one another without gaps', () => {
    for (let i = 1; i < REVENUE_BANDS.length; i++) expect(REVENUE_BANDS[i].min).toBe(REVENUE_BANDS[i - 1].max);
  });
  it('foundedBefore takes one of its years; other values are refused naming the field', () => {
    expect(ZSearchFilters.safeParse({ foundedBefore: 2000 }).success).toBe(true);
    const bad = ZSearchFilters.safeParse({ foundedBefore: 1999 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['foundedBefore']);
  });
});
