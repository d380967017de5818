import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig, ConfigError, deploymentProblems, DEMO_CONTACT } from './config.js';

describe('config', () => {
  it('gives working defaults for one machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('reads overrides and treats empty strings as unset', () => {
    const c = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: '',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c).toMatchObject({
      PORT: 4100,
      DATA_DIR: '/tmp/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: true,
      PUBLIC_URL: 'http://localhost:4100',
    });
  });

  it('seeds the demo (known passwords, a staff account) only into the embedded database unless asked', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/wbn' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/wbn', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('migrates at start unless told that a one-shot step does it (several instances, one database)', () => {
    expect(loadConfig({}).MIGRATE_ON_START).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'never' })).toThrow(/MIGRATE_ON_START/);
  });

  it("sizes the embedded database's buffer cache only with a PostgreSQL size", () => {
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
    for (const bad of ['64', '64mb', '0MB', '64MB; drop table x'])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });

  it('fails fast naming every bad variable', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']) expect(msg).toContain(name);
    expect(msg).toContain('postgres://');
  });

  it('lets the embedded demo use its stand-ins: sandbox cards, mail in the outbox, made-up phone numbers', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ paymentsProvider: 'sandbox', mailTransport: 'outbox', contact: DEMO_CONTACT });
    expect(deploymentProblems(c)).toEqual([]);
  });

  it('refuses those stand-ins in a real deployment unless asked for, one line each', () => {
    for (const env of [{ DATABASE_URL: 'postgres://db.example/wbn' }, { PUBLIC_URL: 'https://wbn.example' }]) {
      const c = loadConfig(env);
      const problems = deploymentProblems(c);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^Refusing to start: .*sandbox.*PAYMENTS_PROVIDER=sandbox/);
      expect(problems[1]).toMatch(/^Refusing to start: .*SMTP_URL.*MAIL_TRANSPORT=outbox/);
      for (const p of problems) expect(p).not.toContain('\n');
      expect(c.SEED_DEMO).toBe(false);
      expect(c.contact).toEqual({ phoneUsa: undefined, phoneEurope: undefined, chatUsa: undefined });
      expect(
        deploymentProblems(loadConfig({ ...env, PAYMENTS_PROVIDER: 'sandbox', MAIL_TRANSPORT: 'outbox' })),
      ).toEqual([]);
      expect(
        deploymentProblems(
          loadConfig({
            ...env,
            STRIPE_SECRET_KEY: 'sk_test_x',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
            SMTP_URL: 'smtp://mail.example:587',
          }),
        ),
      ).toEqual([]);
    }
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/MAIL_TRANSPORT/);
    expect(
      loadConfig({ CONTACT_PHONE_USA: '+1 305 000 0000', DATABASE_URL: 'postgres://db.example/wbn' }).contact.phoneUsa,
    ).toBe('+1 305 000 0000');
  });
});
