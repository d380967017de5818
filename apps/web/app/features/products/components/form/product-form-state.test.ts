import { describe, expect, it } from 'vitest';
import type { Product } from '@wbn/contract/schemas';
import { emptyForm, formFromProduct, toCreateRequest, toUpdateRequest, validate } from './product-form-state';

const BID = '3f0c8e55-5d0e-4c43-9a51-0d3e8f1f2a10';
const product: Product = {
  productID: '7a1f5c1e-2b0a-4f0e-8a53-6b7b9a7f0c11',
  businessID: BID,
  name: 'Valve',
  sku: 'V-1',
  keywords: ['steel'],
  description: 'A valve',
  mainImage: { url: 'https://x/m.jpg' },
  photos: [{ url: 'https://x/p.jpg' }],
  images: [],
  videos: [{ videoID: 'v1', url: 'https://youtu.be/dQw4w9WgXcQ' }],
  specs: [{ key: 'Material', value: 'Steel' }],
  industry: { id: '0001', name: 'Automation' },
  category: { id: '0001-03', name: 'Valves' },
  subCategory: { id: '0001-03-02', name: 'Ball valves' },
  leadTime: '15 days',
  stock: 'yes',
  createdAt: '2026-01-01T00:00:00Z',
  businessProfile: {
    businessID: BID,
    companyName: 'Acme',
    profilePhoto: null,
    country: null,
    subscription: 'standard',
    verified: false,
  },
};

describe('product form state', () => {
  it('requires name and description with the contract messages', () => {
    const errors = validate(emptyForm(), BID, null);
    expect(errors.name).toBe('Product name is required');
    expect(errors.description).toBe('Description is required');
  });

  it('builds a create payload without empty optional fields', () => {
    const body = toCreateRequest(
      { ...emptyForm(), name: ' Valve ', description: 'Good', specs: [{ key: '', value: '' }], videos: [' '] },
      BID,
    );
    expect(body).toEqual({
      businessID: BID,
      name: 'Valve',
      description: 'Good',
      keywords: [],
      photos: [],
      videos: [],
      specs: [],
    });
  });

  it('round-trips a product into an update payload', () => {
    const body = toUpdateRequest(formFromProduct(product), product);
    expect(body).toMatchObject({
      name: 'Valve',
      industry: { id: '0001' },
      category: { id: '0001-03' },
      subCategory: { id: '0001-03-02' },
      leadTime: '15 days',
      stock: 'yes',
      sku: 'V-1',
      videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
    expect(validate(formFromProduct(product), BID, product)).toEqual({});
  });

  it('clears the lead time with an empty string and asks for a category after the industry changes', () => {
    const state = {
      ...formFromProduct(product),
      leadTime: '',
      category: { industryID: '0002', categoryID: '', subCategoryID: '' },
    };
    expect(toUpdateRequest(state, product).leadTime).toBe('');
    expect(toUpdateRequest({ ...state, sku: ' ' }, product).sku).toBe('');
    expect(validate(state, BID, product).category).toBe('Choose a category');
  });

  it('flags an invalid video address', () => {
    const errors = validate({ ...formFromProduct(product), videos: ['not a url'] }, BID, product);
    expect(errors.videos).toBeTruthy();
  });
});
