import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { createdAt, localizedText } from './columns';

/** Quality inspection queues of the card list. */
export const qualityInspections = pgTable('quality_inspections', {
  id: serial('id').primaryKey(),
  name: localizedText('name'),
  title: localizedText('title'),
  description: localizedText('description'),
  pendingInspections: integer('pending_inspections').notNull().default(0),
  backlogSeconds: integer('backlog_seconds').notNull().default(0),
  pendingSampling: integer('pending_sampling').notNull().default(0),
  createdAt: createdAt(),
  /** When the running inspection started; null while the queue is idle. */
  inspectingSince: timestamp('inspecting_since', { withTimezone: true }),
  /** Who started it; null while idle, or once that account is deleted (the inspection still runs). */
  inspectedBy: integer('inspected_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Subscribed services: open / cancel / renew. */
export const serviceCards = pgTable('service_cards', {
  id: serial('id').primaryKey(),
  icon: text('icon'),
  title: localizedText('title'),
  description: localizedText('description'),
  enabled: boolean('enabled').notNull(),
  /** End of the contract; null when it does not end. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Content rule presets switched on and off. */
export const rulePresets = pgTable('rule_presets', {
  id: serial('id').primaryKey(),
  title: localizedText('title'),
  description: localizedText('description'),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
