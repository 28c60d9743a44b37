// One-time tickets, stored as their sha256 like tokens: a login waiting for its next step (the
// second factor, a new password, an enrolment), and a handover ticket that /auth-redirect
// exchanges once for a session.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthTicketsTable, DB } from '../db/schema.js';
import { hashToken } from './tokens.js';

type Kind = AuthTicketsTable['kind'];

export async function issueTicket(db: Kysely<DB>, kind: Kind, userId: number, ttlMs: number, data: object = {}): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tickets')
    .values({ ticket_hash: hashToken(ticket), kind, user_id: userId, expires_at: Date.now() + ttlMs, used_at: null, data: JSON.stringify(data) })
    .execute();
  return ticket;
}

export interface Ticket<D> {
  id: number;
  userId: number;
  data: D;
}

/** A live, unused ticket of this kind, left as it is. */
export async function readTicket<D = Record<string, unknown>>(db: Kysely<DB>, kind: Kind, ticket: string): Promise<Ticket<D> | null> {
  if (ticket.length < 16 || ticket.length > 128) return null;
  const row = await db
    .selectFrom('auth_tickets')
    .select(['id', 'user_id', 'data'])
    .where('ticket_hash', '=', hashToken(ticket))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, data: JSON.parse(row.data) as D } : null;
}

export async function updateTicket(db: Kysely<DB>, id: number, data: object): Promise<void> {
  await db.updateTable('auth_tickets').set({ data: JSON.stringify(data) }).where('id', '=', id).execute();
}

/** Marks a ticket used; false when another call used it first (a ticket opens one session). */
export async function useTicket(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.updateTable('auth_tickets').set({ used_at: Date.now() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes tickets past their time (used or not). */
export async function purgeTickets(db: Kysely<DB>): Promise<number> {
  const result = await db.deleteFrom('auth_tickets').where('expires_at', '<=', Date.now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
