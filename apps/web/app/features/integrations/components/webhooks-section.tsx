/**
 * The Developers tab's webhooks (decision 0036): a form to add an endpoint (its address, the
 * events it receives), its signing secret once, then the endpoints, each marked when failing or
 * disabled, with Send test, its deliveries (read again while one is on its way) and Delete, which asks once more.
 * The form is checked with ZCreateWebhookRequest (react-hook-form, the schema loaded on the first
 * submit: decision 0024, lib/forms.ts); the API's field errors show on the fields.
 */
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import clsx from 'clsx';
import { ChevronDown, Send, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MSG,
  WEBHOOK_TEXT,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEvent,
} from '@wbn/contract/constants';
import type { CreatedWebhook, Webhook } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { Field, Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { formatDay } from '~/lib/dates';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage, schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useCreateWebhook, useDeleteWebhook, useTestWebhook, useWebhooks } from '../api/webhooks';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { CheckboxGroup, FormError, ListStates, rowButtonClass } from './integrations-ui';
import { SecretPanel } from './secret-panel';
import { WebhookDeliveries } from './webhook-deliveries';

/** An address the API could take at all (http or https); whether it is public and allowed is the API's to say, by the field. */
function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function WebhooksSection({ businessID }: { businessID: string }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hooks = useWebhooks(businessID);
  // The signing secret is held here and nowhere else; hiding the panel forgets it.
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const refused = hooks.isError && isApiError(hooks.error) && hooks.error.status === 403;

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
        >
          <WebhookIcon aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {WEBHOOK_TEXT.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{WEBHOOK_TEXT.intro}</p>
      </div>
      {refused ? null : created ? (
        <SecretPanel
          heading={WEBHOOK_TEXT.secretHeading}
          message={WEBHOOK_MSG.created}
          warning={WEBHOOK_TEXT.secretWarning}
          label={WEBHOOK_TEXT.secretLabel}
          secret={created.secret}
          onDismiss={() => {
            setCreated(null);
            headingRef.current?.focus();
          }}
        />
      ) : (
        <AddWebhookForm businessID={businessID} onCreated={setCreated} />
      )}
      <WebhookList businessID={businessID} query={hooks} />
    </section>
  );
}

type HookValues = { url: string; events: WebhookEvent[] };
type HookRequest = SchemaOutput<'ZCreateWebhookRequest'>;
/** The form's fields in its order: where the API's field errors go, the first one focused. */
const HOOK_FIELDS = ['url', 'events'] as const;

/** The schema trims the address and asks for one; that it is a web address at all is said before sending, with the API's message. */
const hookResolver = schemaResolver<HookValues, HookRequest>((s) => s.ZCreateWebhookRequest, {
  also: ({ url }) => ({ url: isWebAddress(url.trim()) ? undefined : WEBHOOK_MSG.urlInvalid }),
});

function AddWebhookForm({ businessID, onCreated }: { businessID: string; onCreated: (hook: CreatedWebhook) => void }) {
  const titleId = useId();
  const create = useCreateWebhook(businessID);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<HookValues, unknown, HookRequest>({ resolver: hookResolver, defaultValues: { url: '', events: [] } });

  const submit = handleSubmit(async (body) => {
    try {
      const hook = await create.mutateAsync(body);
      // The mutation forgets its answer (and the secret in it) at once: only the panel keeps it.
      create.reset();
      onCreated(hook);
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, HOOK_FIELDS)) return;
      // Not about a field (too many webhooks, the network): above the button.
      setError('root.server', { message: errorText(err) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {WEBHOOK_TEXT.addHeading}
      </h3>
      <Field label={WEBHOOK_TEXT.urlLabel} hint={WEBHOOK_TEXT.urlHint} error={errors.url?.message}>
        {(p) => (
          <input
            {...p}
            {...register('url', { onChange: () => clearErrors('url') })}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <CheckboxGroup
            legend={WEBHOOK_TEXT.eventsLegend}
            options={WEBHOOK_EVENTS}
            labels={WEBHOOK_EVENT_LABELS}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              clearErrors('events');
            }}
            error={errorMessage(errors.events)}
            firstRef={field.ref}
          />
        )}
      />
      <FormError message={errors.root?.server?.message} />
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
      >
        {isSubmitting ? <Spinner /> : null}
        {WEBHOOK_TEXT.add}
      </button>
    </form>
  );
}

function WebhookList({ businessID, query }: { businessID: string; query: ReturnType<typeof useWebhooks> }) {
  const titleId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteWebhook(businessID);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const ask = (hook: Webhook, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setError(null);
    setDeleting(hook);
  };
  // The promise, not mutate()'s callbacks: the deleted endpoint's row leaves the list before they would run.
  const confirm = (hook: Webhook) =>
    remove.mutateAsync(hook.webhookID).then(
      (r) => {
        toast.success(r.message);
        // Its row (and the button that opened the dialog) is gone: focus goes to the list's heading.
        returnFocus.current = listHeading.current;
        setDeleting(null);
      },
      (e: unknown) => setError(errorText(e)),
    );

  return (
    <div className="space-y-3">
      <h3 id={titleId} ref={listHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {WEBHOOK_TEXT.listHeading}
      </h3>
      <ListStates query={query} loading={WEBHOOK_TEXT.loading}>
        {() =>
          query.data?.length ? (
            <ul aria-labelledby={titleId} className="space-y-3">
              {query.data.map((w) => (
                <WebhookRow key={w.webhookID} businessID={businessID} webhook={w} onDelete={ask} />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
              {WEBHOOK_TEXT.empty}
            </p>
          )
        }
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={WEBHOOK_TEXT.deleteTitle}
        description={deleting ? WEBHOOK_TEXT.deleteBody(deleting.url) : ''}
        confirmLabel={WEBHOOK_TEXT.deleteConfirm}
        busy={remove.isPending}
        error={error}
        onConfirm={() => {
          if (deleting && !remove.isPending) void confirm(deleting);
        }}
        returnFocus={returnFocus}
      />
    </div>
  );
}

function WebhookRow({
  businessID,
  webhook: w,
  onDelete,
}: {
  businessID: string;
  webhook: Webhook;
  onDelete: (hook: Webhook, trigger: HTMLElement) => void;
}) {
  const deliveriesId = useId();
  const [open, setOpen] = useState(false);
  const test = useTestWebhook(businessID);
  const sendTest = () =>
    test.mutate(w.webhookID, {
      onSuccess: (r) => {
        toast.success(r.message);
        // "Its delivery shows below": the deliveries open, and refresh until it is there.
        setOpen(true);
      },
      onError: (e) => toast.error(errorText(e)),
    });

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono text-sm font-semibold break-all text-slate-900">{w.url}</span>
            {w.disabledAt ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {WEBHOOK_TEXT.disabledBadge}
              </span>
            ) : w.failingSince ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {WEBHOOK_TEXT.failingSince(formatDay(w.failingSince))}
              </span>
            ) : null}
          </p>
          {w.disabledAt ? (
            <p className="text-sm text-red-800">{WEBHOOK_MSG.disabled(WEBHOOK_DISABLE_AFTER_DAYS)}</p>
          ) : null}
          <ul aria-label={WEBHOOK_TEXT.eventsOf(w.url)} className="flex flex-wrap gap-1.5">
            {w.events.map((event) => (
              <li
                key={event}
                title={WEBHOOK_EVENT_LABELS[event]}
                className="rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-800"
              >
                {event}
                <span className="sr-only">: {WEBHOOK_EVENT_LABELS[event]}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">{WEBHOOK_TEXT.addedOn(formatDay(w.createdAt))}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            aria-label={WEBHOOK_TEXT.sendTestTo(w.url)}
            disabled={test.isPending}
            aria-busy={test.isPending || undefined}
            onClick={sendTest}
            className={rowButtonClass}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
            {WEBHOOK_TEXT.sendTest}
          </button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? deliveriesId : undefined}
            aria-label={WEBHOOK_TEXT.deliveriesOf(w.url)}
            onClick={() => setOpen((o) => !o)}
            className={rowButtonClass}
          >
            {WEBHOOK_TEXT.deliveries}
            <ChevronDown aria-hidden="true" className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
          </button>
          <button
            type="button"
            aria-label={WEBHOOK_TEXT.deleteOf(w.url)}
            onClick={(e) => onDelete(w, e.currentTarget)}
            className={clsx(rowButtonClass, 'text-red-700')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {WEBHOOK_TEXT.delete}
          </button>
        </div>
      </div>
      {open ? <WebhookDeliveries id={deliveriesId} businessID={businessID} webhook={w} /> : null}
    </li>
  );
}
