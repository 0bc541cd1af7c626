import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buildPipelinePath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { removeItem } from '../../api/pipeline-api';
import { pipelineKeys } from '../../api/query-keys';

/** Remove from pipeline, asked twice: the item's details go with it. */
export function RemoveItem({
  workspaceId,
  itemId,
  title,
}: {
  workspaceId: number;
  itemId: number;
  title: string;
}) {
  const [isAsking, setIsAsking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeItem(workspaceId, itemId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all(workspaceId) });
      navigate(buildPipelinePath(workspaceId));
    },
  });
  if (!isAsking) {
    return (
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        Remove from pipeline
      </Button>
    );
  }
  return (
    <div className="space-y-3 rounded-xl border border-line-strong p-4">
      <p className="text-sm">
        Remove “{title}” from the pipeline? Its owner, stage, value, decision and reasons here are
        deleted; the opportunity itself stays in WAC.
      </p>
      {remove.error && (
        <Alert tone="error">
          {getErrorMessage(remove.error, 'The item could not be removed.')}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
          Remove
        </Button>
        <Button variant="secondary" onClick={() => setIsAsking(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
