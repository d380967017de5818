/**
 * The post composer of the newsfeed: header 'Create Post', the actor selector (self or up
 * to 5 own businesses, remembered locally), the text, an optional picture and 'Post', disabled
 * while the text is empty or an upload runs. Toasts MSG.postCreated / MSG.postCreateError.
 * A member whose address is not confirmed finds it disabled, with the reason, before typing
 * (decisions 0028, 0072).
 */
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { MSG, POST_MAX_LENGTH, type FileReference } from '@wbn/contract/constants';
import type { MakePostRequest } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { buttonClass } from '~/components/button-link';
import { useSession } from '~/lib/session-context';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { toast } from '~/lib/toast';
import { photoSrc } from '~/lib/format';
import { useMakePost } from '../api/make-post';
import { actorKey } from '../lib/actor';
import { useActor } from '../lib/use-actor';
import { ActorSelect } from './actor-select';

const ComposerPicture = lazy(() => import('./composer-picture').then((m) => ({ default: m.ComposerPicture })));

export const CREATE_POST_TITLE = 'Create Post';

export function Composer() {
  const textId = useId();
  const { userID, profile } = useSession();
  const { actor, current, options, setActor } = useActor();
  const make = useMakePost();
  const waiting = useAwaitingConfirmation();
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<FileReference | null>(null);
  const [uploading, setUploading] = useState(false);
  const sending = make.isPending;
  const empty = text.trim() === '';

  const who = actorKey(actor);
  // A picture belongs to who uploaded it (the user or the business): with another author it is chosen again.
  useEffect(() => {
    setPicture(null);
    setUploading(false);
  }, [who]);

  function submit() {
    if (empty || uploading || sending || waiting || !userID) return;
    const body: MakePostRequest =
      actor.type === 'business'
        ? { content: text.trim(), timelineID: actor.businessID, timelineType: 'business', businessID: actor.businessID }
        : { content: text.trim(), timelineID: userID, timelineType: 'user' };
    if (picture) body.picture = { url: picture.url, versions: picture.versions };
    make.mutate(body, {
      onSuccess: () => {
        setText('');
        setPicture(null);
        toast.success(MSG.postCreated);
      },
      onError: () => toast.error(MSG.postCreateError),
    });
  }

  const firstName = profile?.firstName ?? '';
  const remaining = POST_MAX_LENGTH - text.length;
  return (
    <section aria-labelledby="create-post" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="create-post" className="text-base font-semibold text-slate-900">
        {CREATE_POST_TITLE}
      </h2>
      {waiting ? <AwaitingConfirmation action="post" id={`${textId}-waits`} className="mt-3" /> : null}
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center gap-3">
          <Avatar
            name={current.name}
            url={photoSrc(current.photo, 80)}
            size="md"
            className={current.actor.type === 'business' ? 'rounded-lg!' : undefined}
          />
          {options.length > 1 ? (
            <ActorSelect
              label="Post as"
              options={options}
              value={actor}
              onChange={setActor}
              disabled={sending || uploading || waiting}
            />
          ) : (
            <span className="text-sm font-medium text-slate-800">{current.name}</span>
          )}
        </div>
        <label htmlFor={textId} className="sr-only">
          Text of your post
        </label>
        <textarea
          id={textId}
          rows={3}
          value={text}
          maxLength={POST_MAX_LENGTH}
          disabled={sending || waiting}
          onChange={(e) => setText(e.target.value)}
          placeholder={firstName ? `What do you want to share, ${firstName}?` : 'What do you want to share?'}
          aria-describedby={waiting ? `${textId}-waits` : remaining < 200 ? `${textId}-left` : undefined}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-[15px] text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:bg-slate-50"
        />
        {remaining < 200 ? (
          <p id={`${textId}-left`} className="text-right text-xs text-slate-500 tabular-nums" aria-live="polite">
            {remaining} characters left
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="contents">
            <Suspense
              fallback={
                <button
                  type="button"
                  disabled
                  className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-600 opacity-50"
                >
                  <ImagePlus aria-hidden="true" className="h-4 w-4 text-emerald-600" />
                  Add a picture
                </button>
              }
            >
              <ComposerPicture
                key={who}
                target={
                  actor.type === 'business' ? { kind: 'business', businessID: actor.businessID } : { kind: 'user' }
                }
                value={picture}
                onChange={setPicture}
                onUploadingChange={setUploading}
                disabled={sending || waiting}
              />
            </Suspense>
          </div>
          <button
            type="submit"
            disabled={empty || uploading || sending || waiting}
            aria-describedby={waiting ? `${textId}-waits` : undefined}
            aria-busy={sending || undefined}
            className={buttonClass('primary', 'px-6 disabled:cursor-not-allowed disabled:opacity-50')}
          >
            {sending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            Post
          </button>
        </div>
      </form>
    </section>
  );
}
