import type { FieldDifference } from '../utils/item-fields';

/** Field by field: what one side had and what the item says now. */
export function FieldDifferences({
  differences,
  mineLabel,
}: {
  differences: FieldDifference[];
  mineLabel: string;
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {mineLabel}
          </th>
          <th scope="col" className="py-1 font-semibold">
            Saved by your teammate
          </th>
        </tr>
      </thead>
      <tbody>
        {differences.map((difference) => (
          <tr key={difference.key} className="border-t border-current/20 align-top">
            <th scope="row" className="py-1 pr-3 font-medium">
              {difference.label}
            </th>
            <td className="py-1 pr-3 break-words">{difference.mine}</td>
            <td className="py-1 break-words">{difference.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
