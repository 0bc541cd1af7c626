import type { WatchListResponse, WatchStatus } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** Watched procurements (issue 31): the account list, one procurement's status, unwatch links. */
export const watchKeys = {
  all: ['watches'] as const,
  list: () => ['watches', 'list'] as const,
  status: (wacId: string) => ['watches', 'status', wacId] as const,
};

const watchPath = (wacId: string) => `/api/watches/${encodeURIComponent(wacId)}/`;

export const getWatchList = () => apiRequest<WatchListResponse>('/api/watches/');

export const getWatchStatus = (wacId: string) => apiRequest<WatchStatus>(watchPath(wacId));

export const setWatching = (wacId: string, isWatching: boolean) =>
  apiRequest<WatchStatus>(watchPath(wacId), { method: isWatching ? 'PUT' : 'DELETE' });

export const unwatchByToken = (token: string) =>
  apiRequest<{ wac_id: string; title: string }>('/api/watches/unwatch/', {
    method: 'POST',
    body: { token },
  });
