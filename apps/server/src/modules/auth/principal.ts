import type { RequestUser } from '../../http/request-user.ts';
import type { findTokenPrincipal } from './queries.ts';

type Principal = NonNullable<Awaited<ReturnType<typeof findTokenPrincipal>>>;

export function toRequestUser(row: Principal, via: RequestUser['via']): RequestUser {
  return {
    id: row.id,
    email: row.email,
    contributorId: row.contributor_id,
    isSuperuser: row.is_superuser,
    isStaff: row.is_staff,
    isModerationMode: row.is_moderation_mode,
    groups: row.groups,
    via,
  };
}
