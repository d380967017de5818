import type { FormEventHandler, ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { buttonClass } from '~/components/button-link';
import { businessLinks } from '~/lib/business-paths';
import { ActionButton } from '~/components/action-button';

/** The frame of each edit tab: its fields, then Cancel and Save. */
export function EditForm({
  businessID,
  onSubmit,
  saving,
  busy,
  children,
}: {
  businessID: string;
  onSubmit: FormEventHandler;
  saving: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-busy={saving || undefined} onSubmit={onSubmit} className="space-y-5">
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Link to={businessLinks(businessID).manage} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <ActionButton type="submit" loading={saving} disabled={busy}>
          Save
        </ActionButton>
      </div>
    </form>
  );
}
