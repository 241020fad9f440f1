import { CATALOGUE_ADMIN_STATUSES } from '@shared/schemas/admin-catalogue';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCategories } from '@web/lib/categories';
import { STATUS_LABELS, type CatalogueStatus } from './use-catalogue-filters';

const STATUS_OPTIONS = CATALOGUE_ADMIN_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** The list's status buttons (on sale, retired, all) and its category choice: auto categories only. */
export function CatalogueFilterFields({
  status,
  categoryId,
  onStatus,
  onCategory,
}: {
  status: CatalogueStatus;
  categoryId: string;
  onStatus: (status: CatalogueStatus) => void;
  onCategory: (categoryId: string) => void;
}) {
  const categories = useCategories();
  const auto = (categories.data ?? []).filter((c) => c.type === 'auto');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1.5">
        {/* Seen as the group's heading; the group itself is named "Show parts" for screen readers. */}
        <span className="text-sm font-semibold" aria-hidden="true">
          Show
        </span>
        <ListFilterButtons label="Show parts" options={STATUS_OPTIONS} value={status} onChange={onStatus} />
      </div>
      <FormField label="Category" className="sm:w-72">
        <NativeSelect value={categoryId} onChange={(event) => onCategory(event.target.value)}>
          <option value="">{categories.isPending ? 'Loading categories...' : 'All categories'}</option>
          {auto.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
          {/* A category from an old link that is not an auto one still shows what the list is filtered by. */}
          {categoryId && categories.data && !auto.some((c) => String(c.id) === categoryId) ? <option value={categoryId}>Category {categoryId}</option> : null}
        </NativeSelect>
      </FormField>
    </div>
  );
}
