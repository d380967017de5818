/**
 * Safety's calls (decision 0034), through the typed client: a member reports and blocks
 * (/api/reports, /api/user/blocks); staff read the reports and act (/api/staff/reports,
 * /api/staff/moderation/*). Only the lazily loaded menus, dialogs, settings section and staff tabs
 * import this module: none of it weighs on a public page's first load (decision 0009).
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ModerationAction, ReportReason, ReportTargetType } from '@wbn/contract/constants';
import type { BlockList } from '@wbn/contract/schemas';
import { typedCall } from '~/lib/typed-call';
import { socialKeys } from '~/lib/query-keys/social';

/** Whom a block is about: a member, or the owner of a company page (named by the company). */
export type BlockTarget = { userID: string } | { businessID: string };

/** What a report is sent about. */
export type ReportTarget = { type: ReportTargetType; id: string };
export type ReportInput = { target: ReportTarget; reason: ReportReason; note: string };

export type ModerationInput = {
  action: ModerationAction;
  targetType: ReportTargetType;
  targetID: string;
  note?: string;
};

/** Blocked members a page of the settings list asks for at a time. */
export const BLOCKS_PAGE_SIZE = 20;

export const safetyKeys = {
  blocks: () => ['safety', 'blocks'] as const,
  blockList: () => ['safety', 'blocks', 'list'] as const,
  blockOf: (t: BlockTarget) =>
    ['safety', 'blocks', 'one', 'userID' in t ? `user:${t.userID}` : `business:${t.businessID}`] as const,
  // Under 'staff': the staff area's other lists and these are read afresh together.
  reports: (status: 'open' | 'closed') => ['staff', 'reports', status] as const,
  allReports: () => ['staff', 'reports'] as const,
  log: () => ['staff', 'moderation-log'] as const,
};

// ---------------------------------------------------------------- members

export function useReport() {
  return useMutation({
    mutationFn: ({ target, reason, note }: ReportInput) =>
      typedCall(({ api, unwrap }) => {
        const text = note.trim();
        return unwrap(
          api.POST('/api/reports', {
            body: { targetType: target.type, targetID: target.id, reason, ...(text ? { note: text } : {}) },
          }),
        );
      }),
  });
}

/**
 * A block or unblock changes what the member reads: the blocked member's posts and comments leave
 * (or come back to) the newsfeed, timelines and comment lists, and follows between them end. So
 * everything social is read again, with the block lists.
 */
function afterBlockChange(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: socialKeys.all });
  void qc.invalidateQueries({ queryKey: safetyKeys.blocks() });
}

export function useBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: BlockTarget) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/blocks', { body: target }))),
    onSuccess: () => afterBlockChange(qc),
  });
}

/** Unblocks a member (by their userID: a company page's block names its owner). The row leaves the settings list at once. */
export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) =>
      typedCall(({ api, unwrap }) => unwrap(api.DELETE('/api/user/blocks/{userID}', { params: { path: { userID } } }))),
    onSuccess: (_r, userID) => {
      qc.setQueryData<InfiniteData<BlockList, string | null>>(safetyKeys.blockList(), (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.filter((b) => b.userID !== userID) })) }
          : data,
      );
      afterBlockChange(qc);
    },
  });
}

/** The members the viewer blocked, newest first, a page at a time (cursor). */
export const useBlockedMembers = () =>
  useInfiniteQuery({
    queryKey: safetyKeys.blockList(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/user/blocks', {
            params: { query: { size: BLOCKS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Whether the viewer blocked this member (or the owner of this company page): their block, or null. */
export const useBlockOf = (target: BlockTarget, enabled = true) =>
  useQuery({
    queryKey: safetyKeys.blockOf(target),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/user/blocks', { params: { query: { ...target, size: 1 } } })),
      ).then((page) => page.data[0] ?? null),
    enabled,
  });

// ---------------------------------------------------------------- staff

/** Reported targets (open or closed), newest report first, a page at a time (cursor). */
export const useStaffReports = (status: 'open' | 'closed') =>
  useInfiniteQuery({
    queryKey: safetyKeys.reports(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/staff/reports', { params: { query: { status, ...(pageParam ? { cursor: pageParam } : {}) } } }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every moderation action, newest first, a page at a time (cursor). */
export const useModerationLog = () =>
  useInfiniteQuery({
    queryKey: safetyKeys.log(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/staff/moderation/log', { params: { query: pageParam ? { cursor: pageParam } : {} } })),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** One staff action; the queue (open and closed) and the log are read again. */
export function useModerationAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ note, ...rest }: ModerationInput) =>
      typedCall(({ api, unwrap }) => {
        const text = note?.trim();
        return unwrap(
          api.POST('/api/staff/moderation/actions', { body: { ...rest, ...(text ? { note: text } : {}) } }),
        );
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: safetyKeys.allReports() });
      void qc.invalidateQueries({ queryKey: safetyKeys.log() });
    },
  });
}
