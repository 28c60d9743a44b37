// The settings of the second security round, as read from the environment: each is parsed,
// refused when malformed, and (tested beside the behaviour it sets) acted on.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestContext, dataOf } from './helpers/index.js';

describe('settings', () => {
  it('MFA_REQUIRED is off, admins or all', () => {
    expect(loadConfig({}).mfaRequired).toBe('off');
    expect(loadConfig({ MFA_REQUIRED: 'Admins' }).mfaRequired).toBe('admins');
    expect(loadConfig({ MFA_REQUIRED: 'all' }).mfaRequired).toBe('all');
    expect(() => loadConfig({ MFA_REQUIRED: 'sometimes' })).toThrow('MFA_REQUIRED must be off, admins or all');
  });

  it('MFA_KEY is 32 bytes, in hex or base64', () => {
    expect(loadConfig({}).mfaKey).toBeNull();
    expect(loadConfig({ MFA_KEY: 'ab'.repeat(32) }).mfaKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ MFA_KEY: Buffer.alloc(32, 1).toString('base64') }).mfaKey).toEqual(Buffer.alloc(32, 1));
    expect(() => loadConfig({ MFA_KEY: 'short' })).toThrow('MFA_KEY must be 32 bytes');
  });

  it('SESSION_IDLE_MINUTES (30) and PASSWORD_MAX_AGE_DAYS (0: never) are positive numbers', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '10' }).sessionIdleMinutes).toBe(10);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow('SESSION_IDLE_MINUTES must be a positive number');
    expect(loadConfig({}).passwordMaxAgeDays).toBe(0);
    expect(loadConfig({ PASSWORD_MAX_AGE_DAYS: '0' }).passwordMaxAgeDays).toBe(0);
    expect(loadConfig({ PASSWORD_MAX_AGE_DAYS: '90' }).passwordMaxAgeDays).toBe(90);
    expect(() => loadConfig({ PASSWORD_MAX_AGE_DAYS: 'soon' })).toThrow('PASSWORD_MAX_AGE_DAYS must be a positive integer');
  });

  it('without MFA_KEY a secret is stored as it is (the start warns); with it, sealed', async () => {
    const plain = await createTestContext();
    try {
      const token = await plain.adminToken();
      const { secret } = dataOf(await plain.call<{ secret: string }>('operate/auth/mfa-create', {}, { token }));
      const row = await plain.db.selectFrom('user_mfa').select('secret').executeTakeFirstOrThrow();
      expect(row.secret).toBe(`plain:${secret}`);
    } finally {
      await plain.close();
    }
  });
});
