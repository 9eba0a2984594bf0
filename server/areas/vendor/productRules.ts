/**
 * What a product must satisfy beyond the contract's JSON schema, the same for the product form
 * (createProduct, updateProduct) and each row of a catalogue import: a promotional price below
 * the price, known categories, and attributes that are filters of those categories with one of
 * their values. Pure: the categories come in, the problems go out, named by the ProductInput
 * property they concern (`promoPrice`, `categoryIds.1`, `attributes.colour`).
 */
import type { FieldError } from '../../errors.ts';

/** A category and, per filter key, the values it declares. */
export interface CategoryRules {
  id: number;
  key: string;
  filters: Map<string, Set<string>>;
}

interface ProductFacts {
  price: number;
  promoPrice: number | null;
  categoryIds: readonly number[];
  attributes: Readonly<Record<string, string>>;
}

export function productProblems(product: ProductFacts, categories: ReadonlyMap<number, CategoryRules>): FieldError[] {
  const problems: FieldError[] = [];
  if (product.promoPrice !== null && product.promoPrice >= product.price) {
    problems.push({ property: 'promoPrice', key: 'error-promo-price' });
  }
  const known: CategoryRules[] = [];
  product.categoryIds.forEach((id, index) => {
    const category = categories.get(id);
    if (category) known.push(category);
    else problems.push({ property: `categoryIds.${index}`, key: 'error-unknown-category' });
  });
  for (const [key, value] of Object.entries(product.attributes)) {
    const allowed = known.flatMap((category) => [...(category.filters.get(key) ?? [])]);
    if (!known.some((category) => category.filters.has(key))) problems.push({ property: `attributes.${key}`, key: 'error-unknown-attribute' });
    else if (!allowed.includes(value)) problems.push({ property: `attributes.${key}`, key: 'error-attribute-value' });
  }
  return problems;
}
