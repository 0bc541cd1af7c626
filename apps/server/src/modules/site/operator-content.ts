import { readFileSync } from 'node:fs';
import { NO_OPERATOR_CONTENT, type OperatorContent, operatorContentSchema } from '@wac/contract';

/**
 * Reads and checks the operator content file (OPERATOR_CONTENT_FILE, ADR 0142); no file, no
 * content. A file that is not valid JSON or breaks a rule stops start-up with every problem
 * named by its place in the file, so a typo is never silently a missing section.
 */
export function loadOperatorContent(file: string | undefined): OperatorContent {
  if (!file) return NO_OPERATOR_CONTENT;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`OPERATOR_CONTENT_FILE ${file} is not readable JSON: ${String(error)}`);
  }
  const parsed = operatorContentSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(the file)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`OPERATOR_CONTENT_FILE ${file} has problems:\n${problems}`);
  }
  return parsed.data;
}
