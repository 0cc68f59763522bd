// drizzle-kit generates the SQL in src/db/migrations from the schema; both drivers apply it.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
