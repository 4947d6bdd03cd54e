import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane. `algorithm: 2` is
 * Algorithm.Argon2id (a const enum, which erasable TypeScript cannot import).
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
