// Checks what a definition says about its console screens beyond the fields: per-record actions,
// the fields placing a record on a map, the list's views, and screens named from the console's
// registry. Each names fields the document has, so a wrong name is refused by its place.
import { CONSOLE_SCREENS, ROW_ACTIONS, SCREEN_KINDS } from './document.js';
import { isObject, type Checker, type Json } from './checker.js';

const PLACE_KEYS = ['lng', 'lat', 'radius'] as const;

/** The live field of that name and type, if the document has one. */
const fieldOf = (live: readonly Json[], name: unknown, type: string) => live.find((f) => f.name === name && f.type === type);

function checkRowActions(c: Checker, actions: unknown, live: readonly Json[]): void {
  if (actions === undefined) return;
  if (!Array.isArray(actions)) return c.add('rowActions', 'Must be a list.');
  const seen = new Set<string>();
  actions.forEach((action: unknown, i: number) => {
    const place = `rowActions.${i}`;
    if (!isObject(action)) return c.add(place, 'Must give type and field.');
    c.unknownKeys(action, new Set(['type', 'field']), place);
    c.oneOf(action.type, ROW_ACTIONS, `${place}.type`);
    if (!fieldOf(live, action.field, 'status')) c.add(`${place}.field`, 'Names no status field of the definition.');
    const key = `${String(action.type)} ${String(action.field)}`;
    if (seen.has(key)) c.add(place, 'Is given twice.');
    seen.add(key);
  });
}

function checkPlace(c: Checker, place: unknown, live: readonly Json[]): void {
  if (place === undefined) return;
  if (!isObject(place)) return c.add('place', 'Must give lng and lat, and radius if the record has a reach.');
  c.unknownKeys(place, new Set(PLACE_KEYS), 'place');
  const used = new Set<unknown>();
  for (const key of PLACE_KEYS) {
    if (key === 'radius' && place.radius === undefined) continue;
    if (!fieldOf(live, place[key], 'number')) c.add(`place.${key}`, 'Names no number field of the definition.');
    else if (used.has(place[key])) c.add(`place.${key}`, 'Is given twice.');
    used.add(place[key]);
  }
}

function checkNamedScreens(c: Checker, screens: unknown): void {
  if (screens === undefined) return;
  if (!isObject(screens)) return c.add('screens', 'Must be an object of screen names.');
  c.unknownKeys(screens, new Set(SCREEN_KINDS), 'screens');
  const known: readonly string[] = CONSOLE_SCREENS;
  for (const kind of SCREEN_KINDS) {
    const name = screens[kind];
    if (name !== undefined && (typeof name !== 'string' || !known.includes(name))) c.add(`screens.${kind}`, 'Names no screen the console registers.');
  }
}

/** Adds the problems of `rowActions`, `place`, `listViews` and `screens`; `live` are the fields in use. */
export function checkScreens(c: Checker, doc: Json, live: readonly Json[]): void {
  checkRowActions(c, doc.rowActions, live);
  checkPlace(c, doc.place, live);
  c.flag(doc.listViews, 'listViews');
  checkNamedScreens(c, doc.screens);
}
