import type { z } from 'zod';

/**
 * One HTTP route of the server with the contract schemas of its input and answers (listed in
 * `API_ROUTES`, api-routes.ts). Paths are written as the web client calls them (trailing slash;
 * the server accepts both).
 */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  /** Needs `Authorization: Token <key>` (answers 401 without it). */
  isSignedIn?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers by status; every route may also answer the error envelope. */
  responses: Record<number, z.ZodType | { contentType: string; description: string } | null>;
};

/** A non-JSON answer (text, HTML, CSV, a file). */
export const text = (description: string) => ({ contentType: 'text/plain', description });
