// Runs once when the server starts: a wrong mail setting is reported at start-up, not at the first order.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readServerConfig } = await import('@/lib/config');
  try {
    const config = readServerConfig();
    console.log(`[relay] mail transport: ${config.transport}`);
  } catch (err) {
    console.error(
      `[relay] ${err instanceof Error ? err.message : String(err)}. ` +
        'Every order will be answered 502 until the server environment is fixed.',
    );
  }
}
