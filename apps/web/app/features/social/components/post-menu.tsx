/**
 * The post's settings menu ("settings menu with Remove post (shown on every post)").
 * The API refuses anyone but the author (or an owner/admin of the authoring business); that
 * refusal shows MSG.postRemoveError. Removing asks once more inside the card first.
 * On someone else's post the menu also offers Report post and Block the author (a business
 * author: the company, which blocks its owner).
 */
import { useRef, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LoaderCircle, MoreHorizontal, Trash2 } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import type { SocialAuthor } from '@wbn/contract/schemas';
import { useSession } from '~/lib/session-context';
import { toast } from '~/lib/toast';
import { useMyBusinesses } from '~/lib/my-businesses';
import { useSafetyActions } from '~/features/safety/public';
import { useRemovePost } from '../api/remove-post';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700';

/**
 * Whether the viewer wrote the post, as themselves or as a business they belong to (`canRemove`
 * says so when the API sent it); true while their businesses load, so Report never flashes on
 * their own business's post.
 */
function useOwnPost(author: Pick<SocialAuthor, 'type' | 'id'>, canRemove: boolean | undefined) {
  const { userID } = useSession();
  const business = author.type === 'business';
  const mine = useMyBusinesses(business && canRemove !== true);
  if (canRemove) return true;
  if (!business) return author.id === userID;
  return mine.data ? mine.data.some((b) => b.businessID === author.id) : true;
}

export function PostMenu({
  postID,
  author,
  canRemove,
}: {
  postID: string;
  author: Pick<SocialAuthor, 'type' | 'id' | 'name'>;
  canRemove?: boolean;
}) {
  const authorName = author.name;
  const remove = useRemovePost();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const own = useOwnPost(author, canRemove);
  const safety = useSafetyActions({
    report: own
      ? undefined
      : { target: { type: 'post', id: postID }, label: 'Report post', subject: `The post by ${authorName}` },
    block: own
      ? undefined
      : { target: author.type === 'business' ? { businessID: author.id } : { userID: author.id }, name: authorName },
    returnFocus: triggerRef,
  });

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label={`Settings of the post by ${authorName}`}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-40 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                setError(null);
                setConfirming(true);
                requestAnimationFrame(() => confirmRef.current?.focus());
              }}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove post
            </DropdownMenu.Item>
            {safety.items}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {safety.dialogs}
      {confirming || error ? (
        <div className="absolute inset-x-3 top-14 z-10 rounded-lg border border-slate-200 bg-white p-3 shadow-md sm:inset-x-auto sm:right-3 sm:w-80">
          {error ? (
            <div className="flex items-start justify-between gap-2">
              <p role="alert" className="text-sm text-red-800">
                {error}
              </p>
              <button
                type="button"
                className="text-xs font-semibold text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                onClick={() => setError(null)}
              >
                Close
              </button>
            </div>
          ) : (
            <div role="alertdialog" aria-label="Remove post" aria-describedby={`remove-${postID}`}>
              <p id={`remove-${postID}`} className="text-sm text-slate-800">
                Remove this post? It disappears from every newsfeed and timeline.
              </p>
              <div className="mt-2 flex justify-end gap-2">
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                  onClick={() => setConfirming(false)}
                >
                  Cancel
                </button>
                <button
                  ref={confirmRef}
                  type="button"
                  disabled={remove.isPending}
                  aria-busy={remove.isPending || undefined}
                  className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
                  onClick={() =>
                    remove.mutate(
                      { postID },
                      {
                        onSuccess: () => toast.success('Post removed'),
                        onError: () => {
                          setError(MSG.postRemoveError);
                          toast.error(MSG.postRemoveError);
                        },
                        onSettled: () => setConfirming(false),
                      },
                    )
                  }
                >
                  {remove.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
                  Remove
                </button>
              </div>
            </div>
          )}
        </div>
      ) : null}
    </>
  );
}
