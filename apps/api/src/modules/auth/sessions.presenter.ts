/**
 * A session as its account sees it in the settings (decisions 0030, 0068): the kind of device, the
 * browser and the system, read from the user agent (bowser).
 */
import Bowser from 'bowser';
import type { UserSession } from '@wbn/contract';

type SessionRow = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

const named = (name: string | undefined, version: string | undefined, unknown: string) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : unknown;

/** The words for a kind of device: "Android phone", "Windows computer"; the kind alone without a system. */
const DEVICE_KINDS: Record<string, string> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', tv: 'TV' };

/** "iPhone", "iPad", "Mac", "Android phone", "Windows computer"; "Unknown device" when the agent says nothing we know. */
function deviceOf(ua: Bowser.Parser.ParsedResult | undefined): string {
  if (!ua) return 'Unknown device';
  const { model, type } = ua.platform;
  if (model) return model;
  if (ua.os.name === 'macOS' && type === 'desktop') return 'Mac';
  const kind = type ? DEVICE_KINDS[type] : undefined;
  if (!kind) return 'Unknown device';
  return ua.os.name ? `${ua.os.name} ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * "Chrome 131" on "Windows 10", a "Windows computer", from a user agent ("Unknown browser", "Unknown system",
 * "Unknown device" when it says nothing we know).
 */
export function describeBrowser(userAgent: string | null | undefined) {
  const ua = userAgent ? Bowser.parse(userAgent) : undefined;
  return {
    browser: named(ua?.browser.name, ua?.browser.version, 'Unknown browser'),
    system: ua?.os.name ? [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ') : 'Unknown system',
    device: deviceOf(ua),
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
