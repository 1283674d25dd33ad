export function startPostgres(o?: {
  label?: string;
}): Promise<{ url: string; port: number; dir: string; stop(): void }>;
