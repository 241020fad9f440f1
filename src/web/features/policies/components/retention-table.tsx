import { RETENTION_PERIODS } from '@shared/policies';

/** How long each kind of record is kept (docs/product.md §9), shared by the privacy pages. */
export function RetentionTable() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">How long we keep each kind of record</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Record
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Kept for
            </th>
            <th scope="col" className="py-2 font-semibold">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_PERIODS.map((row) => (
            <tr key={row.record} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.record}
              </th>
              <td className="py-2 pr-4 whitespace-nowrap">{row.period}</td>
              <td className="py-2">{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
