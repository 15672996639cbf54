// `npm run db:generate -w @quiver/server` diffs src/db/schema.ts into SQL under drizzle/ (no database needed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
