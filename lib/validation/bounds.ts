// A cheap structural check of a parsed JSON body, run before the schemas: one pass over the values with no
// allocation per node beyond a stack entry, stopping at the first thing too big or too deep. Yup's cost grows with
// what it is given (5,000 `{}` in `items` took over a second); this bounds what it is given.

export interface BodyLimits {
  /** objects and arrays inside each other, the body itself counting as 1 */
  depth: number;
  arrayLength: number;
  /** the message for a list over arrayLength */
  tooManyEntries: string;
  /** own keys of one object */
  keys: number;
  stringLength: number;
}

export interface BoundsProblem {
  /** yup's path style: 'items', 'customer.name', 'items[3]'; 'body' for the body itself */
  path: string;
  message: string;
}

/** The first limit the value breaks, or undefined. Iterative, so any nesting is safe. */
export function boundsProblem(root: unknown, limits: BodyLimits): BoundsProblem | undefined {
  const stack: Array<[unknown, string, number]> = [[root, '', 1]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    const where = path || 'body';
    if (typeof value === 'string') {
      if (value.length > limits.stringLength)
        return { path: where, message: `Text is too long (at most ${limits.stringLength} characters)` };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.depth) return { path: where, message: 'Nested too deeply' };
    if (Array.isArray(value)) {
      if (value.length > limits.arrayLength) return { path: where, message: limits.tooManyEntries };
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], `${path}[${i}]`, depth + 1]);
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > limits.keys)
      return { path: where, message: `Too many fields (at most ${limits.keys})` };
    for (const key of keys) {
      const child = key.length > 64 ? `${key.slice(0, 61)}...` : key;
      stack.push([(value as Record<string, unknown>)[key], path ? `${path}.${child}` : child, depth + 1]);
    }
  }
  return undefined;
}
