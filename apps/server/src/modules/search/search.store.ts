import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@console/shared';
import { SEARCH_PICK_TEXT_MAX, type SearchType } from '@console/shared/search/constants';
import type { SearchHit } from '@console/shared/search/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conversations } from '../../db/schema/assistant';
import { folded, inEachLocale } from '../../db/schema/columns';
import { documents } from '../../db/schema/documents';
import { messages } from '../../db/schema/messages';
import { policies } from '../../db/schema/policies';
import { members, projects, tasks } from '../../db/schema/projects';
import { localize, type LocalizedText } from '../../lib/localized-text';

/**
 * What one search looks for. Each kind answers in three tiers, best first: a field equals the
 * text, a field begins with it, a field contains it, each ignoring case.
 */
export interface Needle {
  /** The text as typed (trimmed). */
  text: string;
  /** The text as an `ilike` pattern of itself (its `%`, `_` and `\` taken literally), and of a prefix and a part. */
  patterns: { exact: string; prefix: string; contains: string };
  /** The text as a whole number, when it is one: a policy's number matches it exactly. */
  number: number | null;
  /** Hits per kind. */
  limit: number;
  /** The caller: the kinds of one's own read their rows only. */
  userId: number;
}

/** An `ilike` pattern matching `text` itself, its wildcards and escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a query looks for (its text trimmed already). */
export function needleOf(text: string, limit: number, userId: number): Needle {
  const escaped = literal(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return {
    text,
    patterns: { exact: escaped, prefix: `${escaped}%`, contains: `%${escaped}%` },
    number,
    limit,
    userId,
  };
}

export type Tier = 0 | 1 | 2;

/**
 * One row a kind's query found: its tier, and its hit in a language. A tier's rows come in its
 * order (the newest first); a row may come again in a later tier, where it is a duplicate.
 */
export interface Found {
  tier: Tier;
  id: number;
  hit: (locale: Locale) => SearchHit;
}

type Text = AnyPgColumn | SQL;

/** The values each kind's prepared statement reads. */
const p = {
  text: sql.placeholder('text'),
  exact: sql.placeholder('exact'),
  prefix: sql.placeholder('prefix'),
  contains: sql.placeholder('contains'),
  limit: sql.placeholder('limit'),
  userId: sql.placeholder('userId'),
  number: sql.placeholder('number'),
};

const placeholders = (needle: Needle) => ({
  text: needle.text,
  ...needle.patterns,
  limit: needle.limit,
  userId: needle.userId,
  number: needle.number,
});

/**
 * A tier's condition over a kind's texts, any of which may match. `withFolded`, the exact and
 * prefix tiers compare each text's `folded` form, which a B-tree of the table holds (a one- or
 * two-character query's trigrams, padded as a whole word, still match too many rows of a large
 * table); otherwise every tier is an `ilike` that the table's trigram index answers. The two agree:
 * `ilike` folds case as `lower` does, and no query is longer than a folded text.
 */
function matches(tier: Tier, texts: readonly Text[], { withFolded = false } = {}): SQL {
  const one = (text: Text): SQL => {
    if (tier === 2) return ilike(text, p.contains);
    if (!withFolded) return ilike(text, tier === 0 ? p.exact : p.prefix);
    return tier === 0 ? sql`${folded(text)} = lower(${p.text})` : sql`${folded(text)} like lower(${p.prefix})`;
  };
  return or(...texts.map(one)) as SQL;
}

/**
 * A tier's order: the latest change first, then the highest id. The exact tier sorts the rows its
 * indexes find: a change time the index does not hold as such keeps the planner from walking the
 * change-time index in search of them, which it may think cheap for a text it expects in many rows
 * and which reads the whole table when none holds it.
 */
const newestFirst = (tier: Tier, changed: AnyPgColumn, id: AnyPgColumn) =>
  tier === 0 ? [desc(sql`${changed} + interval '0 seconds'`), desc(id)] : [desc(changed), desc(id)];

/** The tier's number as a column of the answer, so that the merge knows where each row came from. */
const tierColumn = (tier: Tier) =>
  sql<Tier>`${sql.raw(String(tier))}`.mapWith((value) => Number(value) as Tier).as('tier');

/** A long text's beginning, short enough for a pick to keep. */
const clip = (text: string) =>
  text.length > SEARCH_PICK_TEXT_MAX ? `${text.slice(0, SEARCH_PICK_TEXT_MAX - 1)}…` : text;
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/**
 * Builds once per database what `build` prepares: each kind's statement is planned by the database
 * for the values of each call (the search's pool asks PostgreSQL for custom plans), while the SQL
 * itself is built and parsed once.
 */
function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (!found) built.set(db, (found = build(db)));
    return found;
  };
}

/** One kind's search: its rows of every tier on `db`, each tier newest first. */
export type KindSearch = (db: Db, needle: Needle) => Promise<Found[]>;

/** A row of a kind's statement: its tier and its record's id, with what its hit shows. */
interface TieredRow {
  tier: Tier;
  id: number;
}

/** The rows of a statement as found rows, each with its hit in a language. */
const foundOf = <R extends TieredRow>(rows: readonly R[], hit: (row: R, locale: Locale) => SearchHit): Found[] =>
  rows.map((row) => ({ tier: row.tier, id: row.id, hit: (locale) => hit(row, locale) }));

/** A kind whose one statement reads the needle's values as they are. */
const kindOf =
  <R extends TieredRow>(
    statement: (db: Db) => { execute(values: ReturnType<typeof placeholders>): Promise<R[]> },
    hit: (row: R, locale: Locale) => SearchHit,
  ): KindSearch =>
  async (db, needle) =>
    foundOf(await statement(db).execute(placeholders(needle)), hit);

/*
 * Each kind's statement is one `union all` of its three tiers, each the `limit` newest rows of the
 * tier (by the kind's change time, then id): neither a short text, which a trigram index cannot
 * narrow, nor a common one sorts every row it matches; the planner walks the change-time index and
 * filters, or reads the matching rows from the text indexes, whichever costs less for the values
 * (docs/decisions/044-search-index.md).
 */

const policyStatements = perDatabase((db) => {
  const statement = (byNumber: boolean) => {
    const tier = (t: Tier) => {
      const text = matches(t, [policies.name], { withFolded: true });
      return db
        .select({
          tier: tierColumn(t),
          id: policies.id,
          name: policies.name,
          number: policies.number,
          updatedAt: policies.updatedAt,
        })
        .from(policies)
        .where(t === 0 && byNumber ? or(text, eq(policies.number, p.number)) : text)
        .orderBy(...newestFirst(t, policies.updatedAt, policies.id))
        .limit(p.limit);
    };
    return unionAll(tier(0), tier(1), tier(2)).prepare(byNumber ? 'search_policy_number' : 'search_policy');
  };
  return { byName: statement(false), byNumber: statement(true) };
});

const policy: KindSearch = async (db, needle) => {
  const statements = policyStatements(db);
  const rows = await (needle.number === null ? statements.byName : statements.byNumber).execute(placeholders(needle));
  return foundOf(rows, (row) => ({
    type: 'policy',
    id: row.id,
    title: row.name,
    detail: '',
    code: String(row.number),
    updatedTime: row.updatedAt.toISOString(),
  }));
};

const projectStatement = perDatabase((db) => {
  const texts = [...inEachLocale(projects.name), ...inEachLocale(projects.description)];
  const tier = (t: Tier) =>
    db
      .select({
        tier: tierColumn(t),
        id: projects.id,
        name: projects.name,
        description: projects.description,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .where(matches(t, texts))
      .orderBy(...newestFirst(t, projects.updatedAt, projects.id))
      .limit(p.limit);
  return unionAll(tier(0), tier(1), tier(2)).prepare('search_project');
});

const project = kindOf(projectStatement, (row, locale) => ({
  type: 'project',
  id: row.id,
  title: localize(row.name, locale),
  detail: clip(localize(row.description, locale)),
  updatedTime: row.updatedAt.toISOString(),
}));

const taskStatements = perDatabase((db) => {
  // The team directory is small: the assignees each tier finds are read first, and the tasks'
  // statement receives them as values, so that the planner knows how many tasks they hold.
  const assignees = db
    .select({
      id: members.id,
      exact: matches(0, inEachLocale(members.name)),
      prefix: matches(1, inEachLocale(members.name)),
    })
    .from(members)
    .where(matches(2, inEachLocale(members.name)))
    .prepare('search_task_assignees');
  const assigneesOf = (t: Tier) => sql.placeholder(`assignees${t}`);
  const texts = [tasks.number, ...inEachLocale(tasks.name)];
  const tier = (t: Tier) =>
    db
      .select({
        tier: tierColumn(t),
        id: tasks.id,
        number: tasks.number,
        name: tasks.name,
        assignee: sql<LocalizedText | null>`(select ${members.name} from ${members} where ${members.id} = ${tasks.assigneeId})`,
        updatedAt: tasks.updatedAt,
      })
      .from(tasks)
      .where(or(matches(t, texts, { withFolded: true }), sql`${tasks.assigneeId} = any(${assigneesOf(t)}::int[])`))
      .orderBy(...newestFirst(t, tasks.updatedAt, tasks.id))
      .limit(p.limit);
  return { assignees, tasks: unionAll(tier(0), tier(1), tier(2)).prepare('search_task') };
});

/** An array of ids as PostgreSQL reads it. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const task: KindSearch = async (db, needle) => {
  const statements = taskStatements(db);
  const found = await statements.assignees.execute(placeholders(needle));
  const rows = await statements.tasks.execute({
    ...placeholders(needle),
    assignees0: idArray(found.filter((member) => member.exact).map((member) => member.id)),
    assignees1: idArray(found.filter((member) => member.prefix).map((member) => member.id)),
    assignees2: idArray(found.map((member) => member.id)),
  });
  return foundOf(rows, (row, locale) => ({
    type: 'task',
    id: row.id,
    title: localize(row.name, locale),
    detail: row.assignee ? localize(row.assignee, locale) : '',
    code: row.number,
    updatedTime: row.updatedAt.toISOString(),
  }));
};

const documentStatement = perDatabase((db) => {
  const tier = (t: Tier) =>
    db
      .select({ tier: tierColumn(t), id: documents.id, name: documents.name, updatedAt: documents.updatedAt })
      .from(documents)
      .where(and(eq(documents.userId, p.userId), matches(t, [documents.name])))
      .orderBy(...newestFirst(t, documents.updatedAt, documents.id))
      .limit(p.limit);
  return unionAll(tier(0), tier(1), tier(2)).prepare('search_document');
});

const document = kindOf(documentStatement, (row) => ({
  type: 'document',
  id: row.id,
  title: row.name,
  detail: '',
  updatedTime: row.updatedAt.toISOString(),
}));

const messageStatement = perDatabase((db) => {
  const texts = [...inEachLocale(messages.title), ...inEachLocale(messages.content)];
  const tier = (t: Tier) =>
    db
      .select({
        tier: tierColumn(t),
        id: messages.id,
        type: messages.type,
        title: messages.title,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(and(eq(messages.userId, p.userId), matches(t, texts, { withFolded: true })))
      .orderBy(...newestFirst(t, messages.createdAt, messages.id))
      .limit(p.limit);
  return unionAll(tier(0), tier(1), tier(2)).prepare('search_message');
});

const message = kindOf(messageStatement, (row, locale) => ({
  type: 'message',
  id: row.id,
  title: localize(row.title, locale),
  detail: clip(localize(row.content, locale)),
  group: row.type,
  // A message never changes after it arrives: its arrival is its last change.
  updatedTime: row.createdAt.toISOString(),
}));

const conversationStatement = perDatabase((db) => {
  const tier = (t: Tier) =>
    db
      .select({
        tier: tierColumn(t),
        id: conversations.id,
        title: conversations.title,
        updatedAt: conversations.updatedAt,
      })
      .from(conversations)
      .where(and(eq(conversations.userId, p.userId), matches(t, [conversations.title])))
      .orderBy(...newestFirst(t, conversations.updatedAt, conversations.id))
      .limit(p.limit);
  return unionAll(tier(0), tier(1), tier(2)).prepare('search_conversation');
});

const conversation = kindOf(conversationStatement, (row) => ({
  type: 'conversation',
  id: row.id,
  title: row.title,
  detail: '',
  updatedTime: row.updatedAt.toISOString(),
}));

const accountStatement = perDatabase((db) => {
  const tier = (t: Tier) =>
    db
      .select({
        tier: tierColumn(t),
        id: users.id,
        username: users.username,
        name: users.name,
        email: users.email,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(matches(t, [users.username, users.name, users.email]))
      .orderBy(...newestFirst(t, users.updatedAt, users.id))
      .limit(p.limit);
  return unionAll(tier(0), tier(1), tier(2)).prepare('search_account');
});

const account = kindOf(accountStatement, (row) => ({
  type: 'account',
  id: row.id,
  title: row.username,
  detail: joined(row.name, row.email),
  code: row.username,
  updatedTime: row.updatedAt.toISOString(),
}));

/** The query of each kind. */
export type SearchStore = Record<SearchType, KindSearch>;

export const createSearchStore = (): SearchStore => ({
  policy,
  project,
  task,
  document,
  message,
  conversation,
  account,
});
