import type { Locale } from '@console/shared';
import { ASSISTANT_INTENTS, type AssistantIntent } from '@console/shared/assistant/constants';
import { POLICY_STATUSES, type PolicyStatus } from '@console/shared/policy/constants';
import type { Task } from '@console/shared/project/schemas';
import type { PopularAuthors } from '@console/shared/visualization/schemas';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import { translate } from '../../i18n/i18n';

/**
 * Where the built-in assistant reads its figures: the services that compute them for their own
 * screens (the Workplace banner, the analysis screen's author ranking, the task and policy tables),
 * so an answer always shows what those screens show (docs/decisions/023). Names come in the
 * answer's language.
 */
export interface AssistantSources {
  /** Whether the caller's role may read what `intent` answers with (the owning screen's permission). */
  allows(intent: AssistantIntent): boolean;
  /** The caller's Workplace banner. */
  workplaceStats(): Promise<WorkplaceStats>;
  /** The analysis screen's author ranking over its default period. */
  topAuthors(): Promise<PopularAuthors & { from: string; to: string }>;
  /** Tasks in progress, the soonest due first, and how many there are (at least, when `totalCapped`). */
  tasksInProgress(limit: number): Promise<{ list: Task[]; total: number; totalCapped?: boolean }>;
  /** How many policies have each status. */
  policiesByStatus(): Promise<Record<PolicyStatus, number>>;
}

/** Tasks an answer lists. */
const TASKS_LISTED = 5;

/**
 * Words that ask for each intent, in either language whatever the answer's language. Lower case;
 * matched as parts of the question, so `tasks` finds `task` and `统计` finds `今日统计`.
 */
const KEYWORDS: Record<AssistantIntent, readonly string[]> = {
  workplaceStats: [
    'workplace',
    'stats',
    'statistic',
    'figures',
    'summary',
    'summarize',
    'summarise',
    'overview',
    'today',
    '工作台',
    '统计',
    '数据概况',
    '概况',
    '今日',
    '今天',
    '总结',
  ],
  topAuthors: ['author', 'writer', '作者', '创作者'],
  tasksInProgress: ['task', 'in progress', 'to do', 'todo', '任务', '进行中'],
  walletBalance: ['balance', 'wallet', 'money', 'funds', '余额', '钱包', '资金'],
  policiesByStatus: ['policy', 'policies', '策略', '集合'],
};

/** The intents a question asks for, in the order answers list them; none when it asks for nothing known. */
export function recognizeIntents(question: string): AssistantIntent[] {
  const text = question.toLowerCase();
  const found = ASSISTANT_INTENTS.filter((intent) => KEYWORDS[intent].some((word) => text.includes(word)));
  // The balance is one of the stats: a question about the balance alone gets just the balance.
  return found.includes('walletBalance') &&
    found.includes('workplaceStats') &&
    !/workplace|stats|statistic|工作台|统计/.test(text)
    ? found.filter((intent) => intent !== 'workplaceStats')
    : found;
}

/** A table cell's text: pipes and line breaks would break the Markdown table. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** Composes the built-in assistant's Markdown answer in `locale` from `sources`. */
export function createOfflineAssistant(sources: AssistantSources) {
  async function section(intent: AssistantIntent, locale: Locale): Promise<string> {
    const number = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CNY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
      translate(locale, key, params);
    if (!sources.allows(intent)) return t('assistant.notAllowed');
    switch (intent) {
      case 'workplaceStats': {
        const stats = await sources.workplaceStats();
        const change =
          stats.commentsChangePercent === null
            ? t('assistant.stats.noChange')
            : t('assistant.stats.change', {
                percent: `${stats.commentsChangePercent > 0 ? '+' : ''}${number.format(stats.commentsChangePercent)}%`,
              });
        return t('assistant.stats', {
          balance: money.format(stats.balanceCny),
          pending: number.format(stats.pendingOrders),
          renewal: number.format(stats.renewalOrders),
          online: number.format(stats.onlineContent),
          putIn: number.format(stats.contentPutIn),
          comments: number.format(stats.dailyNewComments),
          change,
        });
      }
      case 'walletBalance': {
        const stats = await sources.workplaceStats();
        return t('assistant.balance', {
          balance: money.format(stats.balanceCny),
          pending: number.format(stats.pendingOrders),
          renewal: number.format(stats.renewalOrders),
        });
      }
      case 'topAuthors': {
        const authors = await sources.topAuthors();
        if (authors.list.length === 0) return t('assistant.authors.none', { from: authors.from, to: authors.to });
        const rows = authors.list.map(
          (a) =>
            `| ${a.ranking} | ${cell(a.author)} | ${number.format(a.contentCount)} | ${number.format(a.clickCount)} |`,
        );
        return [t('assistant.authors', { from: authors.from, to: authors.to }), ...rows].join('\n');
      }
      case 'tasksInProgress': {
        const tasks = await sources.tasksInProgress(TASKS_LISTED);
        if (tasks.total === 0) return t('assistant.tasks.none');
        const items = tasks.list.map((task) =>
          t('assistant.tasks.item', {
            number: task.number,
            name: task.name,
            assignee: task.assigneeName,
            project: task.projectName,
            due: task.finishTime,
          }),
        );
        return [
          t(tasks.totalCapped ? 'assistant.tasks.over' : 'assistant.tasks', {
            count: tasks.total,
            total: number.format(tasks.total),
            shown: tasks.list.length,
          }),
          '',
          ...items,
        ].join('\n');
      }
      case 'policiesByStatus': {
        const counts = await sources.policiesByStatus();
        const total = POLICY_STATUSES.reduce((sum, status) => sum + counts[status], 0);
        return t('assistant.policies', {
          online: number.format(counts.online),
          offline: number.format(counts.offline),
          total: number.format(total),
        });
      }
    }
  }

  return {
    /** The answer to `question`: a section per intent asked for, or what it can answer. */
    async answer(question: string, locale: Locale): Promise<string> {
      const intents = recognizeIntents(question);
      if (intents.length === 0) return translate(locale, 'assistant.unknown');
      const sections = [];
      for (const intent of intents) sections.push(await section(intent, locale));
      return sections.join('\n\n');
    },
  };
}

export type OfflineAssistant = ReturnType<typeof createOfflineAssistant>;
