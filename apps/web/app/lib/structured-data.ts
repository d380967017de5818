/**
 * schema.org data for search engines, as React Router meta descriptors (rendered as
 * <script type="application/ld+json"> in the server's HTML).
 */
import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '@wbn/contract/constants';
import type { BusinessProfile, Product } from '@wbn/contract/schemas';

export function organizationJsonLd(b: BusinessProfile, path: string): MetaDescriptor {
  const c = b.contactInfo;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: b.general.companyName,
      description: b.general.shortDescription,
      url: path,
      ...(b.general.profilePhoto ? { logo: b.general.profilePhoto.url } : {}),
      ...(c.website ? { sameAs: [c.website] } : {}),
      ...(b.general.yearStablished ? { foundingDate: String(b.general.yearStablished) } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(c.legalAddressEnglish ? { streetAddress: c.legalAddressEnglish } : {}),
        ...(c.city ? { addressLocality: c.city } : {}),
        ...(c.state ? { addressRegion: c.state.stateName } : {}),
        ...(c.zipcode ? { postalCode: c.zipcode } : {}),
        ...(c.country ? { addressCountry: c.country.code } : {}),
      },
      ...(b.reactions.reactionCount.like
        ? {
            interactionStatistic: {
              '@type': 'InteractionCounter',
              interactionType: 'https://schema.org/LikeAction',
              userInteractionCount: b.reactions.reactionCount.like,
            },
          }
        : {}),
    },
  };
}

export function productJsonLd(p: Product, path: string, businessPathname: string): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description: p.description,
      url: path,
      ...(p.mainImage ? { image: [p.mainImage.url, ...p.photos.map((x) => x.url)] } : {}),
      ...(p.category
        ? { category: [p.industry?.name, p.category.name, p.subCategory?.name].filter(Boolean).join(' > ') }
        : {}),
      ...(p.keywords.length ? { keywords: p.keywords.join(', ') } : {}),
      brand: { '@type': 'Organization', name: p.businessProfile.companyName, url: businessPathname },
      additionalProperty: p.specs.map((s) => ({ '@type': 'PropertyValue', name: s.key, value: s.value })),
      isRelatedTo: { '@type': 'WebSite', name: SITE_NAME },
    },
  };
}
