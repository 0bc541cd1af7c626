import { z } from 'zod';
import { unsubscribeAlertRequestSchema } from '../alert-profiles';
import {
  calendarFeedCreatedSchema,
  calendarFeedFileParamsSchema,
  calendarFeedStatusSchema,
} from '../calendar-feed';
import {
  addFavouriteRequestSchema,
  favouriteChangeEmailsSchema,
  favouriteListResponseSchema,
  favouriteParamsSchema,
  favouriteSchema,
  updateFavouriteChangeEmailsSchema,
} from '../favourites';
import type { ApiRoute } from './api-route';

/** Favourites, their change emails and the calendar feed. */
export const FAVOURITES_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/favourites/',
    tag: 'Favourites',
    summary: 'Saved opportunities',
    isSignedIn: true,
    responses: { 200: favouriteListResponseSchema },
  },
  {
    method: 'post',
    path: '/api/favourites/',
    tag: 'Favourites',
    summary: 'Save an opportunity (201 new, 200 already saved)',
    isSignedIn: true,
    body: addFavouriteRequestSchema,
    responses: { 200: favouriteSchema, 201: favouriteSchema },
  },
  {
    method: 'delete',
    path: '/api/favourites/{id}/',
    tag: 'Favourites',
    summary: 'Remove a saved opportunity',
    isSignedIn: true,
    params: favouriteParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'get',
    path: '/api/favourites/export.csv',
    tag: 'Favourites',
    summary: 'The saved opportunities as CSV (UTF-8 with BOM; one daily action)',
    isSignedIn: true,
    responses: { 200: { contentType: 'text/csv', description: 'CSV file' } },
  },
  {
    method: 'get',
    path: '/api/favourites/change-emails/',
    tag: 'Favourites',
    summary: 'Whether changes to saved opportunities are emailed, and when',
    isSignedIn: true,
    responses: { 200: favouriteChangeEmailsSchema },
  },
  {
    method: 'put',
    path: '/api/favourites/change-emails/',
    tag: 'Favourites',
    summary: 'Turn change emails on or off',
    isSignedIn: true,
    body: updateFavouriteChangeEmailsSchema,
    responses: { 200: favouriteChangeEmailsSchema },
  },
  {
    method: 'post',
    path: '/api/favourites/change-emails/unsubscribe/',
    tag: 'Favourites',
    summary: "Stop change emails with the token from one (List-Unsubscribe's one click)",
    body: unsubscribeAlertRequestSchema,
    responses: { 200: z.object({ is_enabled: z.boolean() }) },
  },
  {
    method: 'get',
    path: '/api/calendar-feed/',
    tag: 'Favourites',
    summary: 'Whether the secret calendar link of the favourites exists',
    isSignedIn: true,
    responses: { 200: calendarFeedStatusSchema },
  },
  {
    method: 'post',
    path: '/api/calendar-feed/',
    tag: 'Favourites',
    summary: 'Make (or reset) the secret calendar link; its address is answered only now',
    isSignedIn: true,
    responses: { 201: calendarFeedCreatedSchema },
  },
  {
    method: 'get',
    path: '/api/calendar/{file}',
    tag: 'Favourites',
    summary: "iCalendar feed of the favourites' deadlines (`<token>.ics`; the token is the key)",
    params: calendarFeedFileParamsSchema,
    responses: { 200: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545)' } },
  },
];
