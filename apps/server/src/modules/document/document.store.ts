import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DocumentContent } from '@console/shared/document/schemas';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { withAccountLocked } from '../../kit/account-lock';

export type DocumentRow = typeof documents.$inferSelect;
const summary = {
  id: documents.id,
  name: documents.name,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  version: documents.version,
};
export type DocumentSummaryRow = Pick<DocumentRow, keyof typeof summary>;

/** The documents' SQL; every statement names the owner, so no account reaches another's. */
export function createDocumentStore(db: Db) {
  const own = (userId: number, id: number) => and(eq(documents.userId, userId), eq(documents.id, id));
  return {
    async list(userId: number): Promise<DocumentSummaryRow[]> {
      return db
        .select(summary)
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.updatedAt), desc(documents.id));
    },

    async find(userId: number, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(own(userId, id));
      return row;
    },

    async findSummary(userId: number, id: number): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db.select(summary).from(documents).where(own(userId, id));
      return row;
    },

    /** A new document of `userId`, unless the account has `limit` already (undefined then). */
    insertWithin(
      userId: number,
      name: string,
      content: DocumentContent,
      limit: number,
    ): Promise<DocumentRow | undefined> {
      return withAccountLocked(db, userId, async (tx) => {
        const [found] = await tx.select({ total: count() }).from(documents).where(eq(documents.userId, userId));
        if ((found?.total ?? 0) >= limit) return undefined;
        const [row] = await tx.insert(documents).values({ userId, name, content }).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** Applies `changes` only at `version`; undefined when the document moved on (or is not the owner's). */
    async updateAtVersion(
      userId: number,
      id: number,
      version: number,
      changes: Partial<Pick<DocumentRow, 'name' | 'content'>>,
    ): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ ...changes, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
        .where(and(own(userId, id), eq(documents.version, version)))
        .returning(summary);
      return row;
    },

    async remove(userId: number, id: number): Promise<number> {
      return (await db.delete(documents).where(own(userId, id)).returning({ id: documents.id })).length;
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
