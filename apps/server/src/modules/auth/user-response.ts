import type { UserResponse } from '@wac/contract';
import type { AuthUser } from '../../http/auth-context';

/** The user as every auth answer carries it (never the password hash). */
export function toUserResponse(user: AuthUser): UserResponse {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    tier: user.tier,
    subscription_status: user.subscription_status,
    is_staff: user.is_staff,
    email_verified: user.email_verified,
    date_joined: new Date(user.date_joined).toISOString(),
  };
}
