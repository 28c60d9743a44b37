// The entity definitions in force, as this process knows them. Loaded from `entity_definitions`
// on first use (the app is built before migrations run), and again whenever a definition is
// saved here or elsewhere: the change hub tells of `entity_definition` audit entries, which
// PostgreSQL notifies to every instance, and an unknown call path reloads once.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { entityNames, OPERATIONS, type EntityDefinition, type EntityOperation } from './language/document.js';

export interface CallTarget {
  entity: EntityDefinition;
  operation: EntityOperation;
}

/** The audit log's name for saved definitions. */
export const DEFINITION_AUDIT = 'entity_definition';

export class EntityCatalog {
  private definitions: readonly EntityDefinition[] = [];
  private byPath = new Map<string, CallTarget>();
  private loaded: Promise<void> | null = null;
  /** Grows on every reload: what is built from the definitions may be cached per generation. */
  generation = 0;

  constructor(private readonly db: Kysely<DB>) {}

  /** The definitions, loaded if this process has not read them yet. */
  async all(): Promise<readonly EntityDefinition[]> {
    await this.ready();
    return this.definitions;
  }

  /** What is known now, without reading (empty before the first load). */
  current(): readonly EntityDefinition[] {
    return this.definitions;
  }

  async byName(name: string): Promise<EntityDefinition | undefined> {
    return (await this.all()).find((d) => d.name === name);
  }

  /** The entity call at a path (`operate/entity/x/list`, governments' own paths). */
  async call(path: string): Promise<CallTarget | undefined> {
    await this.ready();
    return this.byPath.get(path.replace(/^\//, ''));
  }

  /** The entity an audit name belongs to, among the definitions known now. */
  byAudit(audit: string): EntityDefinition | undefined {
    return this.definitions.find((d) => entityNames(d).audit === audit);
  }

  ready(): Promise<void> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  /** Reads the definitions again (after a save, here or in another instance). */
  reload(): Promise<void> {
    this.loaded = this.load();
    return this.loaded;
  }

  private async load(): Promise<void> {
    try {
      const rows = await this.db.selectFrom('entity_definitions').select(['document']).orderBy('name').execute();
      this.use(rows.map((row) => JSON.parse(row.document) as EntityDefinition));
    } catch (err) {
      // A failed read is tried again by the next caller, not remembered.
      this.loaded = null;
      throw err;
    }
  }

  /** Puts definitions in force in this process (after they were stored). */
  use(definitions: readonly EntityDefinition[]): void {
    const byPath = new Map<string, CallTarget>();
    for (const entity of definitions) {
      const names = entityNames(entity);
      for (const operation of OPERATIONS) {
        if (operation === 'import' && entity.import === false) continue;
        byPath.set(names.path(operation), { entity, operation });
      }
    }
    this.definitions = definitions;
    this.byPath = byPath;
    this.generation++;
  }
}
