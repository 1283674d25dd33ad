// Types for categoryPages.mjs (plain JS: next.config.mjs and scripts/server.mjs read it).
export declare const CATEGORY_PAGE_IDS: string[];
export declare const CATEGORY_PAGE_PREFIX: string;
export declare function categoryRewrites(): {
  source: string;
  has: { type: 'query'; key: string; value: string }[];
  destination: string;
}[];
export declare function servedPage(pathname: string, search: string): string;
export declare function isUnknownCategory(pathname: string | undefined, search: string): boolean;
