import { asc, eq, sql } from 'drizzle-orm';
import { SERVICE_RENEWAL_MONTHS } from '@console/shared/card-list/constants';
import type { Db } from '../../db/client';
import { qualityInspections, rulePresets, serviceCards } from '../../db/schema/cards';

export type QualityInspectionRow = typeof qualityInspections.$inferSelect;
export type RulePresetRow = typeof rulePresets.$inferSelect;

/** A service card with whether its contract has ended, judged by the database clock. */
const serviceColumns = {
  id: serviceCards.id,
  icon: serviceCards.icon,
  title: serviceCards.title,
  description: serviceCards.description,
  enabled: serviceCards.enabled,
  expiresAt: serviceCards.expiresAt,
  expired: sql<boolean>`coalesce(${serviceCards.expiresAt} <= now(), false)`,
};
export type ServiceCardRow = Omit<typeof serviceCards.$inferSelect, 'updatedAt'> & { expired: boolean };

export function createCardListStore(db: Db) {
  return {
    listQualityInspections: () => db.select().from(qualityInspections).orderBy(asc(qualityInspections.id)),

    listServices: (): Promise<ServiceCardRow[]> =>
      db.select(serviceColumns).from(serviceCards).orderBy(asc(serviceCards.id)),

    async findService(id: number): Promise<ServiceCardRow | undefined> {
      const [row] = await db.select(serviceColumns).from(serviceCards).where(eq(serviceCards.id, id));
      return row;
    },

    async setServiceEnabled(id: number, enabled: boolean): Promise<ServiceCardRow | undefined> {
      const [row] = await db
        .update(serviceCards)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(serviceCards.id, id))
        .returning(serviceColumns);
      return row;
    },

    /** Extends the contract from today or from its end, whichever is later, and turns the service on. */
    async renewService(id: number): Promise<ServiceCardRow | undefined> {
      const [row] = await db
        .update(serviceCards)
        .set({
          enabled: true,
          expiresAt: sql`greatest(coalesce(${serviceCards.expiresAt}, now()), now()) + make_interval(months => ${SERVICE_RENEWAL_MONTHS})`,
          updatedAt: sql`now()`,
        })
        .where(eq(serviceCards.id, id))
        .returning(serviceColumns);
      return row;
    },

    listPresets: () => db.select().from(rulePresets).orderBy(asc(rulePresets.id)),

    async findPreset(id: number): Promise<RulePresetRow | undefined> {
      const [row] = await db.select().from(rulePresets).where(eq(rulePresets.id, id));
      return row;
    },

    async setPresetEnabled(id: number, enabled: boolean): Promise<RulePresetRow | undefined> {
      const [row] = await db
        .update(rulePresets)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(rulePresets.id, id))
        .returning();
      return row;
    },
  };
}

export type CardListStore = ReturnType<typeof createCardListStore>;
