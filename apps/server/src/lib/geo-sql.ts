import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Great-circle distance in km (2 decimals, spec 9) from a position to a point held in two columns; null when the
 * point is missing. The one SQL home of list distances (events and rides, nearest first); a clock-in's distance in
 * metres is decided in TypeScript (modules/ride/geo.ts).
 */
export const greatCircleKm = (latCol: AnyPgColumn, lngCol: AnyPgColumn, lat: number, lng: number) =>
  sql<number | null>`case when ${latCol} is null or ${lngCol} is null then null else round((6371 * 2 * asin(sqrt(
      power(sin(radians(${latCol} - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${latCol})) * power(sin(radians(${lngCol} - ${lng}) / 2), 2)
    )))::numeric, 2)::float8 end`;
