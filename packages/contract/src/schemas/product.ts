import { z } from './zod.js';
import { zHttpUrl } from './fields.js';
import { ZCountryRef, ZPhoto, ZPhotoView } from './user.js';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const ZProductFields = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(160, 'At most 160 characters'),
  /** The business's own code (optional; unique within the business; an empty one clears it). */
  sku: text(64).refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32), 'No control characters'),
  description: z.string().trim().min(1, 'Description is required').max(5000, 'At most 5000 characters'),
  keywords: z.array(text(60).min(1)).max(20, 'At most 20 keywords'),
  mainImage: ZPhoto,
  photos: z.array(ZPhoto).max(12, 'At most 12 photos'),
  videos: z
    .array(
      z.object({
        videoID: z.string().max(40).optional(),
        url: zHttpUrl('Enter a valid video address (http or https)', 500),
      }),
    )
    .max(5, 'At most 5 videos'),
  specs: z
    .array(z.object({ key: text(80).min(1, 'Name the specification'), value: text(500).min(1, 'Give the value') }))
    .max(40, 'At most 40 specifications'),
  industry: z.object({ id: z.string().regex(/^\d{4}$/, 'Choose an industry') }),
  category: z.object({ id: z.string().regex(/^\d{4}-\d{2}$/, 'Choose a category') }),
  subCategory: z.object({ id: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a subcategory') }),
  leadTime: text(80),
  stock: z.enum(['yes', 'no']),
});

/** POST /api/product: businessID, name and description required, every other field optional. */
export const ZCreateProductRequest = ZProductFields.partial()
  .required({ name: true, description: true })
  .extend({ businessID: z.string().uuid('Unknown business') })
  .strict();
export type CreateProductRequest = z.infer<typeof ZCreateProductRequest>;
export const ZUpdateProductRequest = ZProductFields.partial().strict();
export type UpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

// ---- What the API answers (decision 0025: the routes serialize through these) ----

const ZIdName = z.object({ id: z.string(), name: z.string() });

/** A product (the spec's "Product" entity) with the card of its company. */
export const ZProduct = z.object({
  productID: z.string(),
  businessID: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  keywords: z.array(z.string()),
  description: z.string(),
  mainImage: ZPhotoView.nullable(),
  photos: z.array(ZPhotoView),
  images: z.array(ZPhotoView),
  videos: z.array(z.object({ videoID: z.string(), url: z.string() })),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  industry: ZIdName.nullable(),
  category: ZIdName.nullable(),
  subCategory: ZIdName.nullable(),
  leadTime: z.string().nullable(),
  stock: z.enum(['yes', 'no']),
  createdAt: z.string(),
  businessProfile: z.object({
    businessID: z.string(),
    companyName: z.string(),
    profilePhoto: z.object({ url: z.string() }).nullable(),
    country: ZCountryRef.nullable(),
    subscription: z.string(),
    verified: z.boolean(),
  }),
});
export type Product = z.infer<typeof ZProduct>;
/**
 * `hidden`: over the cap of the business's tier after its membership ended (decision 0018); only its owner and
 * admins see these, marked.
 */
export const ZProductListItem = z.object({
  productID: z.string(),
  name: z.string(),
  description: z.string(),
  mainImage: ZPhotoView.nullable(),
  hidden: z.boolean().optional(),
});
export type ProductListItem = z.infer<typeof ZProductListItem>;
/** GET /api/product/by-business?bid=: a business's products. */
export const ZProductList = z.object({ data: z.array(ZProductListItem), total: z.number().int() });

export const ZProductParams = z.object({ productID: z.string().max(64) });
export const ZProductsByBusinessQuery = z.object({ bid: z.string().max(64) });
