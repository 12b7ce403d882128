import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { SERVICE_RENEWAL_MONTHS } from '@console/shared/card-list/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { qualityInspections, rulePresets, serviceCards } from '../../db/schema/cards';

/** A queue with the name of who started its inspection: the account's name, else its username. */
const inspectionColumns = {
  ...getTableColumns(qualityInspections),
  inspectorName: sql<
    string | null
  >`(select coalesce(nullif(${users.name}, ''), ${users.username}) from ${users} where ${users.id} = ${qualityInspections.inspectedBy})`,
};
export type QualityInspectionRow = typeof qualityInspections.$inferSelect & { inspectorName: string | null };
export type NewQualityInspection = Pick<typeof qualityInspections.$inferInsert, 'name' | 'title' | 'description'>;
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
    listQualityInspections: (): Promise<QualityInspectionRow[]> =>
      db.select(inspectionColumns).from(qualityInspections).orderBy(asc(qualityInspections.id)),

    /** The queue, locked until the transaction ends, so that two starts of one queue take turns. */
    async lockQualityInspection(id: number): Promise<QualityInspectionRow | undefined> {
      const [row] = await db
        .select(inspectionColumns)
        .from(qualityInspections)
        .where(eq(qualityInspections.id, id))
        .for('update');
      return row;
    },

    /**
     * A new queue, unless `limit` queues exist (undefined then). The table lock makes parallel
     * creations count one after the other, so that none of them passes the limit.
     */
    async insertQualityInspectionWithin(
      values: NewQualityInspection,
      limit: number,
    ): Promise<QualityInspectionRow | undefined> {
      await db.execute(sql`lock table ${qualityInspections} in share row exclusive mode`);
      const [existing] = await db.select({ total: count() }).from(qualityInspections);
      if ((existing?.total ?? 0) >= limit) return undefined;
      const [row] = await db.insert(qualityInspections).values(values).returning(inspectionColumns);
      return row;
    },

    /** Starts the queue's inspection by `userId`, or stops it (`userId` null). */
    async setInspection(id: number, userId: number | null): Promise<QualityInspectionRow | undefined> {
      const [row] = await db
        .update(qualityInspections)
        .set({ inspectingSince: userId === null ? null : sql`now()`, inspectedBy: userId })
        .where(eq(qualityInspections.id, id))
        .returning(inspectionColumns);
      return row;
    },

    async deleteQualityInspection(id: number): Promise<QualityInspectionRow | undefined> {
      const [row] = await db
        .delete(qualityInspections)
        .where(eq(qualityInspections.id, id))
        .returning(inspectionColumns);
      return row;
    },

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
