import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, removeStorage, writeStorage } from '@/lib/browser-storage';
import type { User } from '../types';

export interface StoredSession {
  token: string | null;
  user: User | null;
}

function parseUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as User) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  return {
    token: readStorage('local', STORAGE_KEYS.authToken),
    user: parseUser(readStorage('local', STORAGE_KEYS.authUser)),
  };
}

export function storeSession(token: string, user: User): void {
  writeStorage('local', STORAGE_KEYS.authToken, token);
  storeUser(user);
}

export function storeUser(user: User): void {
  writeStorage('local', STORAGE_KEYS.authUser, JSON.stringify(user));
}

export function clearStoredSession(): void {
  removeStorage('local', STORAGE_KEYS.authToken);
  removeStorage('local', STORAGE_KEYS.authUser);
}
