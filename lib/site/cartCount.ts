// Texts of the header badge and the floating cart button (docs/design.md, original 2, "Elements on every page").
export const BADGE_CAP = 99;

export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export function cartTooltip(count: number): string {
  if (count <= 0) return 'Your cart is empty';
  return `${count} ${count === 1 ? 'item' : 'items'} in cart`;
}
