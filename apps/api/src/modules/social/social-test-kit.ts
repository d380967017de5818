/** Helpers of the social tests: a test app with generous rate limits and calls by name. */
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';

export type Member = Awaited<ReturnType<typeof registerUser>>;

export const generousLimits = {
  RATE_LIMIT_POSTS_PER_HOUR: '10000',
  RATE_LIMIT_COMMENTS_PER_HOUR: '10000',
  RATE_LIMIT_FOLLOWS_PER_HOUR: '10000',
  RATE_LIMIT_CONNECTIONS_PER_HOUR: '10000',
};

export const socialTestApp = (env: Record<string, string> = {}) => createTestApp({ ...generousLimits, ...env });

export function calls(t: TestApp) {
  const auth = (token?: string) => (token ? bearer(token) : {});
  return {
    makePost: (token: string | undefined, body: object) =>
      t.request({ method: 'POST', url: '/api/social/posts/make-post', payload: body, headers: auth(token) }),
    getPost: (id: string, token?: string) =>
      t.request({ method: 'GET', url: `/api/social/posts/${id}`, headers: auth(token) }),
    removePost: (token: string | undefined, body: object) =>
      t.request({ method: 'DELETE', url: '/api/social/posts/remove-post', payload: body, headers: auth(token) }),
    feed: (token: string | undefined, query = '') =>
      t.request({ method: 'GET', url: `/api/newsfeed/load${query}`, headers: auth(token) }),
    timeline: (id: string, query = '', token?: string) =>
      t.request({ method: 'GET', url: `/api/timeline/load/${id}${query}`, headers: auth(token) }),
    comment: (token: string | undefined, body: object) =>
      t.request({ method: 'POST', url: '/api/social/comments/make-comment', payload: body, headers: auth(token) }),
    comments: (id: string, query = '') => t.request({ method: 'GET', url: `/api/social/comments/${id}${query}` }),
    react: (token: string | undefined, type: string, body: object, method: 'POST' | 'DELETE' = 'POST') =>
      t.request({ method, url: `/api/social/reaction/react/${type}`, payload: body, headers: auth(token) }),
    summary: (id: string) => t.request({ method: 'GET', url: `/api/social/reaction/summary/${id}` }),
    follow: (token: string | undefined, type: 'business' | 'user', body: object) =>
      t.request({ method: 'POST', url: `/api/social/follow/${type}`, payload: body, headers: auth(token) }),
    unfollow: (token: string | undefined, id: string, query = '') =>
      t.request({ method: 'DELETE', url: `/api/social/follow/${id}${query}`, headers: auth(token) }),
    followSummary: (id: string, token?: string, query = '') =>
      t.request({ method: 'GET', url: `/api/social/follow/${id}/summary${query}`, headers: auth(token) }),
  };
}

/** A post on the user's own timeline (or as `businessID` on its timeline); returns its id. */
export async function post(t: TestApp, m: Member, content: string, businessID?: string) {
  const body = businessID
    ? { content, timelineID: businessID, timelineType: 'business', businessID }
    : { content, timelineID: m.userID, timelineType: 'user' };
  const res = await calls(t).makePost(m.token, body);
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.postID as string;
}

export const UNKNOWN_ID = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';
export { registerUser, bearer };
