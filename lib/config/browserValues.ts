// The settings the build resolved (lib/config/browserSettings.ts), as the browser variants read them: each variant
// reads its own part (process.env.SHOP_BROWSER_*, replaced by the bundler with its JSON text), so a page carries
// only the parts its modules use (the delivery zones only with the checkout). Server code reads the checked modules.

/** The part inlined as `text` (`name` for the message when the build did not inline it). */
export function fromBuild<T>(name: string, text: string | undefined): T {
  if (!text) throw new Error(`${name} was not inlined by the build (next.config.mjs)`);
  return JSON.parse(text) as T;
}
