/**
 * "What you are told, and how" (settings, decision 0031): one channel per topic (in the app,
 * e-mail at once, daily digest, off), the digest's time zone, and the new-device e-mail. Each
 * change saves at once; payment and security e-mails show as always sent.
 */
import { useId } from 'react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS_IN_USE,
  DIGEST_LOCAL_HOUR,
  type NotificationChannel,
  type NotificationTopic,
} from '@wbn/contract/constants';
import type { NotificationSettingsUpdate } from '@wbn/contract/schemas';
import { errorText } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { ErrorState } from '~/components/error-state';
import { Spinner } from '~/components/form-field';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/settings';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';

const selectClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:opacity-60 sm:w-52';

/** The zones this browser knows, the member's own first when it is not the saved one. */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes('UTC') ? all : ['UTC', ...all];
}

export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const zoneId = useId();
  const deviceId = useId();
  const { t } = useLingui();

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner /> {t`Loading your notification settings…`}
      </p>
    );
  }
  if (settings.isError)
    return <ErrorState message={errorText(settings.error)} onRetry={() => void settings.refetch()} />;

  const s = settings.data;
  const save = (change: NotificationSettingsUpdate) =>
    update.mutate(change, { onSuccess: () => toast.success(t`Saved.`), onError: (e) => toast.error(errorText(e)) });
  const browserZone = typeof Intl !== 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  const deviceZone = browserZone?.replaceAll('_', ' ');
  const digestTime = `${String(DIGEST_LOCAL_HOUR).padStart(2, '0')}:00`;

  return (
    <div className="space-y-6">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {NOTIFICATION_TOPICS_IN_USE.map((topic) => (
          <TopicRow
            key={topic}
            topic={topic}
            channel={s.channels[topic]}
            locked={s.alwaysEmailed.includes(topic)}
            disabled={update.isPending}
            onChange={(c) => save({ channels: { [topic]: c } })}
          />
        ))}
      </ul>

      <div>
        <label htmlFor={zoneId} className="block text-sm font-semibold text-slate-900">
          {t`Your time zone`}
        </label>
        <p className="mb-2 mt-0.5 text-sm text-slate-600">
          {t`The daily digest leaves at ${digestTime} in this time zone, when there is something new.`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <select
            id={zoneId}
            value={s.timeZone}
            disabled={update.isPending}
            onChange={(e) => save({ timeZone: e.target.value })}
            className={selectClass.replace('sm:w-52', 'sm:w-72')}
          >
            {timeZones().map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          {browserZone && browserZone !== s.timeZone ? (
            <button
              type="button"
              onClick={() => save({ timeZone: browserZone })}
              className="text-sm font-semibold text-blue-700 underline hover:text-blue-900"
            >
              {t`Use this device’s time zone (${deviceZone})`}
            </button>
          ) : null}
        </div>
      </div>

      <div className="flex items-start gap-3">
        <input
          id={deviceId}
          type="checkbox"
          checked={s.newDeviceEmail}
          disabled={update.isPending}
          onChange={(e) => save({ newDeviceEmail: e.target.checked })}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <label htmlFor={deviceId} className="text-sm text-slate-800">
          <span className="font-semibold text-slate-900">{t`E-mail me when my account signs in from a new device`}</span>
          <span className="block text-slate-600">{t`A browser or phone that has not signed in to your account before.`}</span>
        </label>
      </div>
    </div>
  );
}

function TopicRow(p: {
  topic: NotificationTopic;
  channel: NotificationChannel;
  locked: boolean;
  disabled: boolean;
  onChange: (c: NotificationChannel) => void;
}) {
  const id = useId();
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {spec(NOTIFICATION_TOPIC_LABELS[p.topic])}
      </label>
      {p.locked ? (
        <p id={id} className="text-sm text-slate-600 sm:w-52">
          {t`Always by e-mail`}
        </p>
      ) : (
        <select
          id={id}
          value={p.channel}
          disabled={p.disabled}
          onChange={(e) => p.onChange(e.target.value as NotificationChannel)}
          className={selectClass}
        >
          {NOTIFICATION_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {spec(NOTIFICATION_CHANNEL_LABELS[c])}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}
