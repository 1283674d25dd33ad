// Staff passwords: argon2id (the Password Hashing Competition's winner, OWASP's first choice) through the `argon2`
// package, whose prebuilt binaries ship inside the npm package. Server-only.
import 'server-only';
import argon2 from 'argon2';

/** OWASP's argon2id minimum is 19 MiB, 2 passes; we take 64 MiB, 3 passes (about 0.2 s here). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. Without a hash (no such account) a dummy hash is checked anyway, so a
 * wrong name takes as long as a wrong password and the two cannot be told apart.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('no account has this password');
  const against = hash ?? (await dummy);
  try {
    const ok = await argon2.verify(against, password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `at least ${MIN_PASSWORD_LENGTH} characters, please`;
  if (password.length > MAX_PASSWORD_LENGTH) return `at most ${MAX_PASSWORD_LENGTH} characters, please`;
  return null;
}
