import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

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
  | 'image';

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
  /** A pattern the value must match, with the i18n key of its message. */
  pattern?: { regex: RegExp; message: string };
  /** `choice`: values; a plain string choice is labelled `resources.<name>.choices.<source>.<value>`. */
  choices?: readonly Choice[];
  /** `reference`: the referenced resource's name and the source shown for it. */
  reference?: { resource: string; optionText: string; display?: string };
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
  /** A password field asks for the value twice. */
  confirm?: boolean;
}

/** The operations a resource may have; one left out does not exist anywhere. */
export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A call path, or a path with its encoding (JSON) and fixed extra params. */
export type Endpoint = string | { path: string; json?: boolean; params?: Record<string, unknown>; idParam?: string };

export interface MenuPlace {
  group: MenuGroup;
  order: number;
  icon: SvgIconComponent;
  hidden?: boolean;
}

export const MENU_GROUPS = [
  'home',
  'governmentResources',
  'partnerCompanies',
  'personnel',
  'checkpoints',
  'safetyInspection',
  'alarms',
  'permission',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

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
  endpoints: Partial<Record<Operation, Endpoint>>;
  /** `array`: the list call answers a plain array (paged, sorted and searched in the browser). */
  listShape?: 'page' | 'array';
  fields: readonly FieldDef[];
  /** The source naming a record in titles and the breadcrumb. */
  recordTitle?: string;
  /** Sent with every list call (e.g. the account type behind a route). */
  listParams?: Record<string, unknown>;
  /** Sent with every create call. */
  createParams?: Record<string, unknown>;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Custom screens that replace the generic ones. */
  components?: Partial<Record<'list' | 'show' | 'edit' | 'create', Screen>>;
}

/** The react-admin resource name: the route without its leading slash. */
export function resourceKey(def: Pick<ResourceDef, 'route'>): string {
  return def.route.replace(/^\//, '');
}
