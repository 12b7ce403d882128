import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { VisitKind } from '@console/shared/user-centre/constants';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';
import { members, projects, tasks } from '../../db/schema/projects';
import {
  certificationRecords,
  enterpriseCertifications,
  teamMembers,
  teams,
  userMembers,
  userVisitDays,
} from '../../db/schema/user-centre';

export type EnterpriseRow = typeof enterpriseCertifications.$inferSelect;
export type CertificationRecordRow = typeof certificationRecords.$inferSelect;

/** The user centre's SQL: what the user's entry of the team directory takes part in, and the user's own rows. */
export function createUserCentreStore(db: Db) {
  return {
    /** The user's entry in the team directory, when the account has one. */
    async memberOf(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: userMembers.memberId })
        .from(userMembers)
        .where(eq(userMembers.userId, userId));
      return row?.memberId;
    },

    /** The newest live projects the member owns or contributes to. */
    async projectsOf(memberId: number, limit: number) {
      return db
        .select()
        .from(projects)
        .where(
          and(
            eq(projects.archived, false),
            or(eq(projects.ownerId, memberId), sql`${memberId} = any(${projects.contributorIds})`),
          ),
        )
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit);
    },

    async members(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(members)
        .where(inArray(members.id, [...ids]));
    },

    /** The actor's newest audit entries. */
    async auditOf(userId: number, limit: number) {
      return (
        db
          .select()
          .from(auditLogs)
          // Sign-ins are not activity: they are listed with the security events.
          .where(and(eq(auditLogs.actorId, userId), ne(auditLogs.action, 'signIn')))
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(limit)
      );
    },

    /** The member's tasks done most recently. */
    async tasksDoneBy(memberId: number, limit: number) {
      return db
        .select({ id: tasks.id, number: tasks.number, name: tasks.name, completedAt: tasks.completedAt })
        .from(tasks)
        .where(and(eq(tasks.assigneeId, memberId), isNotNull(tasks.completedAt)))
        .orderBy(desc(tasks.completedAt), desc(tasks.id))
        .limit(limit);
    },

    /** The member's teams with the number of people in each. */
    async teamsOf(memberId: number) {
      const mine = db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.memberId, memberId));
      return db
        .select({ id: teams.id, name: teams.name, avatar: teams.avatar, peopleNumber: count(teamMembers.memberId) })
        .from(teams)
        .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(inArray(teams.id, mine))
        .groupBy(teams.id)
        .orderBy(asc(teams.id));
    },

    /** The user's visits per kind from `from` (a UTC day) up to, not including, `to`. */
    async visits(userId: number, from: string, to: string): Promise<Map<VisitKind, number>> {
      const rows = await db
        .select({ kind: userVisitDays.kind, visits: sum(userVisitDays.visits).mapWith(Number) })
        .from(userVisitDays)
        .where(and(eq(userVisitDays.userId, userId), gte(userVisitDays.day, from), lt(userVisitDays.day, to)))
        .groupBy(userVisitDays.kind);
      return new Map(rows.map((row) => [row.kind, row.visits]));
    },

    async enterpriseOf(userId: number): Promise<EnterpriseRow | undefined> {
      const [row] = await db.select().from(enterpriseCertifications).where(eq(enterpriseCertifications.userId, userId));
      return row;
    },

    async recordsOf(userId: number): Promise<CertificationRecordRow[]> {
      return db
        .select()
        .from(certificationRecords)
        .where(eq(certificationRecords.userId, userId))
        .orderBy(desc(certificationRecords.createdAt), desc(certificationRecords.id));
    },

    async findRecord(userId: number, id: number): Promise<CertificationRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(certificationRecords)
        .where(and(eq(certificationRecords.id, id), eq(certificationRecords.userId, userId)));
      return row;
    },

    /** Moves the user's record from one status to another; false when it is not in `from` (or not the user's). */
    async moveRecord(userId: number, id: number, from: number, to: number): Promise<boolean> {
      const moved = await db
        .update(certificationRecords)
        .set({ status: to })
        .where(
          and(
            eq(certificationRecords.id, id),
            eq(certificationRecords.userId, userId),
            eq(certificationRecords.status, from),
          ),
        )
        .returning({ id: certificationRecords.id });
      return moved.length > 0;
    },
  };
}

export type UserCentreStore = ReturnType<typeof createUserCentreStore>;
