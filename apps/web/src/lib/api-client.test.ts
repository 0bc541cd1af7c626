import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  apiRequestUntracked,
  normaliseApiPath,
  setLimitExceededRedirectHandler,
} from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('normaliseApiPath', () => {
  it('forces a trailing slash on search paths, before the query string', () => {
    expect(normaliseApiPath('/api/search?q=roads&page=2')).toBe('/api/search/?q=roads&page=2');
    expect(normaliseApiPath('/api/search')).toBe('/api/search/');
    expect(normaliseApiPath('/api/search/?q=x')).toBe('/api/search/?q=x');
  });

  it('leaves other paths alone', () => {
    expect(normaliseApiPath('/api/opportunities/42')).toBe('/api/opportunities/42');
    expect(normaliseApiPath('/api/auth/user/')).toBe('/api/auth/user/');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the token header and credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const result = await apiRequest('/api/favourites/', {
      method: 'POST',
      body: { opportunity_id: 7 },
      token: 'abc',
    });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/favourites/');
    expect(headers.get('Authorization')).toBe('Token abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"opportunity_id":7}');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/api/search?q=x', { token: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/search/?q=x');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
    expect(init?.credentials).toBe('include');
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/favourites/1/', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws the server detail with code, status and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        detail: 'Invalid input.',
        code: 'VALIDATION_ERROR',
        errors: { email: ['Enter a valid email.'] },
        email: ['Enter a valid email.'],
        non_field_errors: ['Bad.'],
      }),
    );
    const error = await apiRequest('/api/auth/register/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('Invalid input.');
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_ERROR');
    expect(apiError.fieldErrors).toEqual({
      email: ['Enter a valid email.'],
      non_field_errors: ['Bad.'],
    });
    expect(apiError.firstFieldError('non_field_errors')).toBe('Bad.');
  });

  it('falls back to a generic message when there is no detail', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    await expect(apiRequest('/api/x/')).rejects.toThrow('An API error occurred.');
  });

  it('follows the redirect of LIMIT_EXCEEDED and still fails', async () => {
    const redirect = vi.fn();
    setLimitExceededRedirectHandler(redirect);
    fetchMock.mockResolvedValue(
      jsonResponse(429, { detail: 'Limit.', code: 'LIMIT_EXCEEDED', redirect_url: '/pricing' }),
    );
    await expect(apiRequest('/api/search?q=a')).rejects.toThrow('Limit.');
    // With the server's explanation, for the page it lands on to show.
    expect(redirect).toHaveBeenCalledWith('/pricing', 'Limit.');
  });
});

describe('apiRequestUntracked', () => {
  it('fails with the fixed untracked message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { detail: 'Boom.', code: 'INTERNAL_ERROR' }));
    const error = (await apiRequestUntracked('/api/search?count_only=true').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('An untracked API error occurred.');
    expect(error.status).toBe(500);
    expect(console.error).not.toHaveBeenCalled();
  });
});
