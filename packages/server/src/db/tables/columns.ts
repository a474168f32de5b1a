import { customType, date, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Binary content (documents) as PostgreSQL bytea, read and written as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money: numeric(14,2), exchanged with the app as a JS number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const isoDate = (name: string) => date(name, { mode: 'string' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
