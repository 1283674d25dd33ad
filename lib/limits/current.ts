// The limits policy in force, data/shop.json's `limits` (issue 26.1), resolved once; lib/config/shop.ts checks the
// same value with the other settings, so a bad one fails the build and the start with them. Client-safe.
import raw from '@/data/shop.json';
import type { LimitsPolicy } from '@/lib/limits/policy';
import { resolveLimitsPolicy } from '@/lib/limits/settings';
import '@/lib/config/shop';

export const limitsPolicy: LimitsPolicy = resolveLimitsPolicy((raw as Record<string, unknown>).limits);
