export interface OutboxMail {
  kind: string;
  number: string;
  messageId?: string;
}
export const CLAIMED_AT_ONCE: number;
export function countOrderMails(
  lives: OutboxMail[][],
  attempts: Map<string | undefined, number>,
): { numbers: Set<string>; messages: number; resent: number; duplicated: number };
export function proxyScenario(options: {
  distDir: string;
  pgUrl: string;
  shoppers?: number;
  perShopper?: number;
  killAfter?: number;
}): Promise<{ result: Record<string, unknown>; workDir: string }>;
