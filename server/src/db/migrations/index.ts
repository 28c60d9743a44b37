// Ordered migrations, provided in code and applied at start-up.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from '../index.js';
import type { DB } from '../schema.js';
import { MigrationError } from '../../start-errors.js';
import { areasAndAccounts } from './0001_areas_and_accounts.js';
import { operations } from './0002_operations.js';
import { system } from './0003_system.js';
import { companyLists } from './0004_company_lists.js';
import { adminIndexes } from './0005_admin_indexes.js';
import { accountListIndexes } from './0006_account_list_indexes.js';
import { tableVersions } from './0007_table_versions.js';
import { security } from './0008_security.js';
import { audit } from './0009_audit.js';
import { checkPointRadius } from './0011_check_point_radius.js';
import { savedViews } from './0012_saved_views.js';
import { auditSearch } from './0013_audit_search.js';
import { idempotencyKeys } from './0014_idempotency_keys.js';
import { auditList } from './0015_audit_list.js';
import { keepStatistics } from '../statistics.js';
import { recordVersions } from './0016_record_versions.js';
import { changeNotifications } from './0017_change_notifications.js';
import { secondFactorAndSessions } from './0018_second_factor_and_sessions.js';
import { uniqueGovernmentNames } from './0019_unique_government_names.js';
import { entityDefinitions } from './0020_entity_definitions.js';
import { entityCounters } from './0021_entity_counters.js';
import { files } from './0022_files.js';
import { appSessions } from './0023_app_sessions.js';
import { appTrails } from './0024_app_trails.js';
import { appInspections } from './0025_app_inspections.js';
import { definitionVersions } from './0026_definition_versions.js';
import { positionNotifications } from './0027_position_notifications.js';
import { jurisdictions } from './0028_jurisdictions.js';
import { trailPartitions } from './0029_trail_partitions.js';
import { jurisdictionReads } from './0030_jurisdiction_reads.js';

/** Keys sort in application order; never rename or reorder an applied migration. */
function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_areas_and_accounts': areasAndAccounts(dialect),
    '0002_operations': operations(dialect),
    '0003_system': system(dialect),
    '0004_company_lists': companyLists(dialect),
    '0005_admin_indexes': adminIndexes(),
    '0006_account_list_indexes': accountListIndexes(),
    '0007_table_versions': tableVersions(dialect),
    '0008_security': security(),
    '0009_audit': audit(dialect),
    '0011_check_point_radius': checkPointRadius(),
    '0012_saved_views': savedViews(dialect),
    '0013_audit_search': auditSearch(dialect),
    '0014_idempotency_keys': idempotencyKeys(dialect),
    '0015_audit_list': auditList(dialect),
    '0016_record_versions': recordVersions(),
    '0017_change_notifications': changeNotifications(dialect),
    '0018_second_factor_and_sessions': secondFactorAndSessions(dialect),
    '0019_unique_government_names': uniqueGovernmentNames(),
    '0020_entity_definitions': entityDefinitions(),
    '0021_entity_counters': entityCounters(),
    '0022_files': files(dialect),
    '0023_app_sessions': appSessions(dialect),
    '0024_app_trails': appTrails(),
    '0025_app_inspections': appInspections(),
    '0026_definition_versions': definitionVersions(),
    '0027_position_notifications': positionNotifications(dialect),
    '0028_jurisdictions': jurisdictions(),
    '0029_trail_partitions': trailPartitions(dialect),
    '0030_jurisdiction_reads': jurisdictionReads(dialect),
  };
}

class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

/**
 * Brings the schema up to date, then the planner's statistics (db/statistics.ts: tables never
 * analysed, or changed a lot since, as after a bulk load or a restore); throws when a migration
 * fails. Answers the migrations applied.
 */
export async function migrateToLatest(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new CodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error')?.migrationName, error);
  // Statistics only speed plans up: a database that cannot be written now (a backup holding
  // its lock) still starts, and is analysed at the next start or bulk write.
  await keepStatistics(db, dialect).catch(() => []);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
