import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { hashPasswordWith, verifyPassword } from '../../src/lib/password.js';

/** The test servers' light argon2id parameters must never reach a real installation. */
describe('password hash cost', () => {
  it('hashes with argon2id at 64 MiB and t=3 by default, and lightly only when asked', async () => {
    const standard = await hashPasswordWith('standard', 'correct horse');
    const light = await hashPasswordWith('light', 'correct horse');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    // Verification reads the parameters from the hash: either cost verifies in any process.
    for (const hash of [standard, light]) {
      expect(await verifyPassword(hash, 'correct horse')).toBe(true);
      expect(await verifyPassword(hash, 'correct horsE')).toBe(false);
    }
  });

  it('is standard unless configured, and refuses the light cost outside NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'light' }).PASSWORD_HASH_COST).toBe('light');
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'light' })).toThrow(
        /PASSWORD_HASH_COST.*test servers only/,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
