import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '~/lib/edition-link';
import { Bell, Briefcase, ChevronDown, Heart, LifeBuoy, LogOut, Settings, UserRound } from 'lucide-react';
import {
  NAV_LABELS,
  RFQ_PATHS,
  RFQ_TEXT,
  SAVED_SEARCH_PATHS,
  SAVED_SEARCHES_NAV_LABEL,
  SITE_PATHS,
} from '@wbn/contract/constants';
import { Avatar } from '~/components/avatar';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useChooseEdition, useOtherEditions } from './edition-switch';

type Props = {
  profile: { firstName: string; lastName: string; profilePhoto: { url: string } | null } | null;
  onLogout: () => void;
};

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/** The member's dropdown: My profile, Favorite Business, Requests for quotation, Saved searches, Settings, Need help?, Logout. */
export function UserMenu({ profile, onLogout }: Props) {
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const spec = useSpecText();
  const { t } = useLingui();
  const otherEditions = useOtherEditions();
  const choose = useChooseEdition();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={name ? t`Account menu for ${name}` : t`Account menu`}
        className="inline-flex h-12 items-center gap-1 rounded-lg px-1 text-slate-600 sm:px-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Avatar name={name} url={profile?.profilePhoto?.url} size="sm" />
        <ChevronDown aria-hidden="true" className="hidden h-4 w-4 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {name ? (
            <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
              <Avatar name={name} url={profile?.profilePhoto?.url} size="md" />
              <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
            </DropdownMenu.Label>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={SITE_PATHS.profile}>
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {spec(NAV_LABELS.myProfile)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={SITE_PATHS.favoriteBusiness}>
              <Heart aria-hidden="true" className="h-4 w-4" />
              {spec(NAV_LABELS.favoriteBusiness)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            {/* "My requests" when the member has any, else the open requests (decision 0069). */}
            <Link to={RFQ_PATHS.mine}>
              {/* An icon the layout already draws (site-header): a new one would weigh on every page's first load. */}
              <Briefcase aria-hidden="true" className="h-4 w-4" />
              {spec(RFQ_TEXT.boardTitle)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={SAVED_SEARCH_PATHS.list}>
              {/* The bell the header already draws (notifications): no new icon in every page's first load. */}
              <Bell aria-hidden="true" className="h-4 w-4" />
              {spec(SAVED_SEARCHES_NAV_LABEL)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={SITE_PATHS.settings}>
              <Settings aria-hidden="true" className="h-4 w-4" />
              {spec(NAV_LABELS.settings)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={SITE_PATHS.contactUsForm}>
              <LifeBuoy aria-hidden="true" className="h-4 w-4" />
              {spec(NAV_LABELS.needHelp)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {spec(NAV_LABELS.logout)}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {/* The language switch: this page in another edition (decision 0085). */}
          <DropdownMenu.Group aria-label={t`Language`}>
            <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-semibold text-slate-500">
              {t`Language`}
            </DropdownMenu.Label>
            {otherEditions.map((o) => (
              <DropdownMenu.Item key={o.edition} asChild className={itemClass}>
                <Link edition={o.edition} to={o.href} lang={o.lang} hrefLang={o.lang} onClick={() => choose(o.edition)}>
                  {o.name}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
