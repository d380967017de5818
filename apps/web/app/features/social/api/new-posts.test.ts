import { describe, expect, it } from 'vitest';
import type { NewsfeedPage, Post } from '@wbn/contract/schemas';
import { withNewPosts } from './new-posts';

const post = (postID: string) => ({ postID, content: postID }) as unknown as Post;
const pages = (...lists: string[][]) => ({
  pageParams: lists.map((_, i) => (i ? `c${i}` : null)),
  pages: lists.map((ids, i): NewsfeedPage => ({
    items: ids.map(post),
    nextID: i < lists.length - 1 ? `c${i + 1}` : null,
  })),
});

describe('withNewPosts', () => {
  it('puts the new posts on top of the first page and keeps the pages and their cursors', () => {
    const next = withNewPosts(pages(['b', 'a'], ['z']), [post('d'), post('c'), post('b')]);
    expect(next.pages.map((p) => p.items.map((i) => i.postID))).toEqual([['d', 'c', 'b', 'a'], ['z']]);
    expect(next.pages.map((p) => p.nextID)).toEqual(['c1', null]);
  });

  it('changes nothing when every post is already shown', () => {
    const data = pages(['b', 'a']);
    expect(withNewPosts(data, [post('b')])).toBe(data);
  });
});
