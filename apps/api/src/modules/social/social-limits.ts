/**
 * Rate limits of the social network, against abuse: posts, comments, follows and
 * connection requests per user per hour, with a sentence that says which one was hit.
 */
import { SOCIAL_MSG } from '@wbn/contract';
import { AppError } from '../../lib/errors.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';

export type SocialLimits = {
  postsPerHour: number;
  commentsPerHour: number;
  followsPerHour: number;
  connectionsPerHour: number;
};
export type SocialLimiter = (userId: string) => Promise<void>;

const HOUR = 3600;

function limiter(limiters: LimiterFactory, name: string, points: number, message: string): SocialLimiter {
  const l = limiters(name, points, HOUR);
  return async (userId) => {
    try {
      await l.consume(userId);
    } catch (e) {
      if (e instanceof AppError && e.code === 'TooManyRequests') {
        const err = new AppError('TooManyRequests', message) as AppError & { retryAfter?: number };
        err.retryAfter = (e as AppError & { retryAfter?: number }).retryAfter;
        throw err;
      }
      throw e;
    }
  };
}

export function createSocialLimiters(limiters: LimiterFactory, limits: SocialLimits) {
  return {
    post: limiter(limiters, 'social-post', limits.postsPerHour, SOCIAL_MSG.tooManyPosts),
    comment: limiter(limiters, 'social-comment', limits.commentsPerHour, SOCIAL_MSG.tooManyComments),
    follow: limiter(limiters, 'social-follow', limits.followsPerHour, SOCIAL_MSG.tooManyFollows),
    connection: limiter(limiters, 'social-connection', limits.connectionsPerHour, SOCIAL_MSG.tooManyConnections),
  };
}
export type SocialLimiters = ReturnType<typeof createSocialLimiters>;
