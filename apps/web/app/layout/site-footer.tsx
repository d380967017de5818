import { memo } from 'react';
import { Phone } from 'lucide-react';
import { COPYRIGHT_TEXT, FOOTER_GROUPS, FOOTER_PHONE_LABEL, LANGUAGE_LINKS, PHONE_EUROPE, PHONE_USA } from '@wbn/contract';
import { Logo } from '~/components/logo';
import { DeferHydration } from '~/components/defer-hydration';
import { useInAppLinks } from '~/lib/in-app-links';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const linkClass = 'rounded text-sm text-brand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * Footer directory (spec 2 §2): link groups, phone line, language links and copyright. Static, so
 * its links are plain anchors followed inside the app by the footer's click handler, and hydrated
 * once the page is idle (see DeferHydration).
 */
export function SiteFooter() {
  const followLink = useInAppLinks();
  return (
    <footer onClick={followLink} className="mt-12 bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-[1240px] px-3 py-10 sm:px-4">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-6">
          <div className="col-span-2 sm:col-span-3 md:col-span-1">
            <Logo tone="light" />
          </div>
          <FooterDirectory />
        </div>
        <FooterLines />
      </div>
    </footer>
  );
}

const FooterDirectory = memo(function FooterDirectory() {
  return (
    <DeferHydration>
      {FOOTER_GROUPS.map((group) => (
        <nav key={group.title} aria-label={`Footer: ${group.title}`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
          <LinkList links={group.links} className="mt-3 space-y-2" />
        </nav>
      ))}
    </DeferHydration>
  );
});

/** A list of plain footer links (followed inside the app by the shared click handler). */
function LinkList({ links, className }: { links: readonly { text: string; path: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.text}>
          <a href={link.path} className={linkClass}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

const FooterLines = memo(function FooterLines() {
  return (
    <DeferHydration>
      <div className="mt-10 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm md:flex-row md:items-center md:justify-between">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Phone aria-hidden="true" className="h-4 w-4 text-accent-500" />
          <span>{FOOTER_PHONE_LABEL} —</span>
          <span>
            USA:{' '}
            <a href={telHref(PHONE_USA)} className={linkClass}>
              {PHONE_USA}
            </a>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            Europe:{' '}
            <a href={telHref(PHONE_EUROPE)} className={linkClass}>
              {PHONE_EUROPE}
            </a>
          </span>
        </p>
        <nav aria-label="Languages">
          <LinkList links={LANGUAGE_LINKS} className="flex gap-4" />
        </nav>
      </div>
      <p className="mt-6 text-xs text-brand-100/80">{COPYRIGHT_TEXT}</p>
    </DeferHydration>
  );
});
