import type { Locale } from '@console/shared';
import { POLICY_STATUSES, type PolicyStatus } from '@console/shared/policy/constants';
import type { AssistantConfig } from '../../config';
import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import { createAuditRepository } from '../../kit/audit';
import type { SessionContext } from '../../lib/session-context';
import { createPolicyService } from '../policy/policy.service';
import { createPolicyStore } from '../policy/policy.store';
import { createTaskService } from '../task/task.service';
import { createTaskStore } from '../task/task.store';
import { createVisualizationService } from '../visualization/visualization.service';
import { createVisualizationStore } from '../visualization/visualization.store';
import { createWorkplaceStore } from '../workplace/workplace.store';
import { createWorkplaceService } from '../workplace/workplace.service';
import { revealGradually } from './completion-stream';
import type { PreparedCompletion } from './conversation.service';
import { createOfflineAssistant, type AssistantSources } from './offline-assistant';
import { streamFromProvider } from './provider';

/** The figures the built-in assistant answers with, each from the service of the screen that shows it. */
function createAssistantSources(db: Db) {
  const workplace = createWorkplaceService(unitOfWork(db, (tx) => ({ workplace: createWorkplaceStore(tx) })));
  const analysis = createVisualizationService(createVisualizationStore(db));
  const tasks = createTaskService(
    unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditRepository(tx) })),
  );
  const policies = createPolicyService(
    unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditRepository(tx) })),
  );
  return (session: SessionContext, locale: Locale): AssistantSources => ({
    workplaceStats: () => workplace.stats(session),
    async topAuthors() {
      const period = analysis.period({});
      return { ...(await analysis.popularAuthors(period, locale)), from: period.from, to: period.to };
    },
    tasksInProgress: (limit) =>
      tasks.page(
        { status: 'inProgress', sortField: 'finishTime', sortOrder: 'ascend', current: 1, pageSize: limit },
        locale,
      ),
    async policiesByStatus() {
      const totals = await Promise.all(
        POLICY_STATUSES.map(
          async (status) => [status, (await policies.page({ status, current: 1, pageSize: 1 }, locale)).total] as const,
        ),
      );
      return Object.fromEntries(totals) as Record<PolicyStatus, number>;
    },
  });
}

/**
 * Where answers come from: the provider when one is configured, else the built-in assistant. Either
 * way an answer is a stream of pieces that aborting the signal stops.
 */
export function createAnswerSource(
  db: Db,
  { provider, revealPieceMs }: Pick<AssistantConfig, 'provider' | 'revealPieceMs'>,
) {
  const sourcesFor = createAssistantSources(db);
  return (prepared: PreparedCompletion, session: SessionContext, locale: Locale) =>
    (signal: AbortSignal): AsyncIterable<string> => {
      if (provider)
        return streamFromProvider(provider, translate(locale, 'assistant.systemPrompt'), prepared.history, signal);
      const question = prepared.history.at(-1)?.content ?? '';
      return revealGradually(
        () => createOfflineAssistant(sourcesFor(session, locale)).answer(question, locale),
        revealPieceMs,
        signal,
      );
    };
}
