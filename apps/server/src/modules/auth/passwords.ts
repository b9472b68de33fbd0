import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults: m=19 MiB, t=2, p=1 (the OWASP minimum), ≈10 ms here
export const hashPassword = (password: string) => hash(password);
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
/** Verifying against this when the account does not exist keeps the timing of both cases alike. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Z0ePDrZsvvXgTYRbykqHP3xc0kmK6hKaVLJtC6vkjf0';
