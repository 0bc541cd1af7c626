import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  getAlertProfileChoices,
  getPipelineWorkspaceChoices,
  getWebhooks,
  pauseWebhook,
  resumeWebhook,
  testWebhook,
  updateWebhook,
  WEBHOOK_PROFILE_CHOICES_QUERY_KEY,
  WEBHOOK_WORKSPACE_CHOICES_QUERY_KEY,
  WEBHOOKS_QUERY_KEY,
} from '../api/webhooks-api';

export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: getWebhooks });
}

export function useAlertProfileChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: WEBHOOK_PROFILE_CHOICES_QUERY_KEY,
    queryFn: getAlertProfileChoices,
    enabled: isEnabled,
  });
}

export function usePipelineWorkspaceChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: WEBHOOK_WORKSPACE_CHOICES_QUERY_KEY,
    queryFn: getPipelineWorkspaceChoices,
    enabled: isEnabled,
  });
}

/** Every change to an endpoint re-reads the list, so status and last delivery stay true. */
export function useWebhookMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
  return {
    create: useMutation({ mutationFn: createWebhook, onSettled }),
    update: useMutation({ mutationFn: updateWebhook, onSettled }),
    remove: useMutation({ mutationFn: deleteWebhook, onSettled }),
    pause: useMutation({ mutationFn: pauseWebhook, onSettled }),
    resume: useMutation({ mutationFn: resumeWebhook, onSettled }),
    test: useMutation({ mutationFn: testWebhook, onSettled }),
  };
}
