/**
 * The <option>s of a NativeSelect, one a value, each showing its label when `labels` names one (the
 * value itself otherwise). Empty, "All …" or "Choose …" options stay with the select that has them.
 */
export function SelectOptions<T extends string | number>({
  values,
  labels,
}: {
  values: readonly T[];
  labels?: Readonly<Record<T, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
