// The limits policy in force (issue 26.1): data/shop.json's `limits.policy` names a ready one in data/limits/ or holds
// a policy of the operator's own; absent, the medicinal one (the demo shop's licence). Client-safe: lib/config/shop.ts
// checks it with the other settings, and the cart's reducers, the meter and the relay all read lib/limits/current.ts.
import caAdult from '@/data/limits/ca-adult.json';
import caMedical from '@/data/limits/ca-medical.json';
import type { Problems } from '@/lib/config/checks';
import { type LimitsPolicy, parseLimitsPolicy } from '@/lib/limits/policy';

/** The policies that ship, by the name `limits.policy` gives them. */
export const READY_POLICIES = { 'ca-medical': caMedical, 'ca-adult': caAdult } as const;
export type ReadyPolicyName = keyof typeof READY_POLICIES;
export const DEFAULT_POLICY: ReadyPolicyName = 'ca-medical';

const FILE = 'data/shop.json';

const isReady = (v: unknown): v is ReadyPolicyName => typeof v === 'string' && v in READY_POLICIES;

/** The policy `limits` chooses (its value in data/shop.json), or an error naming the field. */
export function resolveLimitsPolicy(limits: unknown): LimitsPolicy {
  if (limits === undefined)
    return parseLimitsPolicy(READY_POLICIES[DEFAULT_POLICY], `data/limits/${DEFAULT_POLICY}.json`);
  const names = Object.keys(READY_POLICIES).join(', ');
  const bad = `${FILE}: limits must be { "policy": one of ${names}, or a policy object (README, "Purchase limits") }`;
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits))
    throw new Error(`Invalid limits policy:\n  - ${bad}`);
  const record = limits as Record<string, unknown>;
  const extra = Object.keys(record).filter((k) => k !== 'policy');
  if (extra.length > 0)
    throw new Error(`Invalid limits policy:\n  - ${FILE}: limits.${extra[0]} is not a setting`);
  const policy = record.policy ?? DEFAULT_POLICY;
  if (isReady(policy)) return parseLimitsPolicy(READY_POLICIES[policy], `data/limits/${policy}.json`);
  if (typeof policy === 'string')
    throw new Error(`Invalid limits policy:\n  - ${FILE}: limits.policy ${policy} is not one of ${names}`);
  return parseLimitsPolicy(policy, `${FILE}: limits.policy`);
}

/** The policy `limits` chooses, its problems (one line each) added to `p`; the default one while there are any. */
export function limitsSetting(p: Problems, limits: unknown): LimitsPolicy {
  try {
    return resolveLimitsPolicy(limits);
  } catch (err) {
    const lines = (err instanceof Error ? err.message : String(err)).split('\n  - ').slice(1);
    p.push(...lines);
    return parseLimitsPolicy(READY_POLICIES[DEFAULT_POLICY], `data/limits/${DEFAULT_POLICY}.json`);
  }
}
