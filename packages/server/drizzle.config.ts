// `npm run db:generate -w @quiver/server` diffs src/db/schema.ts, src/db/schema-billing.ts and
// src/db/schema-vpc.ts (which build on it) into SQL under drizzle/ (no database needed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-billing.ts', './src/db/schema-vpc.ts'],
  out: './drizzle',
});
