/**
 * schema.org data for search engines, as React Router meta descriptors (rendered as
 * <script type="application/ld+json"> in the server's HTML).
 */
import type { MetaDescriptor } from 'react-router';
import { REVIEW_LIMITS, SITE_NAME } from '@wbn/contract/constants';
import type { BusinessProfile, Product, ReviewSummary } from '@wbn/contract/schemas';

/**
 * The reviews' average as `AggregateRating` (decision 0073): only when the page shows an average
 * (three reviews on). The reviews are the network's own, written by members who traded with the
 * business, not the business's about itself, so search engines may show them.
 */
function aggregateRating(summary: ReviewSummary | null | undefined) {
  if (!summary || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: REVIEW_LIMITS.starsMax,
      worstRating: REVIEW_LIMITS.starsMin,
    },
  };
}

export function organizationJsonLd(b: BusinessProfile, path: string, reviews?: ReviewSummary | null): MetaDescriptor {
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
      ...aggregateRating(reviews),
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
