import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) at OWASP's recommended cost: 19 MiB, two passes, one lane.
// @node-rs/argon2 ships per-platform prebuilt binaries, which load on this glibc without a compiler.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so login takes the same time either way.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  await verifyPassword(await dummyHash, password);
};
