import type { Pool } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import { documentFromLines } from './starter-document';
import { STARTER_TEMPLATES } from './starter-templates';
import { claimStarterSeeding, insertTemplate, insertVersion } from './templates.repository';

/**
 * Adds the starter set to a workspace once (ADR 0247): the claim and the inserts share one
 * transaction, and the claim's row lock makes a second caller wait and then find it done, so
 * concurrent first visits add one set. Starters are saved by no one (WAC wrote them).
 */
export async function seedStarterTemplates(db: Pool, workspaceId: number): Promise<void> {
  await withTransaction(db, async (client) => {
    if (!(await claimStarterSeeding(client, workspaceId))) return;
    for (const starter of STARTER_TEMPLATES) {
      const templateId = await insertTemplate(client, workspaceId, starter.key);
      const content = documentFromLines(starter.lines);
      await insertVersion(
        client,
        templateId,
        { title: starter.title, kind: starter.kind, cpv_divisions: [], content },
        null,
      );
    }
  });
}
