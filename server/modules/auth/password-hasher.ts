import argon2, { type HashOptions } from 'argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a verify, for unknown accounts (same answer, about the same time). */
  verifyDummy(password: string): Promise<void>;
};

const COST = {
  // OWASP's argon2id recommendation is ≥ 19 MiB, t=2; these are argon2's defaults (64 MiB, t=3, p=4), ~100 ms here.
  standard: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
  // Tests and benchmarks of other paths only (config PASSWORD_HASH_COST=fast).
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/** Argon2id hashing with the configured cost. */
export function createPasswordHasher(cost: keyof typeof COST): PasswordHasher {
  const options: HashOptions & { raw?: false } = { type: argon2.argon2id, ...COST[cost] };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => argon2.hash(password, options),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= argon2.hash('dummy-password-for-timing!', options);
      await argon2.verify(await dummy, password).catch(() => false);
    },
  };
}
