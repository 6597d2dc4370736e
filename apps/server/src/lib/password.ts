import argon2 from 'argon2';

/**
 * argon2id. `standard` is the library's defaults (64 MiB, t=3, p=4), used everywhere the app really runs.
 * `light` (4 MiB, t=1) is for test servers only (PASSWORD_HASH_COST=light, refused unless NODE_ENV=test):
 * the suites hash and verify about 1,800 passwords, which cost over four minutes of CI's CPU at the standard
 * cost. Verification reads the parameters from each hash, so hashes of either cost verify anywhere.
 * The hash is never returned, logged or mailed.
 */
export type PasswordHashCost = 'standard' | 'light';

const OPTIONS: Record<PasswordHashCost, argon2.Options> = {
  standard: { type: argon2.argon2id },
  light: { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 },
};

/** Set once at boot from the configuration (boot.ts); one process serves one configuration. */
let cost: PasswordHashCost = 'standard';
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

export const hashPasswordWith = (chosen: PasswordHashCost, plain: string): Promise<string> =>
  argon2.hash(plain, OPTIONS[chosen]);

export const hashPassword = (plain: string): Promise<string> => hashPasswordWith(cost, plain);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so both paths take the same time (at the set cost). */
const decoys = new Map<PasswordHashCost, Promise<string>>();
export const decoyHash = (): Promise<string> => {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword('decoy-password-never-used')));
  return decoy;
};
