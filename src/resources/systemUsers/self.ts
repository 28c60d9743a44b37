import { usePermissions } from 'react-admin';
import type { Session } from '../../auth/session';

/** Is this system user the one logged in? (by id, or by account when the id is not known) */
export function isSelf(session: Session | undefined, user: { id?: unknown; account?: unknown } | undefined): boolean {
  if (!session || !user) return false;
  if (session.id !== undefined && user.id !== undefined) return String(session.id) === String(user.id);
  return !!session.account && session.account === user.account;
}

/** The logged-in session, for telling the user's own row apart. */
export function useSession(): Session | undefined {
  return usePermissions<Session>().permissions;
}
