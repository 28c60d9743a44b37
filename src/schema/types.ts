import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceRegistry } from './registry';
import type { CrossCheck } from '../../server/src/entities/language/cross-field';
import type { FieldType as DefinedFieldType, MenuGroup } from '../../server/src/entities/language/document';

export type FieldType =
  | 'text'
  | 'longText'
  | 'number'
  | 'choice'
  | 'boolean'
  | 'status'
  | 'date'
  | 'datetime'
  | 'phone'
  | 'password'
  | 'reference'
  | 'tree'
  | 'qr'
  | 'image'
  | 'items'
  | 'file';

export type Choice = string | { id: string | number; name: string };

/** A tree data source for `tree` fields: loads the children of a node (null: the roots). */
export interface TreeSource {
  endpoint: string;
  parentParam: string;
}

export interface FieldDef {
  source: string;
  type: FieldType;
  /** i18n key; default `resources.<name>.fields.<source>` */
  label?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** `number`: the digits after the point (input step and display); absent: as the value has them. */
  decimals?: number;
  /** A pattern the value must match, with the i18n key of its message. */
  pattern?: { regex: RegExp; message: string };
  /**
   * Rules across fields (a defined entity's `compare` and `requiredIf`): each with the field
   * types the comparison reads and the i18n key of its message, the server's own words.
   */
  across?: readonly { check: CrossCheck; types: { field: DefinedFieldType; other: DefinedFieldType }; message: string }[];
  /** `choice`: values; a plain string choice is labelled `resources.<name>.choices.<source>.<value>`. */
  choices?: readonly Choice[];
  /**
   * `reference`: the referenced resource's name and the source shown for it. `multiple`: the
   * value is a list of ids (e.g. `role_ids`), and `display` a list of names. `related`: the
   * i18n key under which the referenced record's detail lists the records pointing at it.
   */
  reference?: { resource: string; optionText: string; display?: string; multiple?: boolean; related?: string };
  /** A list of values (`reference.multiple`): how many at most. */
  maxItems?: number;
  /** `items`: the fields of each row (their sources relative to the row) and the most rows. */
  items?: { fields: readonly FieldDef[]; max: number };
  /** `tree`: where the nodes come from, and the source holding the chosen node's name. */
  tree?: TreeSource & { display?: string };
  /** Where the field shows; each defaults to true. `form: false` hides it in create and edit. */
  list?: boolean;
  show?: boolean;
  form?: boolean;
  create?: boolean;
  edit?: boolean;
  /** Offered as a list filter; 'alwaysOn' shows it without opening the filter menu. */
  filter?: boolean | 'alwaysOn';
  sortable?: boolean;
  defaultValue?: unknown;
  /**
   * `status`: the i18n keys of its two states, in the words that fit the thing (a company is
   * active, not enabled); default `app.status.enabled` / `app.status.disabled`, an account's.
   */
  statusWords?: { on: string; off: string };
  /** A password field asks for the value twice. */
  confirm?: boolean;
  /** `file`, `image`: the entity its uploads go to, how many files, and the kinds taken. */
  files?: { entity: string; multiple: boolean; max: number; accept: readonly string[] };
  /** Replaces the generic form input: a small component beside the declaration. */
  input?: ComponentType<FieldInputProps> | LazyExoticComponent<ComponentType<FieldInputProps>>;
  /** Replaces the generic display in lists and details; it reads the record from the record context. */
  view?: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * What exports write for the field, in words: a field drawn by a `view` has no plain value and
   * is left out of exports without one. A field with it is exported even when not listed.
   */
  exportValue?: (record: Record<string, unknown>, context: ExportContext) => unknown;
}

/** What an `exportValue` may use to put a record in words. */
export interface ExportContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  registry: ResourceRegistry;
}

/** What a field's custom `input` component receives. */
export interface FieldInputProps {
  def: ResourceDef;
  field: FieldDef;
  mode: 'create' | 'edit';
  /** The i18n key of the label. */
  label: string;
}

/**
 * A per-record action beside edit and delete, done through the update call, or through
 * `endpoint` where the server has a call of its own for it (it needs `<p>:update` either way):
 * `toggleStatus` flips a 1/0 status field, with a confirmation before disabling;
 * `resetPassword` asks twice for a new value of a password field and sends only that.
 */
export type RowAction = {
  type: 'toggleStatus' | 'resetPassword';
  source: string;
  endpoint?: Endpoint;
  /** `toggleStatus`: the i18n key of what the confirmation says (default: an account's, which can no longer sign in). */
  confirm?: string;
};

/** What react-admin asks authProvider.canAccess about a resource. */
export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** The operations a resource may have; one left out does not exist anywhere. */
export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * A call path, or a path with its encoding (JSON) and fixed extra params. An update sends only the
 * fields the user changed, and `always` those the call needs every time (update-role: name, title).
 */
export type Endpoint = string | { path: string; json?: boolean; params?: Record<string, unknown>; idParam?: string; always?: readonly string[] };

export interface MenuPlace {
  group: MenuGroup;
  order: number;
  icon: SvgIconComponent;
  hidden?: boolean;
}

/** The menu's groups in menu order: the entity definition language's, which definitions name. */
export { MENU_GROUPS, type MenuGroup } from '../../server/src/entities/language/document';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

export interface ResourceDef {
  /** The resource's identity; also its i18n namespace `resources.<name>`. */
  name: string;
  /** The spec's URL of the list, e.g. '/gov/index'. */
  route: string;
  menu?: MenuPlace;
  /** Roles allowed (spec §6); empty or absent: every logged-in role. Admin bypasses. */
  roles?: readonly string[];
  /** Permission prefix: list/show need `<p>:view`, create `<p>:create`, edit `<p>:update`, delete `<p>:delete`. */
  permission?: string;
  /** Where the server names another permission for an action (e.g. roles: create needs `role:update`). */
  actionPermissions?: Partial<Record<AccessAction, string>>;
  endpoints: Partial<Record<Operation, Endpoint>>;
  /** `array`: the list call answers a plain array (paged, sorted and searched in the browser). */
  listShape?: 'page' | 'array';
  fields: readonly FieldDef[];
  /** The source naming a record in titles and the breadcrumb. */
  recordTitle?: string;
  /** Read by other resources' pickers only: no screen, no route, no menu entry (schema/definitions/referenceTargets.ts). */
  pickerOnly?: boolean;
  /** Sent with every list call (e.g. the account type behind a route). */
  listParams?: Record<string, unknown>;
  /** Sent with every create call. */
  createParams?: Record<string, unknown>;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Custom screens that replace the generic ones. */
  components?: Partial<Record<'list' | 'show' | 'edit' | 'create', Screen>>;
  /** Per-record actions in the list's action column and the detail toolbar. */
  rowActions?: readonly RowAction[];
  /** Extra buttons for the selected rows; they read the selection from react-admin's list context. */
  bulkActions?: readonly Screen[];
  /** Extra buttons in the list's top toolbar; they read the filters from the list context. */
  listActions?: readonly Screen[];
  /** A panel under a list row, opened by the row's expand button (record in the record context). */
  expand?: Screen;
  /** The list's column chooser and saved views (src/schema/views/columns, savedViews); on unless false. */
  listViews?: boolean;
  /**
   * The audit log's name for these records (`company`, `account`...): the detail screen gets a
   * history panel, and a resource without a detail call gets a detail screen through its list.
   */
  history?: string;
  /**
   * The live changes (src/live) its lists follow besides `history`'s: `warning` for new warnings,
   * `*` for every record event (the audit log).
   */
  live?: 'warning' | '*';
  /**
   * The sources of the record's position (and of its reach in metres, drawn as a circle): its
   * create and edit forms get a map to place it on when AMap is configured, beside the inputs.
   */
  place?: { lng: string; lat: string; radius?: string };
  /**
   * Import from .xlsx or .csv (src/schema/import): the server's import call (all or nothing,
   * checked by a dry run first) and the template's example row. The file's columns are the
   * create form's fields, checked by their rules; reference and tree cells take a name or an id.
   */
  import?: { endpoint: string; example: Readonly<Record<string, string | number>> };
}

/** The react-admin resource name: the route without its leading slash. */
export function resourceKey(def: Pick<ResourceDef, 'route'>): string {
  return def.route.replace(/^\//, '');
}
