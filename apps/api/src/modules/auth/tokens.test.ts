/** Access tokens: a token checked once is taken from memory until it expires, then refused as expired; a forged one never. */
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenSigner } from './tokens.js';

const SECRET = 's'.repeat(40);

describe('access tokens', () => {
  it('keeps a verified token until it expires, then refuses it as expired', async () => {
    let now = 1_800_000_000;
    const signer = createTokenSigner(SECRET, 60, { nowSeconds: () => now });
    const { token, tokenExpire } = await signer.sign({ userID: 'u1', sessionId: 's1' });
    expect(tokenExpire).toBe(now + 60);
    expect(await signer.verify(token)).toEqual({ userID: 'u1', sessionId: 's1' });
    now += 59;
    expect(await signer.verify(token)).toEqual({ userID: 'u1', sessionId: 's1' });
    now += 1;
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TokenExpiredError' });
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TokenExpiredError' });
  });

  it('never takes a token signed with another key, or altered, for one it verified', async () => {
    const now = 1_800_000_000;
    const signer = createTokenSigner(SECRET, 60, { nowSeconds: () => now });
    const { token } = await signer.sign({ userID: 'u1', sessionId: 's1' });
    await signer.verify(token);
    const forged = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    await expect(signer.verify(forged)).rejects.toMatchObject({ code: 'JsonWebTokenError' });
    const [h, p, sig] = token.split('.');
    await expect(signer.verify(`${h}.${p}.${sig.slice(0, -2)}AA`)).rejects.toMatchObject({ code: 'JsonWebTokenError' });
  });

  it('keeps at most `kept` tokens, and one dropped is verified again', async () => {
    const now = 1_800_000_000;
    const signer = createTokenSigner(SECRET, 60, { kept: 2, nowSeconds: () => now });
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map(async (u) => (await signer.sign({ userID: u, sessionId: `s-${u}` })).token),
    );
    for (const t of tokens) await signer.verify(t);
    // 'a' was dropped as the oldest; it still verifies, by its signature.
    expect(await signer.verify(tokens[0])).toEqual({ userID: 'a', sessionId: 's-a' });
  });
});
