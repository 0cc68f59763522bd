// The API's code the chaos run and the benches use: its package export `@studyhub/api/tooling`,
// the API's build at run time (load it only after the build), typed from the API's sources.
import type { AppConfig, DatabaseHandle, ListFilter } from '@studyhub/api/tooling';

export type { DatabaseHandle, ListFilter };

/** Where the API keeps its data: PostgreSQL by URL, or a PGlite directory. */
export type DatabaseConfig = AppConfig['database'];

/** What a raw statement answers (node-postgres and PGlite both give `{ rows }`). */
export interface RawResult<Row> {
  rows?: Row[];
}

/** The API's tooling module, loaded from its build. */
export const loadApi = () => import('@studyhub/api/tooling');
