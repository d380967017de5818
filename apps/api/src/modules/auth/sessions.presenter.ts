/** A session as its account sees it in the settings (decision 0030): browser and system read from the user agent (bowser). */
import Bowser from 'bowser';
import type { UserSession } from '@wbn/contract';

type SessionRow = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

const named = (name: string | undefined, version: string | undefined, unknown: string) => (name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : unknown);

export function presentSession(row: SessionRow, currentSessionId: string): UserSession {
  const ua = row.userAgent ? Bowser.parse(row.userAgent) : undefined;
  return {
    sessionID: row.id,
    browser: named(ua?.browser.name, ua?.browser.version, 'Unknown browser'),
    system: ua?.os.name ? [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ') : 'Unknown system',
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
