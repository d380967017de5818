/**
 * The Developers tab's API keys (decision 0035): a form to create one (name, scopes, an optional
 * last day), the new secret once, then the keys in force, each with its scopes, creator, times,
 * its log of uses ("Activity", a page at a time) and Revoke, which asks once more. The form is
 * checked with ZCreateApiKeyRequest (react-hook-form, the schema loaded on the first submit:
 * decision 0024, lib/forms.ts); the API's field errors show on the fields.
 */
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import clsx from 'clsx';
import { Ban, ChevronDown, KeyRound } from 'lucide-react';
import {
  API_KEY_MSG,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  API_KEY_TEXT,
  type ApiKeyScope,
} from '@wbn/contract/constants';
import type { ApiKey, CreatedApiKey } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ShowMore } from '~/components/show-more';
import { Field, Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { formatDateTimeUtc, formatDay } from '~/lib/dates';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage, schemaResolver, type SchemaOutput } from '~/lib/forms';
import { RelativeTime } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { useApiKeyUses, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { CheckboxGroup, FormError, ListStates, rowButtonClass } from './integrations-ui';
import { SecretPanel } from './secret-panel';

/** Today in UTC ('2026-03-04'): the day the server counts in, and the first a key may end on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
/** A key chosen to expire on a day works until that day's end (UTC), as the lists print days in UTC. */
const endOfDayUtc = (day: string) => `${day}T23:59:59.999Z`;

export function ApiKeysSection({ businessID }: { businessID: string }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keys = useApiKeys(businessID);
  // The secret is held here and nowhere else; hiding the panel forgets it.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const refused = keys.isError && isApiError(keys.error) && keys.error.status === 403;

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
        >
          <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {API_KEY_TEXT.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{API_KEY_TEXT.intro}</p>
      </div>
      {refused ? null : created ? (
        <SecretPanel
          heading={API_KEY_TEXT.secretHeading}
          message={API_KEY_MSG.created}
          warning={API_KEY_TEXT.secretWarning}
          label={API_KEY_TEXT.secretLabel}
          secret={created.secret}
          onDismiss={() => {
            setCreated(null);
            headingRef.current?.focus();
          }}
        />
      ) : (
        <CreateKeyForm businessID={businessID} onCreated={setCreated} />
      )}
      <KeyList businessID={businessID} query={keys} />
    </section>
  );
}

/** The form's values: `expiresAt` is the day as picked ('' for none). */
type KeyValues = { name: string; scopes: ApiKeyScope[]; expiresAt: string };
type KeyRequest = SchemaOutput<'ZCreateApiKeyRequest'>;
/** The form's fields in its order: where the API's field errors go, the first one focused. */
const KEY_FIELDS = ['name', 'expiresAt', 'scopes'] as const;

/**
 * The request as the schema checks it (the name trimmed by it, the day as its last moment). A day
 * before today is refused before sending, by the field, as the API would refuse it (the schema
 * cannot know today).
 */
const keyResolver = schemaResolver<KeyValues, KeyRequest>((s) => s.ZCreateApiKeyRequest, {
  input: ({ name, scopes, expiresAt }) => ({
    name,
    scopes,
    ...(expiresAt ? { expiresAt: endOfDayUtc(expiresAt) } : {}),
  }),
  also: ({ expiresAt }) => ({ expiresAt: expiresAt && expiresAt < todayUtc() ? API_KEY_MSG.expiryPast : undefined }),
});

function CreateKeyForm({ businessID, onCreated }: { businessID: string; onCreated: (key: CreatedApiKey) => void }) {
  const titleId = useId();
  const create = useCreateApiKey(businessID);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<KeyValues, unknown, KeyRequest>({
    resolver: keyResolver,
    defaultValues: { name: '', scopes: [], expiresAt: '' },
  });
  const today = todayUtc();

  const submit = handleSubmit(async (body) => {
    try {
      const key = await create.mutateAsync(body);
      // The mutation forgets its answer (and the secret in it) at once: only the panel keeps it.
      create.reset();
      onCreated(key);
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, KEY_FIELDS)) return;
      // Not about a field (too many keys, the network): above the button.
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
        {API_KEY_TEXT.createHeading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={API_KEY_TEXT.nameLabel} hint={API_KEY_TEXT.nameHint} error={errors.name?.message}>
          {(p) => (
            <input
              {...p}
              {...register('name', { onChange: () => clearErrors('name') })}
              type="text"
              autoComplete="off"
              maxLength={API_KEY_NAME_MAX_LENGTH}
            />
          )}
        </Field>
        <Field label={API_KEY_TEXT.expiryLabel} hint={API_KEY_TEXT.expiryHint} error={errors.expiresAt?.message}>
          {(p) => (
            <input
              {...p}
              {...register('expiresAt', { onChange: () => clearErrors('expiresAt') })}
              required={false}
              type="date"
              min={today}
            />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <CheckboxGroup
            legend={API_KEY_TEXT.scopesLegend}
            options={API_KEY_SCOPES}
            labels={API_KEY_SCOPE_LABELS}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              clearErrors('scopes');
            }}
            error={errorMessage(errors.scopes)}
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
        {API_KEY_TEXT.create}
      </button>
    </form>
  );
}

function KeyList({ businessID, query }: { businessID: string; query: ReturnType<typeof useApiKeys> }) {
  const titleId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const revoke = useRevokeApiKey(businessID);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const ask = (key: ApiKey, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setError(null);
    setRevoking(key);
  };
  // The promise, not mutate()'s callbacks: the revoked key's row leaves the list before they would run.
  const confirm = (key: ApiKey) =>
    revoke.mutateAsync(key.keyID).then(
      (r) => {
        toast.success(r.message);
        // Its row (and the button that opened the dialog) is gone: focus goes to the list's heading.
        returnFocus.current = listHeading.current;
        setRevoking(null);
      },
      (e: unknown) => setError(errorText(e)),
    );

  return (
    <div className="space-y-3">
      <h3 id={titleId} ref={listHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {API_KEY_TEXT.listHeading}
      </h3>
      <ListStates query={query} loading={API_KEY_TEXT.loading}>
        {() =>
          query.data?.length ? (
            <ul aria-labelledby={titleId} className="space-y-3">
              {query.data.map((k) => (
                <KeyRow key={k.keyID} businessID={businessID} apiKey={k} onRevoke={ask} />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
              {API_KEY_TEXT.empty}
            </p>
          )
        }
      </ListStates>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={revoking ? API_KEY_TEXT.revokeTitle(revoking.name) : ''}
        description={API_KEY_TEXT.revokeBody}
        confirmLabel={API_KEY_TEXT.revokeConfirm}
        busy={revoke.isPending}
        error={error}
        onConfirm={() => {
          if (revoking && !revoke.isPending) void confirm(revoking);
        }}
        returnFocus={returnFocus}
      />
    </div>
  );
}

function KeyRow({
  businessID,
  apiKey: k,
  onRevoke,
}: {
  businessID: string;
  apiKey: ApiKey;
  onRevoke: (key: ApiKey, trigger: HTMLElement) => void;
}) {
  const usesId = useId();
  const [open, setOpen] = useState(false);
  const expired = k.expiresAt !== null && Date.parse(k.expiresAt) <= Date.now();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words text-slate-900">{k.name}</span>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">{k.prefix}…</code>
            {expired ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {API_KEY_TEXT.expired}
              </span>
            ) : null}
          </p>
          <ul aria-label={API_KEY_TEXT.scopesOf(k.name)} className="flex flex-wrap gap-1.5">
            {k.scopes.map((s) => (
              <li
                key={s}
                title={API_KEY_SCOPE_LABELS[s]}
                className="rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-800"
              >
                {s}
                <span className="sr-only">: {API_KEY_SCOPE_LABELS[s]}</span>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{API_KEY_TEXT.createdOn(formatDay(k.createdAt), k.createdBy?.name ?? null)}</span>
            {k.lastUsedAt ? (
              <RelativeTime iso={k.lastUsedAt} label={API_KEY_TEXT.lastUsed} />
            ) : (
              <span>{API_KEY_TEXT.neverUsed}</span>
            )}
            <span>
              {k.expiresAt
                ? (expired ? API_KEY_TEXT.expiredOn : API_KEY_TEXT.expiresOn)(formatDay(k.expiresAt))
                : API_KEY_TEXT.noExpiry}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? usesId : undefined}
            aria-label={API_KEY_TEXT.activityOf(k.name)}
            onClick={() => setOpen((o) => !o)}
            className={rowButtonClass}
          >
            {API_KEY_TEXT.activity}
            <ChevronDown aria-hidden="true" className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
          </button>
          <button
            type="button"
            aria-label={API_KEY_TEXT.revokeOf(k.name)}
            onClick={(e) => onRevoke(k, e.currentTarget)}
            className={clsx(rowButtonClass, 'text-red-700')}
          >
            <Ban aria-hidden="true" className="h-4 w-4" />
            {API_KEY_TEXT.revoke}
          </button>
        </div>
      </div>
      {open ? <KeyUses id={usesId} businessID={businessID} apiKey={k} /> : null}
    </li>
  );
}

/** 2xx green, 4xx amber, 5xx red: a log read at a glance. */
function HttpStatus({ status }: { status: number }) {
  const tone =
    status < 400
      ? 'bg-emerald-100 text-emerald-800'
      : status < 500
        ? 'bg-amber-100 text-amber-900'
        : 'bg-red-100 text-red-800';
  return <span className={clsx('shrink-0 rounded px-1.5 py-0.5 font-mono text-xs font-semibold', tone)}>{status}</span>;
}

function KeyUses({ id, businessID, apiKey }: { id: string; businessID: string; apiKey: ApiKey }) {
  const q = useApiKeyUses(businessID, apiKey.keyID);
  const uses = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section
      id={id}
      aria-label={API_KEY_TEXT.activityOf(apiKey.name)}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <p className="text-xs text-slate-600">{API_KEY_TEXT.usesKept}</p>
      <ListStates query={q} loading={API_KEY_TEXT.usesLoading}>
        {() =>
          uses.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              {API_KEY_TEXT.usesEmpty}
            </p>
          ) : (
            <>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {uses.map((u, i) => (
                  // A use has no id of its own; the log only grows at its head, so time and place keep rows apart.
                  <li
                    key={`${u.at}-${i}`}
                    className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-3"
                  >
                    <span className="flex min-w-0 flex-1 items-center gap-2">
                      <HttpStatus status={u.status} />
                      <code className="font-mono text-xs break-all text-slate-800">
                        {u.method} {u.route}
                      </code>
                    </span>
                    <span className="text-xs text-slate-600">
                      <time dateTime={u.at}>{formatDateTimeUtc(u.at)}</time> · {u.ip ?? API_KEY_TEXT.noAddress}
                    </span>
                  </li>
                ))}
              </ul>
              <ShowMore q={q} />
            </>
          )
        }
      </ListStates>
    </section>
  );
}
