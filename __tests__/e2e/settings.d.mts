export const OPERATOR_DIRS: string[];
export const E2E_DIST_DIR: string;
export const E2E_PORT: number;
export const E2E_PORTS: {
  shop: number;
  durability: number;
  npmStart: number;
  bitcoin: number;
  noSecrets: number;
  anyHost: number;
  hours: number;
};
export function e2eWorkDir(): string;
