import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { grades } from './catalog.schema.js';

export async function listGrades(ex: Executor) {
  return ex.select().from(grades).orderBy(asc(grades.sortOrder));
}
