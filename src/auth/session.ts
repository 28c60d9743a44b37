import { removeToken } from './token';

/** Who is logged in, as the login (or info) answer says. */
export interface Session {
  id?: number;
  account?: string;
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  /** A session unused this long ends (the server's SESSION_IDLE_MINUTES); unknown: none. */
  idle_minutes?: number;
  /** The government body the user oversees (docs/API.md, "Jurisdictions"); absent: the whole installation. */
  government?: Jurisdiction;
}

/** A bound user's body; its name is empty when the body was deleted since the binding. */
export interface Jurisdiction {
  id: number;
  name: string;
}

function jurisdictionOf(value: unknown): Jurisdiction | undefined {
  const body = value as Partial<Jurisdiction> | null | undefined;
  return typeof body?.id === 'number' ? { id: body.id, name: typeof body.name === 'string' ? body.name : '' } : undefined;
}

const STORAGE_KEY = 'ops-session';
export const ADMIN_ROLE = 'admin';

// Spec §4: without a server answer the user is the super admin.
export const DEFAULT_SESSION: Session = { name: 'Super Admin', avatar: '', roles: [ADMIN_ROLE], permissions: [] };

export function normalizeSession(data: (Omit<Partial<Session>, 'government'> & { government?: unknown }) | null | undefined): Session {
  // Only an answer without a roles list means the spec's fixed admin; an empty list is a user
  // whose roles were all taken away, who may open nothing.
  const roles = Array.isArray(data?.roles) ? data.roles.map(String) : DEFAULT_SESSION.roles;
  const government = jurisdictionOf(data?.government);
  return {
    id: data?.id,
    account: data?.account,
    name: data?.name?.trim() || DEFAULT_SESSION.name,
    avatar: data?.avatar ?? '',
    roles,
    permissions: Array.isArray(data?.permissions) ? data.permissions.map(String) : [],
    ...(typeof data?.idle_minutes === 'number' && data.idle_minutes > 0 ? { idle_minutes: data.idle_minutes } : {}),
    ...(government ? { government } : {}),
  };
}

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? normalizeSession(JSON.parse(raw) as Partial<Session>) : null;
  } catch {
    return null;
  }
}

let ownerSeen: { raw: string | null; owner: string | undefined } = { raw: null, owner: undefined };
/**
 * Whose preferences the console keeps: the logged-in account (its id where the account is not
 * known), read often by the preference store, so parsed only when the stored session changes.
 */
export function sessionOwner(): string | undefined {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== ownerSeen.raw) {
    const session = readSession();
    ownerSeen = { raw, owner: session?.account ?? (session?.id === undefined ? undefined : `#${session.id}`) };
  }
  return ownerSeen.owner;
}

export function writeSession(session: Session): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}

/** Logout or reset: token and roles go together (spec §4). */
export function clearSession(): void {
  removeToken();
  localStorage.removeItem(STORAGE_KEY);
}

export function isAdmin(session: Pick<Session, 'roles'> | null | undefined): boolean {
  return !!session?.roles.includes(ADMIN_ROLE);
}

/**
 * May a session do something guarded by `permission` and limited to `roles`?
 * Admin bypasses both (spec §6).
 */
export function sessionCan(session: Session | null, permission?: string, roles?: readonly string[]): boolean {
  if (!session) return false;
  if (isAdmin(session)) return true;
  if (roles && roles.length > 0 && !roles.some((role) => session.roles.includes(role))) return false;
  if (permission && !session.permissions.includes(permission)) return false;
  return true;
}
