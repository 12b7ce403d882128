import type { Locale } from '@console/shared';
import type { AssistantIntent } from '@console/shared/assistant/constants';
import { POLICY_STATUSES, type PolicyStatus } from '@console/shared/policy/constants';
import type { AssistantConfig } from '../../config';
import { translate } from '../../i18n/i18n';
import type { Gate } from '../../kit/gate';
import type { SessionContext } from '../../lib/session-context';
import type { PolicyService } from '../policy';
import type { TaskService } from '../task';
import type { VisualizationService } from '../visualization';
import type { WorkplaceService } from '../workplace';
import { revealGradually } from './completion-stream';
import type { PreparedCompletion } from './conversation.service';
import { createOfflineAssistant, type AssistantSources } from './offline-assistant';
import { streamFromProvider } from './provider';

/** The services the built-in assistant reads, each under its own module's permission. */
export interface AnswerGates {
  workplace: Gate<Pick<WorkplaceService, 'stats'>>;
  visualization: Gate<Pick<VisualizationService, 'period' | 'popularAuthors'>>;
  tasks: Gate<Pick<TaskService, 'page'>>;
  policies: Gate<Pick<PolicyService, 'page'>>;
}

/** The figures the built-in assistant answers with, each from the service of the screen that shows it. */
function createAssistantSources(gates: AnswerGates) {
  const gateOf: Record<AssistantIntent, Gate<unknown>> = {
    workplaceStats: gates.workplace,
    walletBalance: gates.workplace,
    topAuthors: gates.visualization,
    tasksInProgress: gates.tasks,
    policiesByStatus: gates.policies,
  };
  return (session: SessionContext, locale: Locale): AssistantSources => ({
    allows: (intent) => gateOf[intent].allows(session),
    workplaceStats: () => gates.workplace.open(session).stats(session),
    async topAuthors() {
      const analysis = gates.visualization.open(session);
      const period = analysis.period({});
      return { ...(await analysis.popularAuthors(period, locale)), from: period.from, to: period.to };
    },
    tasksInProgress: (limit) =>
      gates.tasks
        .open(session)
        .page(
          { status: 'inProgress', sortField: 'finishTime', sortOrder: 'ascend', current: 1, pageSize: limit },
          locale,
        ),
    async policiesByStatus() {
      const policies = gates.policies.open(session);
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
  gates: AnswerGates,
  { provider, revealPieceMs }: Pick<AssistantConfig, 'provider' | 'revealPieceMs'>,
) {
  const sourcesFor = createAssistantSources(gates);
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
