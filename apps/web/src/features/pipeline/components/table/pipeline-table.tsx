import type { PipelineItem } from '@wac/contract';
import { Link } from 'react-router';
import { buildPipelineItemPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import {
  describeItemValue,
  describeOwner,
  describeStage,
  type PipelineLookups,
} from '../../utils/item-fields';

/** The items of one page as rows; the title opens the item. */
export function PipelineTable({
  workspaceId,
  items,
  lookups,
}: {
  workspaceId: number;
  items: PipelineItem[];
  lookups: PipelineLookups;
}) {
  return (
    <section
      // Focusable so the table can be scrolled sideways from the keyboard on a phone.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
      tabIndex={0}
      aria-label="Pipeline items"
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Opportunity
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Buyer
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Stage
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Deadline
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-line align-top">
              <td className="px-3 py-2 font-medium">
                <Link
                  to={buildPipelineItemPath(workspaceId, item.id)}
                  className="text-link underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>
              </td>
              <td className="px-3 py-2">{item.buyer_name ?? 'Not specified'}</td>
              <td className="px-3 py-2">{describeStage(item.stage_id, lookups)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {describeOwner(item.owner_user_id, lookups)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(item.notice_deadline) ?? 'None given'}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{describeItemValue(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
