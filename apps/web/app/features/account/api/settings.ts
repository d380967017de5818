/** The settings page's notification settings and password change (decision 0031), through the typed client. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, NotificationSettingsUpdate } from '@wbn/contract/schemas';
import { typedCall } from '~/lib/typed-call';
import { sessionKeys } from './sessions';

export const notificationSettingsKey = ['account', 'notification-settings'] as const;

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationSettingsKey,
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/notification-settings'))),
  });

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsUpdate) =>
      typedCall(({ api, unwrap }) => unwrap(api.PUT('/api/user/notification-settings', { body }))),
    onSuccess: (saved) => qc.setQueryData(notificationSettingsKey, saved),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/password', { body }))),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export const twoFactorKey = ['account', 'two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKey, queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/2fa'))) });

export const useSetUpTwoFactor = () =>
  useMutation({ mutationFn: () => typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/2fa/setup'))) });

export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/2fa/enable', { body: { code } }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/2fa/disable', { body }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
