// WooCommerce's variation matching (add-to-cart-variation.js isMatch), shared by the variation
// form and the swatches: both must agree on which variation a selection names.

/** A variation matches when every attribute set on both sides is equal ('' on either side matches every value). */
export function isMatch(variationAttributes: Readonly<Record<string, string>>, chosen: Readonly<Record<string, string>>): boolean {
  for (const [name, own] of Object.entries(variationAttributes)) {
    const wanted = chosen[name];
    if (wanted !== undefined && own !== '' && wanted !== '' && own !== wanted) return false;
  }
  return true;
}

export function findMatchingVariations<V extends { attributes: Readonly<Record<string, string>> }>(
  variations: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}
