/** Save / unsave a business in the user's Favorite Business list (logged-in users). */
import { Heart } from 'lucide-react';
import { toast } from '~/lib/toast';
import clsx from 'clsx';
import { MSG } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

export function FavoriteButton({ businessID, companyName }: { businessID: string; companyName: string }) {
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const saved = Boolean(favorites.data?.some((b) => b.businessID === businessID));
  const busy = add.isPending || remove.isPending;
  const onClick = () => {
    const opts = {
      onSuccess: () => toast.success(MSG.toastSuccessDefault),
      onError: () => toast.error(MSG.toastFailureDefault),
    };
    if (saved) remove.mutate(businessID, opts);
    else add.mutate(businessID, opts);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy || favorites.isPending}
      aria-pressed={saved}
      aria-label={
        saved
          ? `Remove ${companyName} from your favorite businesses`
          : `Save ${companyName} to your favorite businesses`
      }
      className={buttonClass('secondary', clsx('disabled:opacity-60', saved && 'bg-brand-50'))}
    >
      <Heart aria-hidden="true" className={clsx('h-4 w-4', saved && 'fill-current')} />
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
