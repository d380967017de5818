import { describe, expect, it } from 'vitest';
import { editionOf, editionPath, htmlLangOf, samePageIn, specPathOf } from './edition-paths.js';

describe('editions at their addresses', () => {
  it('reads the edition from the first segment only', () => {
    expect(editionOf('/')).toBe('en');
    expect(editionOf('/about-us')).toBe('en');
    expect(editionOf('/es/')).toBe('es');
    expect(editionOf('/es')).toBe('es');
    expect(editionOf('/zh/business-product/x')).toBe('zh');
    // A page whose own first segment merely starts like an edition stays English.
    expect(editionOf('/esplanade')).toBe('en');
    expect(editionOf('/search-result')).toBe('en');
  });

  it('moves a page between editions and keeps English at the spec’s paths', () => {
    expect(specPathOf('/it/about-us')).toBe('/about-us');
    expect(specPathOf('/it')).toBe('/');
    expect(specPathOf('/about-us')).toBe('/about-us');
    expect(editionPath('es', '/')).toBe('/es/');
    expect(editionPath('es', '/auth/login?continue=%2Fes%2F')).toBe('/es/auth/login?continue=%2Fes%2F');
    expect(editionPath('en', '/about-us')).toBe('/about-us');
    // Not a path of the site: left alone.
    expect(editionPath('zh', 'https://example.com/')).toBe('https://example.com/');
    expect(editionPath('zh', '//example.com/')).toBe('//example.com/');
    expect(samePageIn('zh', '/es/rfqs')).toBe('/zh/rfqs');
    expect(samePageIn('en', '/es/rfqs')).toBe('/rfqs');
  });

  it('names each edition’s language as pages and search engines read it', () => {
    expect(htmlLangOf('en')).toBe('en');
    expect(htmlLangOf('es')).toBe('es-419');
    expect(htmlLangOf('it')).toBe('it-IT');
    expect(htmlLangOf('zh')).toBe('zh-Hans');
  });
});
