/** One field's two sides: a single value, or several lines (e.g. the paragraphs that differ). */
export interface ComparedField {
  key: string;
  label: string;
  mine: string | readonly string[];
  theirs: string | readonly string[];
}

function Side({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return value;
  return (
    <div className="space-y-1.5">
      {value.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * Field by field, what I had against what a teammate saved: the one table every save or move
 * conflict shows (pipeline items, moves, proposal templates), so they read and wrap alike. The
 * field column is fixed (wide enough for "Probability" on a phone) so the two sides share the rest.
 */
export function ComparisonTable({
  fields,
  mineLabel,
  theirsLabel,
}: {
  fields: readonly ComparedField[];
  mineLabel: string;
  theirsLabel: string;
}) {
  return (
    <table className="mt-2 w-full table-fixed text-left text-sm">
      <thead>
        <tr>
          <th scope="col" className="w-24 py-1 pr-2 font-semibold sm:w-36 sm:pr-3">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {mineLabel}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {theirsLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.key} className="border-t border-current/20 align-top">
            <th scope="row" className="py-1 pr-2 font-medium break-words sm:pr-3">
              {field.label}
            </th>
            <td className="py-1 pr-3 break-words">
              <Side value={field.mine} />
            </td>
            <td className="py-1 break-words">
              <Side value={field.theirs} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
