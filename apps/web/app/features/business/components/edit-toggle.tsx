/** The owners' and admins' switch between the business page and its edit mode (business-hero.tsx loads it for them). */
import { useNavigate } from '~/lib/edition-link';
import { businessLinks } from '~/lib/business-paths';

export function EditToggle({ id, on }: { id: string; on: boolean }) {
  const navigate = useNavigate();
  const links = businessLinks(id);
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-700">
      Edit mode
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Edit mode"
        onClick={() => navigate(on ? links.view : links.manage)}
        className={`relative h-6 w-11 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-[22px]' : 'left-0.5'}`}
        />
      </button>
    </label>
  );
}
