import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { complexes } from './complexes';

/** A 3D building model project of a complex. */
export const bimProjects = pgTable(
  'bim_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [index('bim_projects_complex_id_idx').on(table.complexId)],
);
