import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row of `table` from its `to_json(…)` in SQL (a function answering several tables' rows in one statement), mapped
 * as Drizzle maps the driver's values: timestamps to Date, bigint ids to numbers, json as is.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const v = json[column.name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as InferSelectModel<T>;
}
