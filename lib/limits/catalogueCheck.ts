// Every variation in data/ must yield an amount for its class under the policy in force (issue 26.1): a size that
// cannot be read fails the build and the start with a line naming the file, the product and the size. Categories
// that count toward no class (accessories) are not read.
import type { Product } from '@/lib/catalogue/types';
import type { LimitsPolicy } from '@/lib/limits/policy';
import { unitAmount } from '@/lib/limits/amounts';

/** One line per variation the policy cannot measure, naming data/products/<category>.json, product and size. */
export function catalogueAmountProblems(policy: LimitsPolicy, products: readonly Product[]): string[] {
  const problems: string[] = [];
  for (const p of products) {
    for (const v of p.variations) {
      const a = unitAmount(policy, p, v);
      if (a && 'error' in a)
        problems.push(
          `data/products/${p.category}.json: product ${p.id} (${p.name}), size ${v.size}: ${a.error}`,
        );
    }
  }
  return problems;
}

/** Throws naming every variation the policy cannot measure. */
export function checkCatalogueAmounts(policy: LimitsPolicy, products: readonly Product[]): void {
  const problems = catalogueAmountProblems(policy, products);
  if (problems.length > 0)
    throw new Error(
      `The limits policy "${policy.name}" cannot measure these sizes (add thcMg in scripts/generate-catalogue.mjs, ` +
        `or count the category toward no class):\n  - ${problems.join('\n  - ')}`,
    );
}
