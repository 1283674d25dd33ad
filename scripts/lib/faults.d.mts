export interface FaultCounts {
  orders: number;
  mails: number;
  duplicates: number;
  lost: number;
  strayMails: number;
}
export function killAfterCommit(o: {
  distDir: string;
  workDir: string;
  port: number;
  count?: number;
  pgUrl?: string;
  label?: string;
}): Promise<
  FaultCounts & { refused: number; replayedSame: number; notices: number; noticeStatuses: number[] }
>;
export function twoInstances(o: {
  distDir: string;
  workDir: string;
  ports: [number, number];
  pgUrl: string;
  count?: number;
  shared?: number;
}): Promise<FaultCounts & { requests: number; refused: number; splitKeys: number }>;
