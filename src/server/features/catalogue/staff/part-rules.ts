import { CONSUMABLE_CONDITION_MESSAGE, isChassis, isConsumable, normaliseChassisCode } from '../../../../shared/catalogue';
import type { CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import type { Issue } from '../../../lib/errors';
import type { ModelFacts } from './repository';

/** Where a marketplace's listings live: a listing link must be on its site. */
const MARKETPLACE_HOSTS: Record<string, string | undefined> = { ebay: 'ebay.com', amazon: 'amazon.com' };

export type RuleFacts = {
  /** The part's category, if it exists. */
  category: { type: 'auto' | 'phone' } | undefined;
  /** Every model the fitment rows name that exists. */
  models: Map<number, ModelFacts>;
  /** Whether the supplier named exists (true when none is named). */
  supplierExists: boolean;
};

/**
 * The rules a catalogue part keeps whichever way it comes in (the staff form, the API, an import), beyond
 * what its schema checks (docs/catalogue-data.md). Answers every broken rule, each at its field, so a
 * form or an import row shows them all at once.
 */
export function partRuleIssues(v: CataloguePartValues, facts: RuleFacts): Issue[] {
  const issues: Issue[] = [];
  if (!facts.category) issues.push({ path: 'categoryId', message: 'Choose a category' });
  else if (facts.category.type !== 'auto') issues.push({ path: 'categoryId', message: 'Choose an auto-parts category: phone parts are sold in the shop' });
  if (!facts.supplierExists) issues.push({ path: 'supplierId', message: 'Choose a supplier from the list' });
  else if (v.marketplace === 'supplier' && v.supplierId === null) issues.push({ path: 'supplierId', message: 'Choose the supplier it is bought from' });
  if (v.condition !== 'new' && isConsumable(v.title)) issues.push({ path: 'condition', message: CONSUMABLE_CONDITION_MESSAGE });
  if (v.originalPrice !== null && v.price != null && v.originalPrice <= v.price) issues.push({ path: 'originalPrice', message: 'The original price must be more than the price' });

  const host = MARKETPLACE_HOSTS[v.marketplace];
  if (host !== undefined) {
    if (v.listingUrl === null) issues.push({ path: 'listingUrl', message: `Give the ${v.marketplace === 'ebay' ? 'eBay' : 'Amazon'} listing's link` });
    else {
      const at = new URL(v.listingUrl).hostname.toLowerCase();
      if (at !== host && !at.endsWith(`.${host}`)) issues.push({ path: 'listingUrl', message: `The listing link must be on ${host}` });
    }
  }

  if (v.fitments.length === 0 && v.universalReason === null) {
    issues.push({ path: 'universalReason', message: 'Add the vehicles it fits, or say why it fits any vehicle' });
  }
  const seen = new Set<string>();
  v.fitments.forEach((f, i) => {
    const at = (field: string) => `fitments.${i}.${field}`;
    const model = facts.models.get(f.modelId);
    if (!model) {
      issues.push({ path: at('modelId'), message: 'Choose a model from the list' });
      return;
    }
    const name = `${model.make} ${model.name}`;
    if (f.yearFrom < model.yearFrom || f.yearTo > model.yearTo) {
      issues.push({ path: at('yearFrom'), message: `The ${name} was built ${model.yearFrom}-${model.yearTo}: the years must lie inside those` });
    }
    if (f.chassis) {
      const code = normaliseChassisCode(f.chassis);
      const generation = model.chassis.find((c) => isChassis(c, code));
      if (!generation) {
        const known = model.chassis.map((c) => c.code).join(', ');
        issues.push({ path: at('chassis'), message: `${code} is not a chassis code of the ${name}${known ? ` (${known})` : ''}` });
      } else if (f.yearFrom < generation.yearFrom || f.yearTo > generation.yearTo) {
        issues.push({ path: at('yearFrom'), message: `The ${code} was built ${generation.yearFrom}-${generation.yearTo}: the years must lie inside those` });
      }
    }
    const key = `${f.modelId}:${f.yearFrom}`;
    if (seen.has(key)) issues.push({ path: at('yearFrom'), message: `The ${name} from ${f.yearFrom} is listed twice` });
    seen.add(key);
  });
  return issues;
}
