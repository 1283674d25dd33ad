// Runs once when the server starts: a wrong setting is reported at start-up, not at the first order; the store
// is opened (migrations run) and the delivery worker starts sending mail left queued by an earlier run.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readServerConfig } = await import('@/lib/config/server');
  try {
    const config = readServerConfig();
    console.log(`[relay] mail transport: ${config.transport}`);
  } catch (err) {
    console.error(
      `[relay] ${err instanceof Error ? err.message : String(err)}. ` +
        'Every order will be answered 502 until the server environment is fixed.',
    );
    return;
  }
  const { startRelay } = await import('@/lib/relay/state');
  try {
    await startRelay();
  } catch (err) {
    // logged by the store. Another process serving this embedded store: stop, rather than answer 503 beside it
    (await import('@/lib/db/storeLock')).exitIfStoreInUse(err);
    // otherwise requests answer 503 and the store is opened again on the next one
  }
}
