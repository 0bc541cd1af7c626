import type { Pool } from '../../src/db/pool';
import { setWorkspaceTier } from '../../src/modules/workspaces';
import { createUser } from '../../test/factories/user';

export const BENCH_WORKSPACE = 'Bench pipeline';

/**
 * An Enterprise workspace with `items` pipeline items (over opportunities spread across the
 * bench database), five members owning them in turn, every stage used and a probability on
 * each. Reused when a workspace of that name already holds exactly `items` items.
 */
export async function ensureBenchBoard(pool: Pool, items: number) {
  const { rows: found } = await pool.query<{ id: number; owner: number; items: number }>(
    `SELECT w.id::int AS id, m.user_id::int AS owner,
            (SELECT count(*)::int FROM pipeline_items i WHERE i.workspace_id = w.id) AS items
       FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id AND m.role = 'owner'
      WHERE w.name = $1 ORDER BY w.id DESC LIMIT 1`,
    [BENCH_WORKSPACE],
  );
  if (found[0] && found[0].items === items) return { ...found[0], reused: true };

  const owner = await createUser(pool, { email: `bench-owner-${Date.now()}@example.test` });
  const { id } = await setWorkspaceTier(pool, owner.email, 'enterprise');
  await pool.query('UPDATE workspaces SET name = $2 WHERE id = $1', [id, BENCH_WORKSPACE]);
  const members = [owner.id];
  for (let n = 0; n < 4; n += 1) {
    const member = await createUser(pool, {
      email: `bench-member-${n}-${Date.now()}@example.test`,
    });
    await pool.query(
      "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
      [id, member.id],
    );
    members.push(member.id);
  }
  const { rows: stages } = await pool.query<{ id: number }>(
    `INSERT INTO pipeline_stages (workspace_id, name, position, kind)
     SELECT $1, name, position, kind FROM unnest(
       ARRAY['Identified','Qualifying','Bid decision','Writing','Submitted','Won','Lost','No bid','Withdrawn'],
       ARRAY['open','open','open','open','open','won','lost','no_bid','withdrawn'])
       WITH ORDINALITY AS s(name, kind, position)
     RETURNING id::int AS id`,
    [id],
  );
  // Every n-th opportunity, so the items' notices are spread across the table (and its pages).
  await pool.query(
    `INSERT INTO pipeline_items (workspace_id, opportunity_id, stage_id, owner_user_id,
                                 probability, created_by, updated_by, updated_at)
     SELECT $1, o.id, ($2::bigint[])[1 + (o.rn % array_length($2, 1))],
            ($3::bigint[])[1 + (o.rn % array_length($3, 1))], (o.rn * 7) % 101,
            $4, $4, now() - o.rn * interval '1 minute'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM opportunities
              WHERE id % GREATEST(1, (SELECT count(*) FROM opportunities) / $5) = 0
              LIMIT $5) AS o`,
    [id, stages.map((stage) => stage.id), members, owner.id, items],
  );
  await pool.query('ANALYZE pipeline_items');
  return { id, owner: owner.id, items, reused: false };
}
