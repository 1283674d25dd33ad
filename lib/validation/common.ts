// Building blocks of the shared schemas. Client-safe: no node imports.
import * as yup from 'yup';
import { isWellFormedText, notWellFormedMessage, textProblem, type TextRule } from '@/lib/validation/text';

export const ZIP_CODE_RE = /^\d{5}(-\d{4})?$/;
export const ZIP_CODE_MESSAGE = 'Invalid ZIP code format';

/**
 * Every text field is well-formed UTF-16 (lib/validation/text.ts): a lone surrogate is refused on its own field,
 * named by the schema's label (plainText sets it) or 'This field', before it can reach the store or a log.
 */
function wellFormed(schema: yup.StringSchema<string | undefined>): yup.StringSchema<string | undefined> {
  return schema.test({
    name: 'well-formed',
    skipAbsent: true,
    message: ({ label }: { label?: string }) => notWellFormedMessage(label ?? 'This field'),
    test: (value) => typeof value !== 'string' || isWellFormedText(value),
  });
}

/**
 * A trimmed string that is never coerced: yup's built-in string transform turns 123 into '123' (and throws on an
 * object with an own `toString` key), so it is replaced and a number sent for a name fails the type check instead.
 */
export function trimmedText(typeMessage: string): yup.StringSchema<string | undefined> {
  const schema = yup.string().typeError(typeMessage);
  schema.transforms = [(value: unknown) => (typeof value === 'string' ? value.trim() : value)];
  return wellFormed(schema);
}

/** Adds the free-text rules of lib/validation/text.ts (card numbers, control and invisible characters). */
export function plainText<S extends yup.StringSchema<string | undefined>>(schema: S, rule: TextRule): S {
  // the label names the field in the well-formed message of trimmedText and exactText
  return schema.label(rule.label).test({
    name: 'plain-text',
    skipAbsent: true,
    test(value, ctx) {
      const message = typeof value === 'string' ? textProblem(value, rule) : undefined;
      return message === undefined ? true : ctx.createError({ message });
    },
  }) as S;
}

/** A string taken as sent (no trim, no coercion). */
export function exactText(typeMessage: string): yup.StringSchema<string | undefined> {
  return wellFormed(yup.string().strict().typeError(typeMessage));
}

const MAX_REPORTED_KEYS = 10;

function describeKey(key: string): string {
  return key.length > 64 ? `${key.slice(0, 61)}...` : key;
}

/**
 * Rejects keys the shape does not know, one error per key at its own path (`items[0].price`).
 * Looks at the raw value's own keys: yup's noUnknown() only strips silently when not strict, and a cast object
 * can hide a JSON `__proto__` key, so neither can be trusted to keep a card number or a price out.
 */
export function closed<S extends yup.AnyObjectSchema>(schema: S): S {
  const known = new Set(Object.keys(schema.fields));
  return schema.test({
    name: 'no-unknown-fields',
    skipAbsent: true,
    test(value: unknown, ctx) {
      const raw: unknown = ctx.originalValue ?? value;
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return true;
      const unknown = Object.keys(raw).filter((k) => !known.has(k));
      if (unknown.length === 0) return true;
      const errors = unknown.slice(0, MAX_REPORTED_KEYS).map((key) =>
        ctx.createError({
          path: ctx.path ? `${ctx.path}.${describeKey(key)}` : describeKey(key),
          message: 'Unknown field',
        }),
      );
      return new yup.ValidationError(errors);
    },
  }) as S;
}

/**
 * Paths of keys that plain objects inherit ('__proto__', 'constructor', 'toString', ...), anywhere in a JSON value,
 * in yup's path style. Iterative, so deep nesting cannot overflow the stack.
 */
export function findInheritedKeys(root: unknown, limit: number): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0 && found.length < limit) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], `${path}[${i}]`]);
      continue;
    }
    for (const key of Object.keys(value)) {
      const child = path ? `${path}.${describeKey(key)}` : describeKey(key);
      if (key in Object.prototype) found.push(child);
      else stack.push([(value as Record<string, unknown>)[key], child]);
    }
  }
  return found.slice(0, limit);
}
