import { hash, verify } from '@node-rs/argon2';

// NOTE: OWASP's argon2id baseline (m=19 MiB, t=2, p=1): https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
// algorithm 2 = Argon2id (a const enum in the typings, which isolated modules cannot read)
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same as a real one, so unknown e-mails are not revealed by timing. */
export const dummyPasswordHash = hash('nabta-timing-equaliser', options);
