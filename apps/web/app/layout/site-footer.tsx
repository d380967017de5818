import { Fragment, memo } from 'react';
import { Phone } from 'lucide-react';
import { COPYRIGHT_TEXT, FOOTER_GROUPS, FOOTER_PHONE_LABEL, LANGUAGE_LINKS } from '@wbn/contract/constants';
import { editionPath, LANGUAGE_LINK_EDITIONS } from '@wbn/contract/editions';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useEditionHref } from '~/lib/edition-link';
import { EditionLinks } from './edition-switch';
import { Logo } from '~/components/logo';
import { DeferHydration } from '~/components/defer-hydration';
import { useInAppLinks } from '~/lib/in-app-links';
import { phoneLines, telHref, useSiteContact } from '~/lib/site-contact';
const linkClass =
  'rounded text-sm text-brand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * Footer directory: link groups, phone line, language links and copyright. The spec's language
 * links (Spanish, Italian, Chinese) lead to the home page of that edition; beside them the language
 * switch keeps the page (decision 0085). Static, so
 * its links are plain anchors followed inside the app by the footer's click handler, and hydrated
 * once the page is idle (see DeferHydration). The phone line shows the configured numbers
 * (lib/site-contact.ts) and is left out when there are none.
 */
export function SiteFooter() {
  const followLink = useInAppLinks();
  // Read here, outside the deferred block, and passed down as plain strings (stable props for memo).
  const { phoneUsa, phoneEurope } = useSiteContact();
  return (
    <footer onClick={followLink} className="mt-12 bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-[1240px] px-3 py-10 sm:px-4">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-6">
          <div className="col-span-2 sm:col-span-3 md:col-span-1">
            <Logo tone="light" />
          </div>
          <FooterDirectory />
        </div>
        <FooterLines phoneUsa={phoneUsa} phoneEurope={phoneEurope} />
      </div>
    </footer>
  );
}

const FooterDirectory = memo(function FooterDirectory() {
  const spec = useSpecText();
  const { t } = useLingui();
  return (
    <DeferHydration>
      {FOOTER_GROUPS.map((group) => {
        const title = spec(group.title);
        return (
          <nav key={group.title} aria-label={t`Footer: ${title}`}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
            <LinkList links={group.links} className="mt-3 space-y-2" />
          </nav>
        );
      })}
    </DeferHydration>
  );
});

/** A list of plain footer links (followed inside the app by the shared click handler). */
function LinkList({ links, className }: { links: readonly { text: string; path: string }[]; className: string }) {
  const spec = useSpecText();
  const href = useEditionHref();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.text}>
          <a href={href(link.path)} className={linkClass}>
            {spec(link.text)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The spec's language links, each to its edition's home page. */
const LANGUAGE_HOMES = LANGUAGE_LINKS.map((link) => {
  const edition = LANGUAGE_LINK_EDITIONS[link.text];
  return edition ? { text: link.text, path: editionPath(edition, '/') } : link;
});

const FooterLines = memo(function FooterLines({ phoneUsa, phoneEurope }: { phoneUsa?: string; phoneEurope?: string }) {
  const lines = phoneLines({ phoneUsa, phoneEurope });
  const spec = useSpecText();
  const { t } = useLingui();
  return (
    <DeferHydration>
      <div className="mt-10 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm md:flex-row md:items-center md:justify-between">
        {lines.length > 0 ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Phone aria-hidden="true" className="h-4 w-4 text-accent-500" />
            <span>{spec(FOOTER_PHONE_LABEL)} —</span>
            {lines.map((line, i) => (
              <Fragment key={line.label}>
                {i > 0 ? <span aria-hidden="true">·</span> : null}
                <span>
                  {line.label === 'USA' ? t`USA` : t`Europe`}:{' '}
                  <a href={telHref(line.phone)} className={linkClass}>
                    {line.phone}
                  </a>
                </span>
              </Fragment>
            ))}
          </p>
        ) : null}
        <div className={lines.length > 0 ? 'flex flex-col gap-2' : 'flex flex-col gap-2 md:ml-auto'}>
          <nav aria-label={t`Languages`}>
            <LinkList links={LANGUAGE_HOMES} className="flex gap-4" />
          </nav>
          <nav aria-label={t`This page in another language`}>
            <EditionLinks className="flex flex-wrap gap-x-4 gap-y-1" linkClass={linkClass} />
          </nav>
        </div>
      </div>
      <p className="mt-6 text-xs text-brand-100/80">{spec(COPYRIGHT_TEXT)}</p>
    </DeferHydration>
  );
});
