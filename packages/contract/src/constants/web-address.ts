/** An absolute http(s) address with a host: no `javascript:`, `data:`, `ftp:` or relative paths. */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
}
