// The database as Kysely sees it. Every table the server uses is declared here.
// Dates are TEXT `YYYY-MM-DD HH:mm:ss` in server local time (see ./time.ts);
// flags are integers 0/1; coordinates are doubles.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;

export type AreaLevel = 'province' | 'city' | 'district';
export type AccountType = 'web' | 'app';

export interface CitiesTable {
  id: Id;
  name: string;
  parent_id: number | null;
  level: AreaLevel;
}

export interface GovernmentsTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  name: string;
  level: AreaLevel;
  city_id: number;
  parent_id: number | null;
  contact: string;
  phone: string;
  address: string;
  created_at: string;
  updated_at: string;
}

export interface CompaniesTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  name: string;
  credit_code: string;
  contact: string;
  phone: string;
  address: string;
  city_id: number;
  government_id: number;
  lng: number | null;
  lat: number | null;
  /** 1 active, 0 disabled */
  status: Generated<number>;
  /** Rows in `staff` of this company, kept by triggers (migration 0004). */
  staff_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Company and government accounts; exactly one of company_id / government_id is set. */
export interface AccountsTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  company_id: number | null;
  government_id: number | null;
  type: AccountType;
  account: string;
  password_hash: string;
  name: string;
  phone: string | null;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CheckPointsTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  company_id: number;
  name: string;
  /** The QR payload. */
  code: string;
  lng: number | null;
  lat: number | null;
  /** Metres a trail must come within for the point to count as passed (migration 0011). */
  radius: Generated<number>;
  /** Rows in `check_items` of this point, kept by triggers (migration 0004). */
  items_count: Generated<number>;
  created_at: string;
}

export interface CheckItemsTable {
  id: Id;
  check_point_id: number;
  name: string;
  standard: string;
  sort: Generated<number>;
}

export interface StaffTable {
  id: Id;
  company_id: number;
  name: string;
  phone: string;
  position: string;
  status: Generated<number>;
  last_clock_at: string | null;
  created_at: string;
}

export interface ClockRecordsTable {
  id: Id;
  staff_id: number;
  type: 'in' | 'out';
  time: string;
  lng: number;
  lat: number;
  address: string;
}

export interface TrailPointsTable {
  id: Id;
  staff_id: number;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  lng: number;
  lat: number;
  /** Sent by the field app (migration 0024): the account, its device and the device's sequence number. */
  account_id: number | null;
  device_id: string | null;
  seq: number | string | null;
  /** The fix's accuracy (metres) and speed (m/s) as the phone told them. */
  accuracy: number | null;
  speed: number | null;
}

export interface InspectionsTable {
  id: Id;
  company_id: number;
  check_point_id: number;
  staff_id: number | null;
  status: 'normal' | 'error';
  /** JSON text: `[{ item, ok, remark }]` */
  results: string;
  /** The warning text, set when status is `error`. */
  content: string | null;
  identity: 'staff' | 'government' | 'system';
  /** 0 pending, 1 handling, 2 handled */
  handle_status: Generated<number>;
  created_at: string;
  /** Sent by the field app (migration 0025): the account and the app's own id of the inspection. */
  account_id: number | null;
  client_id: string | null;
  /** Where it was sent from (GCJ-02), the fix's accuracy and the distance to the check point (metres). */
  lng: number | null;
  lat: number | null;
  accuracy: number | null;
  distance: number | null;
  /** 1: sent from beyond the point's radius and INSPECTION_DISTANCE_SLACK; kept, and marked. */
  far: Generated<number>;
  /** The company's government body, kept by triggers (migration 0030): jurisdictions read by it. */
  government_id: Generated<number | null>;
}

export interface HandlingStepsTable {
  id: Id;
  inspection_id: number;
  actor: string;
  action: string;
  remark: string;
  created_at: string;
}

export interface StandingBooksTable {
  id: Id;
  company_id: number;
  parent_id: number | null;
  name: string;
  year: number;
  type: string;
  created_at: string;
  updated_at: string;
}

export interface StandingEntriesTable {
  id: Id;
  book_id: number;
  title: string;
  content: string;
  recorded_by: string;
  recorded_at: string;
}

export interface SystemUsersTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  account: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  /** 1 active, 0 disabled (migration 0008): a disabled user cannot log in. */
  status: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Migration 0018: 1 when someone else set the password; changed at the next login. */
  must_change_password: Generated<number>;
  password_changed_at: string | null;
  /** Migration 0025: the government body whose subtree the user oversees; null: the whole installation. */
  government_id: number | null;
}

export interface RolesTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  name: string;
  title: string;
  created_at: string;
}

export interface PermissionsTable {
  id: Id;
  name: string;
  title: string;
  parent_id: number | null;
  sort: Generated<number>;
  /** JSON { zh, en, es } (migration 0020); null on rows made before it. */
  titles: string | null;
}

/** The definition document in force for each entity (server/src/entities/). */
export interface EntityDefinitionsTable {
  name: string;
  version: number;
  document: string;
  updated_at: string;
  updated_by: string;
}

/** Every version of each entity definition applied, and the version it started as (migration 0024). */
export interface EntityDefinitionVersionsTable {
  name: string;
  version: number;
  document: string;
  author: string;
  created_at: string;
  note: string | null;
}

/** One designer's unfinished definition of one entity (migration 0024). */
export interface EntityDefinitionDraftsTable {
  name: string;
  author: string;
  document: string;
  base_version: number | null;
  updated_at: string;
}

/** The last number each generated code field of an entity gave (migration 0021). */
export interface EntityCountersTable {
  /** `<table>.<field>` */
  name: string;
  value: number | string;
}

export interface FilesTable {
  id: string;
  entity: string;
  field: string;
  record_id: number | null;
  name: string;
  size: number;
  kind: string;
  content_type: string;
  /** 1: a thumbnail is stored beside it (`<id>.thumb`). */
  thumbnail: Generated<number>;
  uploaded_by: number;
  created_at: string;
  loose_since: string | null;
}

export interface FilePartsTable {
  file_key: string;
  part: number;
  bytes: Buffer;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface TokensTable {
  id: Id;
  /** sha256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Migration 0018: where and with what the session was opened, its last call, its last password check. */
  ip: Generated<string>;
  user_agent: Generated<string>;
  last_used_at: string | null;
  reauth_at: string | null;
}

/** A user's second factor (migration 0018, security/totp-store.ts). */
export interface UserMfaTable {
  user_id: number;
  secret: string;
  confirmed_at: string | null;
  last_step: Generated<number>;
  recovery_codes: Generated<string>;
  created_at: string;
}

/** A login waiting for its next step, or a handover ticket (migration 0018, security/tickets.ts). */
export interface AuthTicketsTable {
  id: Id;
  ticket_hash: string;
  kind: 'login' | 'handover';
  user_id: number;
  /** Epoch milliseconds. */
  expires_at: number;
  used_at: number | null;
  data: Generated<string>;
}

/** One running import per user (migration 0018). */
export interface ImportRunsTable {
  user_id: number;
  started_at: number;
}

/** Login counters shared by every instance (migration 0008, security/throttle.ts). */
export interface LoginThrottleTable {
  /** `account:<name>` or `address:<ip>` */
  subject: string;
  attempts: number;
  /** Epoch milliseconds. */
  window_start: number;
  locked_until: number | null;
  lockouts: number;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'password';

/** One successful write (migration 0009, audit/record.ts); never updated. */
export interface AuditLogTable {
  id: Id;
  created_at: string;
  /** The caller; null only where nobody was logged in. */
  user_id: number | null;
  account: string;
  ip: string;
  /** The contract call's path. */
  call: string;
  action: AuditAction;
  resource: string;
  record_id: number | null;
  /** The record's name when it was written, for a readable line after it is gone. */
  record_name: string;
  /** JSON text: `[{ field, from, to }]`, secrets as `{ field, secret: true }`. */
  changes: string;
  /** Migration 0025: the government body of the record (a company's, or the government itself); null: none. */
  government_id: number | null;
}

/** A user's named list view (project addition); `state` is JSON text. */
export interface SavedViewsTable {
  id: Id;
  /** Incremented by every write (optimistic concurrency, http/versions.ts). */
  version: Generated<number>;
  user_id: number;
  /** The console list it belongs to (the resource's name). */
  list: string;
  name: string;
  state: string;
  created_at: string;
  updated_at: string;
}

/** The first answer of a call sent with an Idempotency-Key (project addition). */
export interface IdempotencyKeysTable {
  id: Id;
  user_id: number;
  key: string;
  call: string;
  request_hash: string;
  /** JSON of the answer; null while the first call runs. */
  answer: string | null;
  created_at: string;
}

/** Field app sessions (migration 0023): one per app account and device. */
export interface AppSessionsTable {
  id: Id;
  /** sha256 of the token, as `tokens` stores it. */
  token_hash: string;
  account_id: number;
  device_id: string;
  device_name: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface DB {
  cities: CitiesTable;
  governments: GovernmentsTable;
  companies: CompaniesTable;
  accounts: AccountsTable;
  check_points: CheckPointsTable;
  check_items: CheckItemsTable;
  staff: StaffTable;
  clock_records: ClockRecordsTable;
  trail_points: TrailPointsTable;
  inspections: InspectionsTable;
  handling_steps: HandlingStepsTable;
  standing_books: StandingBooksTable;
  standing_entries: StandingEntriesTable;
  system_users: SystemUsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  tokens: TokensTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  saved_views: SavedViewsTable;
  idempotency_keys: IdempotencyKeysTable;
  user_mfa: UserMfaTable;
  auth_tickets: AuthTicketsTable;
  import_runs: ImportRunsTable;
  entity_definitions: EntityDefinitionsTable;
  entity_counters: EntityCountersTable;
  entity_definition_versions: EntityDefinitionVersionsTable;
  entity_definition_drafts: EntityDefinitionDraftsTable;
  files: FilesTable;
  app_sessions: AppSessionsTable;
  file_parts: FilePartsTable;
}

export type TableName = keyof DB;
export type Row<T extends TableName> = Selectable<DB[T]>;
export type NewRow<T extends TableName> = Insertable<DB[T]>;
export type RowUpdate<T extends TableName> = Updateable<DB[T]>;
