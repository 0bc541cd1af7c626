import { coverageResponseSchema } from '../coverage';
import { siteContentResponseSchema } from '../operator-content';
import {
  contactRequestSchema,
  contactResponseSchema,
  siteConfigResponseSchema,
  siteStatsResponseSchema,
} from '../public-site';
import type { ApiRoute } from './api-route';

/** Public site settings, headline counts, coverage of the portals and the contact form. */
export const SITE_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/site-config/',
    tag: 'Site',
    summary: 'Public settings the web app shows (contact, map)',
    responses: { 200: siteConfigResponseSchema },
  },
  {
    method: 'get',
    path: '/api/site-content/',
    tag: 'Site',
    summary: "The landing page's partners and testimonials, from the operator content file",
    responses: { 200: siteContentResponseSchema },
  },
  {
    method: 'get',
    path: '/api/stats/',
    tag: 'Site',
    summary: 'Headline counts for the home page',
    responses: { 200: siteStatsResponseSchema },
  },
  {
    method: 'get',
    path: '/api/coverage/',
    tag: 'Site',
    summary:
      "Each portal's sync state, newest notice, notices per day (30 days) and failed windows, and whether sample data is shown",
    responses: { 200: coverageResponseSchema },
  },
  {
    method: 'post',
    path: '/api/contact/',
    tag: 'Site',
    summary: 'Send a message to staff',
    body: contactRequestSchema,
    responses: { 201: contactResponseSchema },
  },
];
