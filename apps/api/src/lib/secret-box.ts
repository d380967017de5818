/**
 * Seals small secrets kept in the database (an authenticator app's key) with AES-256-GCM under a
 * key derived from the server's secret and a purpose, so a copy of the database alone does not
 * give them away. `iv.tag.ciphertext`, base64url.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export function createSecretBox(serverSecret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${serverSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    /** The sealed text, or null when it was not sealed with this key (or was changed). */
    open(sealed: string): string | null {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
