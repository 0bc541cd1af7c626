import { z } from 'zod';
import { cpvQuerySchema, cpvResponseSchema } from '../cpv';
import {
  buyerLeaderboardResponseSchema,
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  supplierLeaderboardResponseSchema,
} from '../leaderboards';
import { opportunityDetailSchema, opportunityParamsSchema } from '../opportunities';
import { procurementTimelineSchema } from '../procurement-timeline';
import {
  lifecycleStageCountsSchema,
  searchCountResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../search';
import type { ApiRoute } from './api-route';

/** Search, opportunity detail, attachments, leaderboards and the CPV lookup. */
export const SEARCH_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/search/',
    tag: 'Search',
    summary: 'Search opportunities; with count_only=true just the exact total',
    query: searchQuerySchema as unknown as z.ZodObject,
    responses: { 200: z.union([searchResponseSchema, searchCountResponseSchema]) },
  },
  {
    method: 'get',
    path: '/api/search/lifecycle-stages/',
    tag: 'Search',
    summary: "How many of the search's matches are at each lifecycle stage today",
    query: searchQuerySchema as unknown as z.ZodObject,
    responses: { 200: lifecycleStageCountsSchema },
  },
  {
    method: 'get',
    path: '/api/search/export.csv',
    tag: 'Search',
    summary: "Every page of the search as CSV, up to the plan's row limit (one daily action)",
    isSignedIn: true,
    query: searchQuerySchema as unknown as z.ZodObject,
    responses: { 200: { contentType: 'text/csv', description: 'CSV file' } },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/',
    tag: 'Opportunities',
    summary: 'One opportunity by WAC ID',
    params: opportunityParamsSchema,
    responses: { 200: opportunityDetailSchema },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/timeline/',
    tag: 'Opportunities',
    summary: 'Every notice of the procurement in order, what each changed, related procurements',
    params: opportunityParamsSchema,
    responses: { 200: procurementTimelineSchema },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/download-attachments/',
    tag: 'Opportunities',
    summary: "A zip of the opportunity's attachments",
    isSignedIn: true,
    params: opportunityParamsSchema,
    responses: { 200: { contentType: 'application/zip', description: 'Zip archive' } },
  },
  {
    method: 'get',
    path: '/api/leaderboards/{board}/',
    tag: 'Leaderboards',
    summary: 'Top buyers or suppliers by awarded value',
    params: leaderboardParamsSchema,
    query: leaderboardQuerySchema as unknown as z.ZodObject,
    responses: {
      200: z.union([buyerLeaderboardResponseSchema, supplierLeaderboardResponseSchema]),
    },
  },
  {
    method: 'get',
    path: '/api/cpv/',
    tag: 'Search',
    summary: 'CPV codes and labels matching a code prefix or words (the CPV filter)',
    query: cpvQuerySchema as unknown as z.ZodObject,
    responses: { 200: cpvResponseSchema },
  },
];
