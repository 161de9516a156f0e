import { randomBytes } from "node:crypto";

/*
 * Verification codes: 15 characters drawn from 31 that cannot be mistaken for one another when
 * read aloud or typed from paper (no 0/O, 1/I/L), about 74 bits, written in three groups of five.
 */

export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const GROUPS = 3;
const GROUP_LENGTH = 5;
// The largest multiple of the alphabet's size below 256: bytes above it are drawn again, so every character is equally likely.
const UNBIASED_BELOW = 256 - (256 % CODE_ALPHABET.length);

export function newVerificationCode(): string {
  const characters: string[] = [];
  while (characters.length < GROUPS * GROUP_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte >= UNBIASED_BELOW) continue;
      characters.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
      if (characters.length === GROUPS * GROUP_LENGTH) break;
    }
  }
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(""),
  ).join("-");
}

/** A code as someone may type it (lower case, spaces, no dashes) in its stored form; null when it cannot be one. */
export function normalizeVerificationCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "");
  if (plain.length !== GROUPS * GROUP_LENGTH || [...plain].some((character) => !CODE_ALPHABET.includes(character)))
    return null;
  return plain.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))!.join("-");
}
