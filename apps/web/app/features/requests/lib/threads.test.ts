/** Message times in UTC as dd/M/yyyy hh:mm, the list search, grouping by side and "Seen". */
import { describe, expect, it } from 'vitest';
import type { InquiryMessage, InquiryThread } from '@wbn/contract/schemas';
import { counterpart, filterThreads, groupBySide, inboxPath, newestUnreadInbox, seenByOther } from './threads';

const thread = (over: Partial<InquiryThread> = {}): InquiryThread => ({
  requestID: 'r1',
  from: { type: 'user', id: 'u1', name: 'Ana Pérez', photo: null },
  to: { type: 'business', id: 'b1', name: 'Keystone Valves', photo: null },
  subject: 'receiving the full price list',
  status: 'open',
  senderType: 'user',
  createdAt: '2025-03-07T15:04:00.000Z',
  product: null,
  side: 'S',
  unread: 0,
  lastMessage: null,
  updatedAt: '2025-03-09T08:00:00.000Z',
  endedAt: null,
  readAt: { S: null, R: null },
  ...over,
});
const msg = (id: string, from: 'S' | 'R', datetime = '2025-03-07T15:04:00.000Z'): InquiryMessage => ({
  messageID: id,
  content: id,
  datetime,
  from,
  type: 'text',
});

describe('filterThreads', () => {
  const list = [
    thread(),
    thread({
      requestID: 'r2',
      from: { type: 'business', id: 'b9', name: 'Bruno Imports', photo: null },
      subject: 'becoming worldwide distributor',
      createdAt: '2025-04-01T10:00:00Z',
      updatedAt: '2025-04-02T10:00:00Z',
    }),
  ];
  it('finds by sender name (without accents or case), subject and date', () => {
    expect(filterThreads(list, 'ana perez').map((t) => t.requestID)).toEqual(['r1']);
    expect(filterThreads(list, 'BRUNO').map((t) => t.requestID)).toEqual(['r2']);
    expect(filterThreads(list, 'worldwide').map((t) => t.requestID)).toEqual(['r2']);
    expect(filterThreads(list, '07/3/2025').map((t) => t.requestID)).toEqual(['r1']);
    expect(filterThreads(list, '2025-04-02').map((t) => t.requestID)).toEqual(['r2']);
    expect(filterThreads(list, '  ').map((t) => t.requestID)).toEqual(['r1', 'r2']);
    expect(filterThreads(list, 'nothing like this')).toEqual([]);
  });
});

describe('groupBySide and counterpart', () => {
  it('groups consecutive messages of one side', () => {
    const groups = groupBySide([msg('a', 'S'), msg('b', 'S'), msg('c', 'R'), msg('d', 'S')]);
    expect(groups.map((g) => [g.side, g.messages.map((m) => m.messageID).join('')])).toEqual([
      ['S', 'ab'],
      ['R', 'c'],
      ['S', 'd'],
    ]);
  });
  it('shows the receiver to the sender and the sender to the receiver', () => {
    expect(counterpart(thread()).name).toBe('Keystone Valves');
    expect(counterpart(thread({ side: 'R' })).name).toBe('Ana Pérez');
  });
  it('builds the message center address', () => {
    expect(inboxPath('b1')).toBe('/business/b1/requests');
    expect(inboxPath('b1', 'r1')).toBe('/business/b1/requests/r1');
  });
});

describe('seenByOther', () => {
  const mine = [msg('a', 'R', '2025-03-07T10:00:00Z'), msg('b', 'S', '2025-03-07T11:00:00Z')];
  it('is true when the other side read after the viewer’s last message, and that message is the last', () => {
    expect(seenByOther(thread({ readAt: { S: null, R: '2025-03-07T11:00:05Z' } }), mine)).toBe(true);
    expect(seenByOther(thread({ readAt: { S: null, R: '2025-03-07T10:30:00Z' } }), mine)).toBe(false);
    expect(seenByOther(thread({ readAt: { S: null, R: null } }), mine)).toBe(false);
    expect(seenByOther(thread({ side: 'R', readAt: { S: '2025-03-08T00:00:00Z', R: null } }), mine)).toBe(false);
  });
});

describe('newestUnreadInbox', () => {
  const box = (id: string, unread: number, lastUnreadAt: string | null) => ({
    type: 'business' as const,
    id,
    name: id,
    photo: null,
    role: 'owner' as const,
    unread,
    lastUnreadAt,
  });
  it('picks the inbox whose unread thread moved last, and none when nothing is unread', () => {
    expect(
      newestUnreadInbox([
        box('me', 1, '2026-11-01T10:00:00.000Z'),
        box('biz', 2, '2026-11-02T09:00:00.000Z'),
        box('old', 5, '2026-10-01T00:00:00.000Z'),
      ])?.id,
    ).toBe('biz');
    expect(newestUnreadInbox([box('me', 0, null), box('biz', 0, null)])).toBeNull();
  });
});
