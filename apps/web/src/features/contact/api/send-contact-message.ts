import type { ContactRequest, ContactResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact/ (public-area.md section 7); the success body is not read. */
export function sendContactMessage(message: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact/', { method: 'POST', body: message });
}
