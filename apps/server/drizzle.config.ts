import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables, plus one file per feature area under schema/.
  schema: ['./src/db/schema.ts', './src/db/schema/*.ts'],
  out: './drizzle',
});
