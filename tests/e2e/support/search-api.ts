import { type APIRequestContext, expect } from '@playwright/test';
import type { SearchResponse } from '@wac/contract';

/**
 * The API's answer to `/api/search/?${query}`: the specs read their expectations from it first,
 * so they hold for any data set (the offline sample data in these runs).
 */
export async function apiSearch(
  request: APIRequestContext,
  query: string,
): Promise<SearchResponse> {
  const response = await request.get(`/api/search/?${query}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return response.json();
}

/** The number of matches of `query` alone (`count_only`). */
export async function apiCount(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/search/?${query}&count_only=true`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).total;
}
