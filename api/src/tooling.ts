// The parts of the API the workspace's tools use (tools/: npm start's settings check and demo
// accounts, the chaos suite and the list benches), as the package export `@studyhub/api/tooling`:
// loaded from the API's build, typed from these sources.
export { AssignmentsRepository } from './assignments/assignments.repository.js';
export { toAssignment } from './assignments/assignment.mapper.js';
export { parseConfig } from './config/config.js';
export { openDatabase, type DatabaseHandle } from './db/database.js';
export { DEMO_USERS } from './seed/demo-users.js';
export type { ListFilter } from './assignments/assignments.repository.js';
export type { AppConfig } from './config/config.js';
