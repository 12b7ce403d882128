import { isDeepStrictEqual } from 'node:util';
import { ApiCode, type Locale } from '@console/shared';
import type { AuditAction } from '@console/shared/audit/constants';
import {
  DEFAULT_PARAMETERS,
  PARAMETER_REQUEST_STATUSES,
  type ParameterChangeScope,
} from '@console/shared/parameter/constants';
import type {
  ApprovedParameters,
  OperationLogQuery,
  OperationLogRow,
  ParameterRequest,
  ParameterSet,
  ProfileBasic,
} from '@console/shared/parameter/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { AppError, notFound } from '../../lib/app-error';
import { asTyped, localize } from '../../lib/localized-text';
import type { ParameterStore, ParameterRequestRow } from './parameter.store';
import './parameter.messages';

type Decision = 'passed' | 'cancelled';

const AUDIT_ACTIONS: Record<Decision, AuditAction> = { passed: 'approve', cancelled: 'cancel' };

/** The parameters a request asks for, its description in the caller's language. */
const parametersOf = (row: ParameterRequestRow, locale: Locale): ParameterSet => ({
  video: row.video,
  audio: row.audio,
  description: localize(row.description, locale),
});

/** What `next` changes compared with `current`; undefined when nothing. */
export function changeScope(current: ParameterSet, next: ParameterSet): ParameterChangeScope | undefined {
  // Deep, whatever the key order (jsonb answers keys in its own order).
  const video = !isDeepStrictEqual(current.video, next.video);
  const audio = !isDeepStrictEqual(current.audio, next.audio);
  if (video && audio) return 'videoAudio';
  if (video) return 'video';
  if (audio) return 'audio';
  return current.description === next.description ? undefined : 'description';
}

export const toParameterRequest = (row: ParameterRequestRow, locale: Locale): ParameterRequest => ({
  id: row.id,
  contentNumber: row.contentNumber,
  status: row.status,
  scope: row.scope,
  ...parametersOf(row, locale),
  requesterName: row.requesterName,
  submittedTime: row.createdAt.toISOString(),
  decidedTime: row.decidedAt?.toISOString() ?? null,
  deciderName: row.deciderName,
});

const toApproved = (row: ParameterRequestRow | undefined, locale: Locale): ApprovedParameters =>
  row
    ? { ...parametersOf(row, locale), approvedTime: row.decidedAt?.toISOString() ?? null }
    : { ...DEFAULT_PARAMETERS, approvedTime: null };

const toLogRow = (row: ParameterRequestRow, locale: Locale): OperationLogRow => ({
  key: String(row.id),
  contentNumber: row.contentNumber,
  updateContent: translate(locale, `parameter.scope.${row.scope}`),
  status: PARAMETER_REQUEST_STATUSES.indexOf(row.status),
  updateTime: (row.decidedAt ?? row.createdAt).toISOString(),
  id: row.id,
  scope: row.scope,
});

/** The 1-based step of the approval flow (commit, approval, finish) the latest request stands at. */
function approvalStep(latest: ParameterRequestRow | undefined): number {
  if (!latest) return 1;
  return latest.status === 'passed' ? 3 : 2;
}

/**
 * Parameter changes: the group form asks for one (at most one waits at a time), an administrator
 * approves it (its parameters become current) or cancels it. Each write and its audit entry share
 * a transaction; a decision applies only to a request still auditing (docs/decisions/016).
 */
export function createParameterService(uow: UnitOfWork<{ requests: ParameterStore; audit: AuditStore }>) {
  const { requests } = uow.read;

  const decide = (actor: Actor, id: number, decision: Decision, locale: Locale): Promise<ParameterRequest> =>
    uow.transaction(async ({ requests: repository, audit }) => {
      const moved = await repository.decide(id, decision, actor.userId);
      const row = await repository.findById(id);
      if (!row) throw notFound();
      if (!moved)
        throw new AppError(409, ApiCode.conflict, 'errors.parameterRequestDecided', {
          data: { current: toParameterRequest(row, locale) },
        });
      await audit.record({
        actorId: actor.userId,
        action: AUDIT_ACTIONS[decision],
        entityType: 'parameterRequest',
        entityId: id,
        before: { status: 'auditing' },
        after: { status: decision },
      });
      return toParameterRequest(row, locale);
    });

  return {
    /** Asks for `input` to become the current parameters; 409 while another request waits, 400 when nothing changes. */
    request: (actor: Actor, input: ParameterSet, locale: Locale): Promise<ParameterRequest> =>
      uow.transaction(async ({ requests: repository, audit }) => {
        const pending = await repository.findAuditing();
        if (pending) {
          throw new AppError(409, ApiCode.conflict, 'errors.parameterRequestPending', {
            data: { current: toParameterRequest(pending, locale) },
            params: { number: pending.contentNumber },
          });
        }
        const [current] = await repository.approved(1);
        const scope = changeScope(current ? parametersOf(current, locale) : DEFAULT_PARAMETERS, input);
        if (!scope) throw new AppError(400, ApiCode.validation, 'errors.parametersUnchanged');
        const id = await repository.insert({
          status: 'auditing',
          scope,
          video: input.video,
          audio: input.audio,
          description: asTyped(input.description),
          requesterId: actor.userId,
        });
        await audit.record({
          actorId: actor.userId,
          action: 'create',
          entityType: 'parameterRequest',
          entityId: id,
          after: { scope, ...input },
        });
        const row = await repository.findById(id);
        if (!row) throw new Error(`request ${id} vanished in its own transaction`);
        return toParameterRequest(row, locale);
      }),

    approve: (actor: Actor, id: number, locale: Locale) => decide(actor, id, 'passed', locale),
    cancel: (actor: Actor, id: number, locale: Locale) => decide(actor, id, 'cancelled', locale),

    /** The current parameters (the latest approved, or the defaults), the ones before them, and the latest request. */
    async profile(locale: Locale): Promise<ProfileBasic> {
      const [latest, [current, previous]] = await Promise.all([requests.latest(), requests.approved(2)]);
      return {
        status: approvalStep(latest),
        ...toApproved(current, locale),
        original: current ? toApproved(previous, locale) : null,
        latestRequest: latest ? toParameterRequest(latest, locale) : null,
      };
    },

    /** One page of the operation log, newest first, and the number of rows of every page. */
    async log(query: OperationLogQuery, locale: Locale): Promise<{ rows: OperationLogRow[]; total: number }> {
      const { rows, total } = await requests.page(query);
      return { rows: rows.map((row) => toLogRow(row, locale)), total };
    },
  };
}

export type ParameterService = ReturnType<typeof createParameterService>;
