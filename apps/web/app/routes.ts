/**
 * The route table of both spec documents. Every page sits in the
 * shared site layout except the account screens (/auth/*, /SetID/), which use a minimal
 * centred card. Any other path redirects to the edition's home page (catch-all, kept last).
 *
 * Every page also answers under an edition's prefix (decision 0085): `/es/about-us` is About Us
 * in Spanish. The prefix is one optional segment, `:lang?`, on each path, not a copy of the table
 * per edition, so the route manifest every first load fetches stays one table; the root's loader
 * sends any other first segment in its place to the home page.
 */
import { type RouteConfig, layout, route as specRoute } from '@react-router/dev/routes';
import { EXPORT_TIPS, TIERS } from '@wbn/contract/constants';

type RouteArgs = Parameters<typeof specRoute>;
/** A page at the spec's path, and at the same path under each edition's prefix. */
const route = (path: string, file: string, options?: RouteArgs[2]) =>
  options ? specRoute(`:lang?/${path}`, file, options) : specRoute(`:lang?/${path}`, file);

export default [
  layout('layout/site-layout.tsx', [
    // ---- application core ----
    specRoute(':lang?', 'routes/home.tsx', { id: 'routes/home' }),
    route('search-result', 'routes/search-result.tsx'),
    route('industries', 'routes/industries.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/edit', 'routes/profile.edit.tsx'),
    route('profile/:userID', 'routes/profile.user.tsx'),
    route('my-messages', 'routes/my-messages.tsx'),
    route('my-business', 'routes/my-business.tsx'),
    route('newsfeed', 'routes/newsfeed.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('saved-searches', 'routes/saved-searches.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('timeline/:timelineID', 'routes/timeline.tsx'),
    route('business/create', 'routes/business.create.tsx'),
    route('business/:slug', 'routes/business.tsx'),
    route('business/:id/member', 'routes/business.members.tsx', { id: 'business-member' }),
    route('business/:id/members', 'routes/business.members.tsx', { id: 'business-members' }),
    route('business/:id/product', 'routes/business.products.tsx', { id: 'business-product-tab' }),
    route('business/:id/products', 'routes/business.products.tsx', { id: 'business-products-tab' }),
    route('business/:id/send-request', 'routes/business.send-request.tsx'),
    route('business/:id/requests/:rid?', 'routes/business.requests.tsx'),
    route('business/:id/edit/:tab?', 'routes/business.edit.tsx'),
    route('business/:id/membership', 'routes/business.membership.tsx'),
    route('business/:id/developers', 'routes/business.developers.tsx'),
    route('business/:id/insights', 'routes/business.insights.tsx'),
    route('business-product/:slug', 'routes/business-product.tsx'),
    route('rfqs', 'routes/rfqs.tsx'),
    route('rfq/new', 'routes/rfq.new.tsx'),
    route('rfq/:rfqID', 'routes/rfq.tsx'),

    // ---- static, marketing and legal ----
    route('about-us', 'routes/about-us.tsx'),
    route('mission-vision', 'routes/mission-vision.tsx'),
    route('our-network', 'routes/our-network.tsx'),
    route('why-WBN', 'routes/why-wbn.tsx', { id: 'why-WBN', caseSensitive: true }),
    route('why-wbn', 'routes/why-wbn.tsx', { id: 'why-wbn' }),
    route('contact-us', 'routes/contact-us.tsx'),
    route('contact-us/form', 'routes/contact-us.form.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
    ...TIERS.map((tier) => route(`membership-${tier}`, 'routes/membership-package.tsx', { id: `membership-${tier}` })),
    route('b2b-tips', 'routes/b2b-tips.tsx'),
    ...EXPORT_TIPS.map((tip) => route(`b2b-tips/${tip.slug}`, 'routes/b2b-tip.tsx', { id: `b2b-tip-${tip.n}` })),
    route('advertise-with-us', 'routes/advertise-with-us.tsx'),
    route('free-marketing', 'routes/free-marketing.tsx'),
    route('message-center', 'routes/message-center.tsx'),
    route('work-with-wbn', 'routes/work-with-wbn.tsx'),
    route('developers', 'routes/developers.tsx'),
  ]),

  // ---- account screens (written by the auth work; outside the site layout) ----
  layout('layout/auth-layout.tsx', [
    route('auth/login', 'routes/auth.login.tsx'),
    route('auth/register', 'routes/auth.register.tsx'),
    route('auth/forgot-password', 'routes/auth.forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth.reset-password.tsx'),
    route('auth/sign-in-link', 'routes/auth.sign-in-link.tsx'),
    route('SetID', 'routes/set-id.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
  ]),

  specRoute('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
