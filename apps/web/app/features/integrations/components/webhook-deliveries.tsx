/**
 * One endpoint's deliveries, newest first: the event, how it went, when, and every attempt (the
 * endpoint's status code or none, the time it took, the error); the body sent, folded away; and
 * Redeliver (the same webhook-id). Read again by itself while a delivery is pending or waits for a
 * retry (api/webhooks.ts), so a test or a retry shows without reopening; a page at a time ("Show more").
 */
import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_TEXT, type WebhookDeliveryStatus } from '@wbn/contract/constants';
import type { Webhook, WebhookDelivery } from '@wbn/contract/schemas';
import { ShowMore } from '~/components/show-more';
import { errorText } from '~/lib/api-client';
import { formatDateTimeUtc } from '~/lib/dates';
import { toast } from '~/lib/toast';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';
import { ListStates, rowButtonClass } from './integrations-ui';

const STATUS_TONE: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  succeeded: 'bg-emerald-100 text-emerald-800',
  retrying: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

export function WebhookDeliveries({ id, businessID, webhook }: { id: string; businessID: string; webhook: Webhook }) {
  const q = useWebhookDeliveries(businessID, webhook.webhookID);
  const redeliver = useRedeliverWebhook(businessID, webhook.webhookID);
  const deliveries = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section
      id={id}
      aria-label={WEBHOOK_TEXT.deliveriesOf(webhook.url)}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <p className="text-xs text-slate-600">{WEBHOOK_TEXT.deliveriesLive}</p>
      <ListStates query={q} loading={WEBHOOK_TEXT.deliveriesLoading}>
        {() =>
          deliveries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              {WEBHOOK_TEXT.deliveriesEmpty}
            </p>
          ) : (
            <>
              <ul className="space-y-3">
                {deliveries.map((d) => (
                  <DeliveryRow
                    key={d.deliveryID}
                    delivery={d}
                    redelivering={redeliver.isPending && redeliver.variables === d.deliveryID}
                    onRedeliver={() =>
                      redeliver.mutate(d.deliveryID, {
                        onSuccess: (r) => toast.success(r.message),
                        onError: (e) => toast.error(errorText(e)),
                      })
                    }
                  />
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

function DeliveryRow({
  delivery: d,
  redelivering,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  redelivering: boolean;
  onRedeliver: () => void;
}) {
  const at = formatDateTimeUtc(d.createdAt);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm font-semibold break-all text-slate-900">{d.event}</code>
            <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[d.status])}>
              {WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}
            </span>
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={d.createdAt}>{at}</time> · {WEBHOOK_TEXT.attempts(d.attempts.length)}
          </p>
        </div>
        {/* A pending delivery has not been tried yet: there is nothing to send again. */}
        {d.status === 'pending' ? null : (
          <button
            type="button"
            aria-label={WEBHOOK_TEXT.redeliverOf(d.event, at)}
            disabled={redelivering}
            aria-busy={redelivering || undefined}
            onClick={onRedeliver}
            className={rowButtonClass}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {WEBHOOK_TEXT.redeliver}
          </button>
        )}
      </div>
      {d.attempts.length ? (
        <ol aria-label={WEBHOOK_TEXT.attemptsOf(d.event)} className="mt-2 space-y-1.5 border-l-2 border-slate-200 pl-3">
          {d.attempts.map((a, i) => {
            const ok = a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;
            return (
              // Attempts have no id; one delivery's are only ever appended.
              <li
                key={`${a.at}-${i}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-slate-700"
              >
                <time dateTime={a.at}>{formatDateTimeUtc(a.at)}</time>
                <span className={clsx('font-mono font-semibold', ok ? 'text-emerald-700' : 'text-red-700')}>
                  {a.statusCode === null ? WEBHOOK_TEXT.noAnswer : WEBHOOK_TEXT.statusCode(a.statusCode)}
                </span>
                <span>{WEBHOOK_TEXT.duration(a.durationMs)}</span>
                {a.error ? <span className="w-full break-words text-red-700">{a.error}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-xs text-slate-600">{WEBHOOK_TEXT.noAttempt}</p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
          {WEBHOOK_TEXT.payload}
        </summary>
        {/* Focusable: a long body scrolls, and the keyboard must reach it too. */}
        <pre
          tabIndex={0}
          className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {JSON.stringify(d.payload, null, 2)}
        </pre>
      </details>
    </li>
  );
}
