import { ApiCode, type AuditSnapshot } from '@console/shared';
import type { AuditAction, AuditEntityType } from '@console/shared/audit/constants';
import type { UnitOfWork } from '../db/unit-of-work';
import type { MessageKey } from '../i18n/i18n';
import { AppError, notFound } from '../lib/app-error';
import { changedFields, type AuditStore } from './audit';

/** Who writes: the signed-in account the audit log names. */
export interface Actor {
  userId: number;
}

/** The single-row writes `auditedWrites` needs (`versionedRows` gives them). */
export interface VersionedRepository<Row, Insert> {
  findById(id: number): Promise<Row | undefined>;
  insert(values: Insert): Promise<Row>;
  updateAtVersion(id: number, version: number, changes: Partial<Insert>): Promise<Row | undefined>;
  deleteByIds(ids: readonly number[]): Promise<Row[]>;
}

export interface WriteRepositories<Row, Insert> {
  rows: VersionedRepository<Row, Insert>;
  audit: AuditStore;
}

export interface AuditedWritesConfig<Row, Dto, R> {
  /** The audit log's name for these records. */
  entityType: AuditEntityType;
  /** What the audit log keeps of a record (a create or delete keeps all of it, an update the changed fields). */
  snapshot: (row: Row) => AuditSnapshot;
  /**
   * The record as the API answers it; a 409 carries it as `data.current`. It runs inside the
   * write's transaction and may read through its repositories (names of related records).
   */
  toDto: (row: Row, repositories: R) => Dto | Promise<Dto>;
  /** The 409's message when the record changed since the client read it. */
  conflictMessage?: MessageKey;
  /** The record an entry belongs under (`project:3`), so that record's activity lists it. */
  scope?: (row: Row) => string;
  /**
   * A rule over all the records that every update and delete must keep (an active administrator
   * remains): `lock`, when the write's own row locks do not suffice, runs first in the write's
   * transaction, so that concurrent writes take turns, and `check` after the change, refusing it
   * by throwing, which rolls it back.
   */
  invariant?: { lock?(repositories: R): Promise<void>; check(repositories: R): Promise<void> };
}

/** An update's changes, or how to compute them from the record as it is (inside the transaction). */
export type Changes<Row, Insert> = Partial<Insert> | ((before: Row) => Partial<Insert>);

/**
 * A list's writes, each in one transaction with its audit entries: create; update at the version
 * the client read (404 for an unknown id, 409 with the record as it is now when it moved on);
 * delete one or many. A refused or failed write leaves no entry (docs/decisions/004).
 */
export function auditedWrites<
  Row extends { id: number; version: number },
  Insert,
  Dto,
  R extends WriteRepositories<Row, Insert>,
>(
  uow: UnitOfWork<R>,
  {
    entityType,
    snapshot,
    toDto,
    conflictMessage = 'errors.versionConflict',
    scope,
    invariant,
  }: AuditedWritesConfig<Row, Dto, R>,
) {
  /** Runs `work` in a transaction that keeps the invariant. */
  const keeping = <T>(work: (repositories: R) => Promise<T>): Promise<T> =>
    uow.transaction(async (repositories) => {
      await invariant?.lock?.(repositories);
      const result = await work(repositories);
      await invariant?.check(repositories);
      return result;
    });
  const scoped = (row: Row) => (scope ? { scope: scope(row) } : {});
  const versionConflict = async (current: Row, repositories: R) =>
    new AppError(409, ApiCode.conflict, conflictMessage, { data: { current: await toDto(current, repositories) } });

  const removeMany = (actor: Actor, ids: readonly number[]): Promise<{ deleted: number }> =>
    keeping(async ({ rows, audit }) => {
      const deleted = await rows.deleteByIds([...new Set(ids)]);
      await audit.record(
        ...deleted.map((row) => ({
          actorId: actor.userId,
          action: 'delete' as const,
          entityType,
          entityId: row.id,
          before: snapshot(row),
          ...scoped(row),
        })),
      );
      return { deleted: deleted.length };
    });

  return {
    create: (actor: Actor, values: Insert): Promise<Dto> =>
      uow.transaction(async (repositories) => {
        const row = await repositories.rows.insert(values);
        await repositories.audit.record({
          actorId: actor.userId,
          action: 'create',
          entityType,
          entityId: row.id,
          after: snapshot(row),
          ...scoped(row),
        });
        return toDto(row, repositories);
      }),

    /** Applies `changes` at `version`; `action` names the write in the audit log. */
    update: (
      actor: Actor,
      id: number,
      version: number,
      changes: Changes<Row, Insert>,
      action: AuditAction = 'update',
    ): Promise<Dto> =>
      keeping(async (repositories) => {
        const { rows, audit } = repositories;
        const before = await rows.findById(id);
        if (!before) throw notFound();
        if (before.version !== version) throw await versionConflict(before, repositories);
        const after = await rows.updateAtVersion(
          id,
          version,
          typeof changes === 'function' ? changes(before) : changes,
        );
        if (!after) {
          // Changed or deleted by another request since it was read above.
          const current = await rows.findById(id);
          throw current ? await versionConflict(current, repositories) : notFound();
        }
        await audit.record({
          actorId: actor.userId,
          action,
          entityType,
          entityId: id,
          ...changedFields(snapshot(before), snapshot(after)),
          ...scoped(after),
        });
        return toDto(after, repositories);
      }),

    /** Deletes one record; 404 when it does not exist. */
    async remove(actor: Actor, id: number): Promise<{ deleted: number }> {
      const result = await removeMany(actor, [id]);
      if (result.deleted === 0) throw notFound();
      return result;
    },

    /** Deletes the records among `ids` that exist; answers how many went. */
    removeMany,
  };
}
