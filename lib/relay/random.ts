// Identifiers the relay hands out, from a cryptographic source (crypto.randomInt), never Math.random.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` uppercase letters or digits. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

/** 9 uppercase letters or digits (docs/design.md, original 9). */
export function newOrderNumber(): string {
  return randomCode(9);
}

/** 'ER-' + 8 characters: names one error report in the staff mail and on the customer's screen. */
export function newReportReference(): string {
  return `ER-${randomCode(8)}`;
}

export function newTransactionId(): string {
  return `TXN-${randomCode(12)}`;
}
