import {
  CERTIFICATION_STATUSES,
  LATEST_ACTIVITY_LIMIT,
  MY_PROJECT_LIMIT,
  VISIT_KINDS,
  VISIT_PERIOD_DAYS,
} from '@console/shared/user-centre/constants';
import type { Certification, LatestActivity, MyProject, MyTeam, VisitStat } from '@console/shared/user-centre/schemas';
import { ApiCode, type Locale } from '@console/shared';
import type { AuditLogRow } from '../../kit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format-time';
import { localize, type LocalizedText } from '../../lib/localized-text';
import { translate, isMessageKey, type MessageKey } from '../../i18n/i18n';
import type { UserCentreStore } from './user-centre.store';

const DAY_MS = 24 * 3600_000;

/** Keeps the first `start` and last `end` characters and hides the others, as Arco Design Pro shows such values. */
export function mask(value: string, start: number, end: number): string {
  const chars = [...value];
  if (chars.length <= start + end) return '*'.repeat(chars.length);
  return (
    chars.slice(0, start).join('') + '*'.repeat(chars.length - start - end) + chars.slice(chars.length - end).join('')
  );
}

/**
 * The readable name of an audit entry's record: a name, a username or a number from its snapshots,
 * a sum of money for a wallet's transaction (CNY), else its id.
 */
function recordLabel(row: AuditLogRow, locale: Locale): string {
  for (const snapshot of [row.after, row.before]) {
    const label = snapshot?.name ?? snapshot?.username ?? snapshot?.number ?? snapshot?.activityName;
    if (typeof label === 'string' && label) return label;
    if (label && typeof label === 'object') return localize(label as LocalizedText, locale);
    if (typeof snapshot?.amount === 'number')
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(snapshot.amount);
  }
  return `#${row.entityId}`;
}

/** A localized text of the module's, or the fallback's when the identifier has none. */
function known(locale: Locale, key: string, fallback: MessageKey, params?: Record<string, string>): string {
  return translate(locale, isMessageKey(key) ? key : fallback, params);
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function createUserCentreService(store: UserCentreStore, now: () => Date = () => new Date()) {
  /** The enterprise authentication (masked) and the certification records, newest first. */
  async function certification(userId: number, locale: Locale): Promise<Certification> {
    const [enterprise, records] = await Promise.all([store.enterpriseOf(userId), store.recordsOf(userId)]);
    return {
      enterpriseInfo: enterprise
        ? {
            accountType: enterprise.accountType,
            status: enterprise.status,
            time: formatDateTime(enterprise.certifiedAt),
            legalPerson: mask(enterprise.legalPerson, 0, 1),
            certificateType: known(
              locale,
              `certification.certificateType.${enterprise.certificateType}`,
              'certification.certificateType.other',
            ),
            authenticationNumber: mask(enterprise.authenticationNumber, 2, 2),
            enterpriseName: enterprise.enterpriseName,
            enterpriseCertificateType: known(
              locale,
              `certification.certificateType.${enterprise.enterpriseCertificateType}`,
              'certification.certificateType.other',
            ),
            organizationCode: mask(enterprise.organizationCode, 1, 1),
          }
        : null,
      record: records.map((row) => ({
        id: row.id,
        certificationType: row.certificationType,
        certificationContent: localize(row.content, locale),
        status: row.status,
        time: formatDateTime(row.createdAt),
      })),
    };
  }

  return {
    /** The newest live projects the user takes part in, with their first people. */
    async myProjects(userId: number, locale: Locale): Promise<MyProject[]> {
      const memberId = await store.memberOf(userId);
      if (memberId === undefined) return [];
      const rows = await store.projectsOf(memberId, MY_PROJECT_LIMIT);
      const people = new Map(
        (await store.members([...new Set(rows.flatMap((row) => [row.ownerId, ...row.contributorIds]))])).map((m) => [
          m.id,
          m,
        ]),
      );
      return rows.map((row) => {
        const ids = [row.ownerId, ...row.contributorIds];
        return {
          id: row.id,
          name: localize(row.name, locale),
          description: localize(row.description, locale),
          peopleNumber: ids.length,
          contributors: ids.flatMap((id) => {
            const member = people.get(id);
            return member ? [{ name: localize(member.name, locale), email: member.email, avatar: member.avatar }] : [];
          }),
        };
      });
    },

    /** The user's latest writes (the audit log) and the tasks assigned to them that were done, newest first. */
    async latestActivity(userId: number, avatar: string, locale: Locale): Promise<LatestActivity[]> {
      const memberId = await store.memberOf(userId);
      const [audit, done] = await Promise.all([
        store.auditOf(userId, LATEST_ACTIVITY_LIMIT),
        memberId === undefined ? [] : store.tasksDoneBy(memberId, LATEST_ACTIVITY_LIMIT),
      ]);
      const entries = [
        ...audit.map((row) => ({
          id: row.id,
          kind: 'audit' as const,
          key: `audit:${row.id}`,
          at: row.createdAt,
          title: known(locale, `activity.action.${row.action}`, 'activity.action.change', {
            entity: known(locale, `activity.entity.${row.entityType}`, 'activity.entity.record'),
          }),
          description: recordLabel(row, locale),
        })),
        ...done.flatMap((task) =>
          task.completedAt
            ? [
                {
                  id: task.id,
                  kind: 'taskDone' as const,
                  key: `taskDone:${task.id}`,
                  at: task.completedAt,
                  title: translate(locale, 'activity.taskDone'),
                  description: `${task.number} ${localize(task.name, locale)}`,
                },
              ]
            : [],
        ),
      ];
      return entries
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, LATEST_ACTIVITY_LIMIT)
        .map(({ at, ...entry }) => ({ ...entry, avatar, time: at.toISOString() }));
    },

    async myTeams(userId: number, locale: Locale): Promise<MyTeam[]> {
      const memberId = await store.memberOf(userId);
      if (memberId === undefined) return [];
      return (await store.teamsOf(memberId)).map((team) => ({
        id: team.id,
        name: localize(team.name, locale),
        avatar: team.avatar,
        peopleNumber: team.peopleNumber,
      }));
    },

    /** Visits of the home page and of the project pages in the last period, against the period before. */
    async visits(userId: number, locale: Locale): Promise<VisitStat[]> {
      const tomorrow = utcDay(now().getTime() + DAY_MS);
      const start = utcDay(now().getTime() - (VISIT_PERIOD_DAYS - 1) * DAY_MS);
      const before = utcDay(now().getTime() - (2 * VISIT_PERIOD_DAYS - 1) * DAY_MS);
      const [current, previous] = await Promise.all([
        store.visits(userId, start, tomorrow),
        store.visits(userId, before, start),
      ]);
      return VISIT_KINDS.map((key) => {
        const visits = current.get(key) ?? 0;
        const earlier = previous.get(key) ?? 0;
        return {
          key,
          name: translate(locale, `visits.${key}`),
          visits,
          previousVisits: earlier,
          growth: earlier === 0 ? 0 : Math.round(((visits - earlier) / earlier) * 10_000) / 100,
        };
      });
    },

    certification,

    /** Withdraws a record still auditing; 409 once it is decided or withdrawn, 404 when it is not the user's. */
    async withdraw(userId: number, id: number, locale: Locale): Promise<Certification> {
      if (!(await store.moveRecord(userId, id, CERTIFICATION_STATUSES.auditing, CERTIFICATION_STATUSES.withdrawn))) {
        if (await store.findRecord(userId, id))
          throw new AppError(409, ApiCode.conflict, 'errors.certificationNotAuditing');
        throw notFound();
      }
      return certification(userId, locale);
    },
  };
}

export type UserCentreService = ReturnType<typeof createUserCentreService>;
