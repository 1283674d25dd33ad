// Types for pageStatus.mjs (plain JS: scripts/server.mjs imports it).
export interface PageAnswer {
  status: number | undefined;
}
export declare function withPageStatus<T>(answer: PageAnswer, handle: () => T): T;
export declare function answerStatus(status: 404): boolean;
