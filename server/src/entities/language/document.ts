// The entity definition language: what one JSON document per entity may say (docs/ENTITIES.md).
// Pure data and types, no imports: the server checks documents with it, the console reads its
// types, and `npm run entities -- schema` prints its JSON Schema (json-schema.ts).

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** A word or sentence in every language the console speaks. */
export type Words = Record<Lang, string>;

export const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'choice',
  'boolean',
  'status',
  'date',
  'datetime',
  'phone',
  'image',
  'file',
  'reference',
  'city',
  'computed',
  'items',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * The kinds of file a `file` or `image` field may accept (`accept`), each known by its first
 * bytes, never by its name (server/src/files/kinds.ts). `zip` holds Office documents too.
 */
export const FILE_KINDS = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'bmp', 'tiff', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** The kinds an `image` field takes: pictures every browser shows. */
export const IMAGE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly FileKind[];
/** The most files a `multiple` field holds when its definition gives no `max`. */
export const DEFAULT_MAX_FILES = 10;

/** The menu's groups, in menu order: `maintenance` holds the spec's maintenance records. */
export const MENU_GROUPS = [
  'home',
  'governmentResources',
  'partnerCompanies',
  'personnel',
  'checkpoints',
  'safetyInspection',
  'alarms',
  'maintenance',
  'permission',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * The icons a definition may name (Material icons; the console maps each name to one icon,
 * so the bundle carries these and no more).
 */
export const ICONS = [
  'account_balance',
  'apartment',
  'assignment',
  'badge',
  'build',
  'business',
  'calendar_month',
  'construction',
  'description',
  'engineering',
  'event_note',
  'factory',
  'flight',
  'folder',
  'handyman',
  'inventory',
  'list_alt',
  'local_shipping',
  'place',
  'precision_manufacturing',
  'rocket_launch',
  'satellite_alt',
  'science',
  'security',
  'settings',
  'warning',
] as const;
export type IconName = (typeof ICONS)[number];

/** Columns every entity table has: never field names. */
export const RESERVED_FIELDS = ['id', 'version', 'created_at', 'updated_at'] as const;

/**
 * The built-in resources a reference may point at, besides entities: their table, the column
 * naming a record, and the console resource picking one. `owner`: the column an account of that
 * kind has set (company and government accounts share one table).
 */
export const BUILT_IN_TARGETS = {
  companies: { table: 'companies', display: 'name', resource: 'companies' },
  check_points: { table: 'check_points', display: 'name', resource: 'checkPoints' },
  staff: { table: 'staff', display: 'name', resource: 'referenceStaff' },
  system_users: { table: 'system_users', display: 'name', resource: 'referenceSystemUsers' },
  company_accounts: { table: 'accounts', display: 'account', resource: 'referenceCompanyAccounts', owner: 'company_id' },
  government_accounts: { table: 'accounts', display: 'account', resource: 'referenceGovernmentAccounts', owner: 'government_id' },
  governments: { table: 'governments', display: 'name', resource: 'referenceGovernments' },
  cities: { table: 'cities', display: 'name', resource: 'referenceCities' },
} as const;
export type BuiltInTarget = keyof typeof BUILT_IN_TARGETS;

/**
 * What the hand-written resources already use: an entity may take none of these as its name,
 * permission prefix or audit name, nor a route under one of their first segments (the console
 * registers `/company/index/:id/show` and more under each). Tests hold each list to its source:
 * the permission tree, the audit log's writers, the database's tables and the console's routes.
 */
export const BUILT_IN_NAMES = {
  names: ['governments', 'companies', 'accounts', 'checkPoints', 'check_points', 'qrCodes', 'warnings', 'handling', 'roles', 'permissions', 'systemUsers', 'auditLog', 'entity'],
  permissions: ['dashboard', 'statistic', 'company', 'staff', 'check', 'inspection', 'standing', 'warning', 'government', 'account', 'role', 'user', 'audit', 'entity', 'system'],
  audit: ['company', 'government', 'check_point', 'account', 'role', 'system_user', 'entity_definition', 'warning'],
  routeSegments: ['account', 'auth-redirect', 'check', 'company', 'documentation', 'gov', 'guide', 'login', 'profile', 'redirect', 'reference', 'statistic', 'sys_permission', 'warn', '401', '403', '404', '500'],
  tables: [
    'cities', 'governments', 'companies', 'accounts', 'check_points', 'check_items', 'staff', 'clock_records', 'trail_points', 'inspections', 'handling_steps',
    'standing_books', 'standing_entries', 'system_users', 'roles', 'permissions', 'role_permissions', 'user_roles', 'tokens', 'login_throttle', 'audit_log',
    'saved_views', 'idempotency_keys', 'user_mfa', 'auth_tickets', 'import_runs', 'entity_definitions', 'entity_definition_versions', 'entity_definition_drafts', 'entity_counters', 'table_versions', 'files', 'file_parts',
    // SQLite's full-text indexes, with their shadow tables.
    ...['audit_search', 'companies_search'].flatMap((t) => [t, ...['config', 'data', 'docsize', 'idx', 'terms'].map((s) => `${t}_${s}`)]),
  ],
} as const;

/**
 * The built-in resources a shipped definition re-expresses, with the identity each keeps: its
 * table, contract paths, route and names. Only these may say `builtIn`, `table` or `paths`, and
 * only with exactly these values; every other entity gets `entity_<name>` and
 * `operate/entity/<name>/<op>`. The server lists them, so no document can adopt a table.
 */
export const ADOPTED_BUILT_INS = {
  governments: {
    builtIn: true,
    route: '/gov/index',
    table: 'governments',
    permission: 'government',
    audit: 'government',
    paths: {
      list: 'operate/government/government-list',
      detail: 'operate/government/government-detail',
      create: 'operate/government/government-create',
      update: 'operate/government/government-update',
      delete: 'operate/government/government-delete',
    },
  },
} as const;
export type AdoptedName = keyof typeof ADOPTED_BUILT_INS;
/** The keys naming where a definition lives: an adopted built-in's are fixed by the server. */
export const IDENTITY_KEYS = ['builtIn', 'route', 'table', 'permission', 'audit', 'paths'] as const;

/** Server rules (server/src/entities/rules.ts) a definition may name. */
export const SERVER_RULES = ['government-tree'] as const;
export type ServerRule = (typeof SERVER_RULES)[number];

/** Per-record actions a definition may name; each goes through the record's update call. */
export const ROW_ACTIONS = ['toggleStatus'] as const;
export type RowActionType = (typeof ROW_ACTIONS)[number];

/** The screens a definition may replace, and the console's screens it may name for them. */
export const SCREEN_KINDS = ['list', 'show', 'edit', 'create'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
/**
 * Screens the console registers by name (src/schema/definitions/screens.ts holds exactly these):
 * none yet, as every custom screen of the built-ins reads calls and records of its own resource.
 */
export const CONSOLE_SCREENS = [] as const satisfies readonly string[];
export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

export const OPERATIONS = ['list', 'detail', 'create', 'update', 'delete', 'import'] as const;
export type EntityOperation = (typeof OPERATIONS)[number];

export interface ChoiceDefinition {
  value: string;
  label: Words;
}

/** A text field's maxLength when its definition gives none. */
export const DEFAULT_MAX_LENGTH = 255;

/**
 * What the server computes for a `computed` field (docs/ENTITIES.md, "Computed values"): `count`
 * the records of `entity` whose reference `field` points at this one (read, never stored);
 * `code` a prefix and a zero-padded number from a database counter, given on create; `createdBy`
 * and `changedBy` the signed-in user who created and last changed the record.
 */
export const COMPUTED_KINDS = ['count', 'code', 'createdBy', 'changedBy'] as const;
export type ComputedKind = (typeof COMPUTED_KINDS)[number];
export type ComputedDefinition =
  | { kind: 'count'; entity: string; field: string }
  | { kind: 'code'; prefix: string; digits: number }
  | { kind: 'createdBy' }
  | { kind: 'changedBy' };

/** The types an `items` field's own fields may have, and the most rows its `max` may allow. */
export const ITEM_FIELD_TYPES = ['text', 'longText', 'number', 'choice', 'boolean', 'date', 'datetime'] as const;
export const MAX_ITEMS = 200;

export interface FieldDefinition {
  /** The column and the API's field name: lower case, digits and `_`. */
  name: string;
  type: FieldType;
  label: Words;
  required?: boolean;
  /** Unique among the entity's records (a unique index; `2009` on a repeat). */
  unique?: boolean;
  /** Text: trimmed length. */
  minLength?: number;
  maxLength?: number;
  /** Number: range, and the digits after the point (0: whole numbers). A `multiple` reference: `max` values at most; a `multiple` file field: `max` files; `items`: `max` rows at most. */
  min?: number;
  max?: number;
  decimals?: number;
  /** Text: a regular expression the value must match, and what to say when it does not. */
  pattern?: { regex: string; message: Words };
  /** `choice`: the values and their words. */
  choices?: ChoiceDefinition[];
  /** `status`: the words of its two states (default: enabled / disabled). */
  words?: { on: Words; off: Words };
  /**
   * `reference`: an entity's name or a built-in target; the record answers `<display key>` with
   * its title. `related`: the referenced record's detail lists these records under `label`.
   */
  reference?: { entity: string; related?: { label: Words } };
  /**
   * `reference`: several records, kept in a join table (server/src/entities/links.ts); the API takes
   * and answers a list of ids. `file`, `image`: several files (up to `max`, default DEFAULT_MAX_FILES).
   */
  multiple?: boolean;
  /** `file`, `image`: the kinds taken. */
  accept?: FileKind[];
  /**
   * Compared with another field of the same type (number, date, date-time): `after`/`before`
   * strictly, `min`/`max` or equal. A comparison with an empty side holds.
   */
  compare?: Partial<Record<'after' | 'before' | 'min' | 'max', string>>;
  /** Required while this other field has a value (a flag: while it is on). */
  requiredIf?: string;
  /** Filled in on create when the field is absent; fills existing rows when a change needs it. */
  default?: string | number | boolean;
  /** Where the field shows; each defaults to true. */
  list?: boolean;
  show?: boolean;
  form?: boolean;
  /** Within the forms: `create: false` shows it in the edit form only, `edit: false` in the create form only. */
  create?: boolean;
  edit?: boolean;
  /** Offered as a list filter (an index follows); 'alwaysOn' shows it without opening the menu. */
  filter?: boolean | 'alwaysOn';
  /** The list may sort by it (an index follows). */
  sort?: boolean;
  /** Searched by the list's keyword. */
  search?: boolean;
  /** A field taken out of use: its column and data stay, the API and screens no longer show it. */
  retired?: boolean;
  /** `computed`: what the server fills in; the API refuses a value for it. */
  computed?: ComputedDefinition;
  /** `items`: the fields of each row, kept in a child table (childTable). */
  fields?: FieldDefinition[];
}

export interface EntityDefinition {
  /** Editors' completion: the JSON Schema's path. */
  $schema?: string;
  /** The entity's identity: letters, digits and `_`, starting with a letter. */
  name: string;
  /** Counts the saved versions; a save names the version it was made from. */
  version: number;
  /** The console's URL of the list (default `/entity/<name>`). */
  route?: string;
  /** The table: `entity_<name>`; only an adopted built-in (ADOPTED_BUILT_INS) names its own. */
  table?: string;
  /** Permission prefix (default the name): `<prefix>:view | create | update | delete`. */
  permission?: string;
  /** The audit log's name for these records (default the name). */
  audit?: string;
  /** Call paths, for an adopted built-in whose contract is kept (else `operate/entity/<name>/<op>`). */
  paths?: Partial<Record<EntityOperation, string>>;
  /** Re-expresses a built-in resource the server lists in ADOPTED_BUILT_INS (governments). */
  builtIn?: boolean;
  labels: { name: Words; item: Words; create: Words };
  menu?: { group: MenuGroup; order: number; icon: IconName; hidden?: boolean };
  fields: FieldDefinition[];
  /** The field naming a record in titles, the breadcrumb and the audit log. */
  recordTitle: string;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** The detail shows the record's history (default true). */
  history?: boolean;
  /** Records may be imported from a spreadsheet (default true). */
  import?: boolean;
  /** Server rules by registered name (parent loops, deletes refused while used elsewhere). */
  rules?: ServerRule[];
  /** Per-record actions beside edit and delete: `toggleStatus` flips a status field. */
  rowActions?: { type: RowActionType; field: string }[];
  /** The number fields holding a record's position (and its reach in metres): the forms get a map. */
  place?: { lng: string; lat: string; radius?: string };
  /** The list's column chooser and saved views (default true). */
  listViews?: boolean;
  /** Console screens by registered name, in place of the generic ones. */
  screens?: Partial<Record<ScreenKind, ConsoleScreen>>;
}

/** Derived names, so that a definition says them only where a built-in's contract differs. */
export const entityNames = (d: Pick<EntityDefinition, 'name' | 'route' | 'table' | 'permission' | 'audit' | 'paths'>) => ({
  route: d.route ?? `/entity/${d.name}`,
  table: d.table ?? `entity_${d.name}`,
  permission: d.permission ?? d.name,
  audit: d.audit ?? d.name,
  path: (op: EntityOperation): string => d.paths?.[op] ?? `operate/entity/${d.name}/${op}`,
});

/**
 * The key a reference or city field's title is answered under: `company_id` -> `company_name`,
 * `city_id` -> `city_name`, `owner` -> `owner_name`; a `multiple` reference's titles:
 * `inspector_ids` (or `inspector_id`) -> `inspector_names`, `members` -> `members_names`.
 */
export function displayKey(field: Pick<FieldDefinition, 'name' | 'multiple'>): string {
  return field.multiple ? `${field.name.replace(/_ids?$/, '')}_names` : `${field.name.replace(/_id$/, '')}_name`;
}

/** The table keeping an `items` field's rows, one per row, beside the entity's own. */
export const childTable = (d: Pick<EntityDefinition, 'name' | 'table'>, field: Pick<FieldDefinition, 'name'>) => `${d.table ?? `entity_${d.name}`}__${field.name}`;

/** A reference to several records: its values are rows of a join table (`<table>__<field>`). */
export const isLinkList = (field: Pick<FieldDefinition, 'type' | 'multiple'>) => field.type === 'reference' && field.multiple === true;

/** A field with a column in the entity's table: not an `items` list, a join table's references, nor a count read from another table. */
export const hasColumn = (field: Pick<FieldDefinition, 'type' | 'computed' | 'multiple'>) => field.type !== 'items' && field.computed?.kind !== 'count' && !isLinkList(field);

/** A computed field's kind, if the field is one. */
export const computedKind = (field: Pick<FieldDefinition, 'type' | 'computed'>): ComputedKind | undefined => (field.type === 'computed' ? field.computed?.kind : undefined);

/** The fields in use: a retired field keeps its column only. */
export const liveFields = (d: Pick<EntityDefinition, 'fields'>): FieldDefinition[] => d.fields.filter((f) => !f.retired);
