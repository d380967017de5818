import { z } from './zod.js';
import { zHttpUrl } from './fields.js';
import { ZPhoto } from './user.js';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const ZProductFields = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(160, 'At most 160 characters'),
  description: z.string().trim().min(1, 'Description is required').max(5000, 'At most 5000 characters'),
  keywords: z.array(text(60).min(1)).max(20, 'At most 20 keywords'),
  mainImage: ZPhoto,
  photos: z.array(ZPhoto).max(12, 'At most 12 photos'),
  videos: z.array(z.object({ videoID: z.string().max(40).optional(), url: zHttpUrl('Enter a valid video address (http or https)', 500) })).max(5, 'At most 5 videos'),
  specs: z.array(z.object({ key: text(80).min(1, 'Name the specification'), value: text(500).min(1, 'Give the value') })).max(40, 'At most 40 specifications'),
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

export type Product = {
  productID: string;
  businessID: string;
  name: string;
  keywords: string[];
  description: string;
  mainImage: z.infer<typeof ZPhoto> | null;
  photos: z.infer<typeof ZPhoto>[];
  images: z.infer<typeof ZPhoto>[];
  videos: { videoID: string; url: string }[];
  specs: { key: string; value: string }[];
  industry: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
  subCategory: { id: string; name: string } | null;
  leadTime: string | null;
  stock: 'yes' | 'no';
  createdAt: string;
  businessProfile: { businessID: string; companyName: string; profilePhoto: { url: string } | null; country: { code: string; countryName: string; emoji: string } | null; subscription: string; verified: boolean };
};
/**
 * `hidden`: over the cap of the business's tier after its membership ended (decision 0018); only its owner and
 * admins see these, marked.
 */
export type ProductListItem = Pick<Product, 'productID' | 'name' | 'description' | 'mainImage'> & { hidden?: boolean };
