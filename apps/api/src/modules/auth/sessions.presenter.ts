/** A session as its account sees it in the settings (decision 0030): browser and system read from the user agent (bowser). */
import Bowser from 'bowser';
import type { UserSession } from '@wbn/contract';

type SessionRow = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

const named = (name: string | undefined, version: string | undefined, unknown: string) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : unknown;

/** "Chrome 131" on "Windows 10" from a user agent ("Unknown browser", "Unknown system" when it says nothing we know). */
export function describeBrowser(userAgent: string | null | undefined) {
  const ua = userAgent ? Bowser.parse(userAgent) : undefined;
  return {
    browser: named(ua?.browser.name, ua?.browser.version, 'Unknown browser'),
    system: ua?.os.name ? [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ') : 'Unknown system',
  };
}

export function presentSession(row: SessionRow, currentSessionId: string): UserSession {
  return {
    sessionID: row.id,
    ...describeBrowser(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
