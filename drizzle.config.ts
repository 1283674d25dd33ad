// drizzle-kit: `npm run db:generate` writes a new SQL migration into lib/db/migrations after schema.ts changes.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
