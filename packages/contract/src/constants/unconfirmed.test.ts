/** The words for what waits on a confirmed address, and for unread conversations (decision 0072). */
import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_ACTIONS, UNCONFIRMED_TEXT } from './unconfirmed.js';
import { unreadConversations, unreadHereAndInAll } from './request-unread.js';

describe('what waits for a confirmed address', () => {
  it('the strip names every action that waits, in order', () => {
    let from = 0;
    for (const verb of Object.values(UNCONFIRMED_ACTIONS)) {
      const at = UNCONFIRMED_TEXT.waiting.indexOf(verb, from);
      expect(at, verb).toBeGreaterThanOrEqual(from);
      from = at + verb.length;
    }
  });

  it('each control says what it waits for', () => {
    expect(UNCONFIRMED_TEXT.reason('post')).toBe(
      'You can post once you confirm your e-mail address: open the link we sent you.',
    );
    expect(UNCONFIRMED_TEXT.reason('business')).toContain('create a business');
  });
});

describe('unread conversations', () => {
  it('counts conversations, in words', () => {
    expect(unreadConversations(1)).toBe('1 unread conversation');
    expect(unreadConversations(3)).toBe('3 unread conversations');
    expect(unreadHereAndInAll(2, 2)).toBe('2 unread conversations');
    expect(unreadHereAndInAll(1, 3)).toBe('1 unread conversation here, 3 in all your inboxes');
    expect(unreadHereAndInAll(0, 1)).toBe('0 unread conversations here, 1 in all your inboxes');
  });
});
