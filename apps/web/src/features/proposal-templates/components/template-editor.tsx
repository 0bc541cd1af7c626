import { useQueryClient } from '@tanstack/react-query';
import type { ProposalTemplate } from '@wac/contract';
import { formatDateTimeUk } from '@/lib/format';
import { templateKeys } from '../hooks/use-templates';
import { TemplateForm, type TemplateFormProps } from './template-form';
import { TemplateVersions } from './template-versions';

/** One template: its form and, once saved, its versions. A save or restore shows the newest. */
export function TemplateEditor({ workspaceId, template, canWrite, onSaved }: TemplateFormProps) {
  const queryClient = useQueryClient();
  const show = (saved: ProposalTemplate) => {
    queryClient.setQueryData(templateKeys.one(workspaceId, saved.id), saved);
    // The list shows each template's version and the history gains one: both refresh.
    void queryClient.invalidateQueries({ queryKey: templateKeys.lists(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: templateKeys.versions(workspaceId, saved.id) });
    onSaved(saved);
  };
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold break-words">
          {template ? template.title : 'New template'}
        </h2>
        {template && (
          <p className="text-sm text-fg-muted">
            Version {template.version}, saved {formatDateTimeUk(template.updated_at)} by{' '}
            {template.updated_by ?? 'WAC (starter text)'}
          </p>
        )}
      </header>
      <TemplateForm
        workspaceId={workspaceId}
        template={template}
        canWrite={canWrite}
        onSaved={show}
      />
      {template && (
        <TemplateVersions
          workspaceId={workspaceId}
          template={template}
          canWrite={canWrite}
          onRestored={show}
        />
      )}
    </div>
  );
}
