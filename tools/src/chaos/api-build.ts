// The API's build (api/dist) as the chaos run and the benches load it: the parts they use, typed
// here after the API's sources (named beside each type), since the build has no declarations and
// the tools may not import the API's sources. Import only after the API's build.
import type { AssignmentSortField, Assignment, Difficulty } from '@studyhub/contracts';
import type { SQL } from 'drizzle-orm';

/** api/src/config/config.ts, AppConfig['database']. */
export type DatabaseConfig = { driver: 'postgres'; url: string } | { driver: 'pglite'; dir: string };

/** api/src/db/database.ts, Database: a drizzle database; the tools only run raw statements on it. */
export interface ApiDatabase {
  /** node-postgres and PGlite answer `{ rows }` (see RawResult). */
  execute(query: SQL): Promise<unknown>;
}

/** What `execute` answers. */
export interface RawResult<Row> {
  rows?: Row[];
}

/** api/src/db/database.ts, DatabaseHandle. */
export interface DatabaseHandle {
  db: ApiDatabase;
  close(): Promise<void>;
}

/** api/src/db/schema.ts, AssignmentRow: passed on to toAssignment, never read here. */
export type AssignmentRow = Record<string, unknown>;

/** api/src/assignments/assignments.repository.ts, ListFilter (without the caller's views). */
export interface ListFilter {
  difficulty?: Difficulty;
  search?: string;
  sort?: AssignmentSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One page of the list, with its total (api/src/db/page-total.ts, PageTotal). */
export interface ListPage {
  rows: AssignmentRow[];
  total: number;
  /** False when the count stopped at the cap: `total` is then a lower bound. */
  exact: boolean;
}

/** api/src/assignments/assignments.repository.ts, AssignmentsRepository: the list only. */
export interface AssignmentsRepository {
  list(filter: ListFilter): Promise<ListPage>;
}

export interface DatabaseModule {
  openDatabase(config: DatabaseConfig): Promise<DatabaseHandle>;
}

export interface RepositoryModule {
  AssignmentsRepository: new (db: ApiDatabase) => AssignmentsRepository;
}

export interface MapperModule {
  /** Row to the API's JSON (the owner's email only for `callerUid`, which the tools never pass). */
  toAssignment(row: AssignmentRow): Assignment;
}

/** `path` inside api/dist, resolved from this file. */
const load = <T>(path: string) => import(`../../../api/dist/${path}`) as Promise<T>;

export const importDatabaseModule = () => load<DatabaseModule>('db/database.js');
export const importRepositoryModule = () => load<RepositoryModule>('assignments/assignments.repository.js');
export const importMapperModule = () => load<MapperModule>('assignments/assignment.mapper.js');
