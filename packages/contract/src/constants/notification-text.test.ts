import { describe, expect, it } from 'vitest';
import type { NotificationGroup } from '../schemas/notifications.js';
import { sentenceText } from './notification-text.js';

const actor = (name: string) => ({ type: 'user' as const, id: name, name, photo: null });
const group = (over: Partial<NotificationGroup>): NotificationGroup => ({
  id: 'n1',
  kind: 'like',
  resource: { type: 'post', id: 'p1', title: null, state: null },
  actors: [actor('Ana Ruiz')],
  actorCount: 1,
  data: {},
  read: false,
  createdAt: new Date().toISOString(),
  link: null,
  ...over,
});

describe('notification sentences', () => {
  it('names one, two, or the newest and how many others', () => {
    expect(sentenceText(group({}))).toBe('Ana Ruiz liked your post');
    expect(sentenceText(group({ actors: [actor('Ana Ruiz'), actor('Bob Lee')], actorCount: 2 }))).toBe(
      'Ana Ruiz and Bob Lee liked your post',
    );
    expect(sentenceText(group({ actors: [actor('Ana Ruiz'), actor('Bob Lee')], actorCount: 13 }))).toBe(
      'Ana Ruiz and 12 others liked your post',
    );
    expect(sentenceText(group({ actors: [actor('Ana Ruiz'), actor('Bob Lee')], actorCount: 3 }))).toBe(
      'Ana Ruiz and 2 others liked your post',
    );
  });

  it('says what was acted on, quoting short text', () => {
    expect(
      sentenceText(
        group({
          resource: {
            type: 'post',
            id: 'p',
            title: 'Fresh mangoes from Homestead, shipped weekly to the whole of Latin America',
            state: null,
          },
        }),
      ),
    ).toBe('Ana Ruiz liked your post “Fresh mangoes from Homestead, shipped weekly to the whole…”');
    expect(
      sentenceText(
        group({ kind: 'follow', resource: { type: 'business', id: 'b', title: 'Acme Valves', state: null } }),
      ),
    ).toBe('Ana Ruiz started following Acme Valves');
    expect(sentenceText(group({ kind: 'follow', resource: { type: 'user', id: 'u', title: null, state: null } }))).toBe(
      'Ana Ruiz started following you',
    );
    expect(
      sentenceText(
        group({
          kind: 'invitation',
          resource: { type: 'invitation', id: 'i', title: 'Acme Valves', state: 'pending' },
          data: { role: 'admin' },
        }),
      ),
    ).toBe('Ana Ruiz invited you to join Acme Valves as an admin');
    const acme = { type: 'business' as const, id: 'b', name: 'Acme Valves', photo: null };
    expect(
      sentenceText(
        group({
          kind: 'invitation',
          actors: [acme],
          resource: { type: 'invitation', id: 'i', title: 'Acme Valves', state: 'pending' },
          data: { role: 'member' },
        }),
      ),
    ).toBe('Acme Valves invited you to join their team as a member');
    expect(
      sentenceText(
        group({
          kind: 'connection-accepted',
          actors: [acme],
          resource: { type: 'connection', id: 'c', title: 'Acme Valves', state: 'accepted' },
        }),
      ),
    ).toBe('Acme Valves accepted your connection request');
    expect(
      sentenceText(
        group({
          kind: 'connection-request',
          resource: { type: 'connection', id: 'c', title: 'Acme Valves', state: 'pending' },
        }),
      ),
    ).toBe('Ana Ruiz wants to connect with Acme Valves');
  });

  it('tells the new match of a saved search by its maker, and a summary by its count alone (decision 0041)', () => {
    const acme = { type: 'business' as const, id: 'b', name: 'Acme Valves', photo: null };
    const one = (itemType: string, resource: { type: string; title: string | null }) =>
      sentenceText(
        group({
          kind: 'saved-search',
          actors: [acme],
          resource: { ...resource, id: 'x', state: null },
          data: { search: 'valve', count: '1', itemType, title: 'Brass ball valve' },
        }),
      );
    expect(one('business', { type: 'business', title: 'Acme Valves' })).toBe(
      'Acme Valves joined the network, matching your saved search “valve”',
    );
    expect(one('product', { type: 'product', title: 'Brass ball valve' })).toBe(
      'Acme Valves added “Brass ball valve”, matching your saved search “valve”',
    );
    expect(one('rfq', { type: 'rfq', title: null })).toBe(
      'Acme Valves asks for quotes “Brass ball valve”, matching your saved search “valve”',
    );
    expect(
      sentenceText(
        group({
          kind: 'saved-search',
          resource: { type: 'saved-search', id: 's', title: 'valve', state: null },
          data: { search: 'valve', count: '5' },
        }),
      ),
    ).toBe('5 new matches for your saved search “valve”');
  });

  it('tells the author of a review of a reply by the business, and of the staff’s decisions naming no one (decision 0078)', () => {
    const acme = { type: 'business' as const, id: 'b', name: 'Acme Valves', photo: null };
    const review = { type: 'review', id: 'r', title: 'Acme Valves', state: null };
    expect(
      sentenceText(
        group({ kind: 'review-reply', actors: [acme], resource: review, data: { snippet: 'Sorry for the delay.' } }),
      ),
    ).toBe('Acme Valves replied to your review “Sorry for the delay.”');
    const decided = (data: Record<string, string>) =>
      sentenceText(group({ kind: 'review-decided', actors: [actor('Walt Author')], resource: review, data }));
    expect(decided({ outcome: 'published' })).toBe('Your review of Acme Valves is published');
    expect(decided({ outcome: 'rejected', snippet: 'One of many copies.' })).toBe(
      'Your review of Acme Valves was not published: “One of many copies.”',
    );
    expect(decided({ outcome: 'hidden', snippet: 'It names a private person.' })).toBe(
      'Your review of Acme Valves was hidden by our team: “It names a private person.”',
    );
    expect(decided({ outcome: 'restored' })).toBe('Your review of Acme Valves is shown again');
  });
});
