/** One short paragraph per listing package, for its membership page. */
import { PACKAGES, TERRITORIAL_PLATFORMS, type Tier } from '@wbn/contract/constants';

export const TIER_PARAGRAPHS: Record<Tier, string> = {
  standard: `The standard listing is free and has no time limit. Create your business profile, publish up to ${PACKAGES.standard.maxProducts} products, send and receive business requests and take part in the news feed. It is the right start for companies that want to test the network and be found across all ${TERRITORIAL_PLATFORMS} platforms.`,
  gold: `Gold is for companies ready to export actively. Your company is verified by our team, your catalogue grows to ${PACKAGES.gold.maxProducts} products, and ${PACKAGES.gold.boostsPerMonth ?? 0} advertising boosts each month lift your best listings in search results across the network.`,
  premium: `Premium adds room and help. Show up to ${PACKAGES.premium.maxProducts} products, use ${PACKAGES.premium.boostsPerMonth ?? 0} advertising boosts a month, and count on ${PACKAGES.premium.supportHours ?? 0} hours of professional support from our team to improve your profile and answer foreign buyers.`,
  platinum: `Platinum is our most complete package, made for manufacturers with a wide range. Publish up to ${PACKAGES.platinum.maxProducts} products, use ${PACKAGES.platinum.boostsPerMonth ?? 0} advertising boosts a month and receive ${PACKAGES.platinum.supportHours ?? 0} hours of support, together with company verification.`,
};
