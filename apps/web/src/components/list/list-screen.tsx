import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, type DefaultError, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Card, Message, Popconfirm, Space, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { z } from 'zod';
import type { ExportFormat, ListQuery, Permission } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import type { ListQuerySchema } from '@/lib/list/list-query';
import type { ListResource, Page, VersionedRecord } from '@/lib/list/list-resource';
import { CrudModal } from '../crud-modal';
import { PageContainer } from '../page-container';
import { usePermission } from '../use-permission';
import type { ListFilter } from './list-filters';
import { SearchTable, type SearchTableColumn } from './search-table';
import { useTableUrlState } from './use-table-url-state';
import styles from './list-screen.module.css';

/** A screen's own words for its records (its noun, its identifying field). */
export interface ListScreenTexts<Item> {
  createTitle: string;
  editTitle: (item: Item) => string;
  created: (item: Item) => string;
  saved: (item: Item) => string;
  deleted: (count: number) => string;
  confirmDelete: (item: Item) => string;
  confirmBatchDelete: (count: number) => string;
  /** Accessible name of a row's checkbox, e.g. "Select policy 112". */
  selectRow: (item: Item) => string;
}

export interface ListScreenForm<Input> {
  /** The shared schema the server validates a create with (an edit adds `version`). */
  schema: z.ZodObject;
  /** The schema of an edit's fields when its rules differ from a create's (without `version`). */
  editSchema?: z.ZodObject;
  /** `Form.Item`s named after the schema's fields. */
  fields: ReactNode;
  /** The fields of an edit when they differ from a create's (an account's username and first password are set once). */
  editFields?: ReactNode;
  /** Values a new record starts with. */
  defaults: Partial<Input>;
}

/** How a list that is written too is written: who may, the dialog's form, the words of its writes. */
export interface ListWrites<Item, Input> {
  /** Who may create, edit and delete; the others see no controls (the server refuses them too). */
  permission: Permission;
  form: ListScreenForm<Input>;
  texts: ListScreenTexts<Item>;
  /** Controls of a row shown before edit and delete, to writers only (a status switch). */
  rowControls?: (item: Item) => ReactNode;
  /**
   * Whether a row may be deleted: `true` (every row, by default); `false`, never (a built-in record:
   * no delete and no checkbox); or why not now, told on its disabled delete.
   */
  deletable?: (item: Item) => boolean | string;
}

/** The reads of a list's resource a screen uses (`listReadResource`; a `listResource` has them too). */
export interface ListReadResource<Item> {
  querySchema: ListQuerySchema;
  pageQuery: (
    query: ListQuery,
  ) => UseQueryOptions<Page<Item>, DefaultError, Page<Item>, ReturnType<ListResource['keys']['list']>>;
  download: (query: ListQuery, format: ExportFormat) => Promise<void>;
}

/** A row of a list: the key of its row. */
export interface ListRecord {
  id: number;
}

interface ListCommonProps<Item> {
  /** Names the remembered density and column settings. */
  id: string;
  columns: SearchTableColumn<Item>[];
  /** The filter form's fields, named after the query schema's filter fields. */
  filters: readonly ListFilter[];
  /** Opens a record's details: adds a "view" action to every row, for every role. */
  onView?: (item: Item) => void;
  /**
   * Filters the list always applies, outside the URL and the filter form (a project's own tasks).
   * A new record starts with them too.
   */
  fixedFilters?: Record<string, unknown>;
}

/** A list that is only read (a ledger): no create, edit, delete or selection. */
interface ReadMode<Item> {
  resource: ListReadResource<Item>;
  writes?: undefined;
}

/**
 * A list that is written too: a `listResource`, and how it is written. `Edit` is what an edit's
 * form gives, sent at the row's version: the create's fields unless `form.editSchema` says others.
 */
interface WriteMode<Item, Input, Edit> {
  resource: ListResource<Item & VersionedRecord, Input, Edit & { version: number }>;
  writes: ListWrites<Item, Input>;
}

/** What a list of the kit takes, on a page of its own or as a part of one. */
export type ListProps<Item extends ListRecord, Input = never, Edit = Input> = ListCommonProps<Item> &
  (ReadMode<Item> | WriteMode<Item, Input, Edit>);

export type ListPanelProps<Item extends ListRecord, Input = never, Edit = Input> = ListProps<Item, Input, Edit> & {
  /** The list's accessible name (its scrolling region's, on a narrow screen). */
  label: string;
};

export type ListScreenProps<Item extends ListRecord, Input = never, Edit = Input> = ListProps<Item, Input, Edit> & {
  /** The page heading, and the list's name. */
  title: string;
};

/** The dialog: closed, creating, or editing one record. */
type Editing<Item> = { item?: Item } | null;

/** The list's state in the URL, its page query, and what the search table shows of them. */
function useListPage<Item extends ListRecord>(
  resource: ListReadResource<Item>,
  { id, label, filters, fixedFilters }: Omit<ListCommonProps<Item>, 'columns' | 'onView'> & { label: string },
) {
  const table = useTableUrlState(resource.querySchema);
  const query = useMemo(() => ({ ...table.query, ...fixedFilters }), [table.query, fixedFilters]);
  const page = useQuery(resource.pageQuery(query));
  return {
    id,
    label,
    state: table,
    filters,
    rowKey: 'id' as const,
    rows: page.data?.list,
    total: page.data?.total ?? 0,
    totalCapped: page.data?.totalCapped,
    loading: page.isFetching,
    onRefresh: () => void page.refetch(),
    onExport: (format: ExportFormat) => resource.download(query, format),
  };
}

/** The columns, and an operations column when rows have actions: "view" for everyone, then `controls`. */
function useRowActions<Item>(
  columns: SearchTableColumn<Item>[],
  onView: ((item: Item) => void) | undefined,
  controls: ((item: Item) => ReactNode) | undefined,
): SearchTableColumn<Item>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!controls && !onView) return columns;
    const operations: SearchTableColumn<Item> = {
      key: 'operations',
      title: t('table.operations'),
      render: (_: unknown, item: Item) => (
        <Space size={4} className={styles.operations}>
          {onView && (
            <Button type="text" size="small" onClick={() => onView(item)}>
              {t('table.view')}
            </Button>
          )}
          {controls?.(item)}
        </Space>
      ),
    };
    return [...columns, operations];
  }, [columns, onView, controls, t]);
}

function ReadListPanel<Item extends ListRecord>({
  resource,
  columns,
  onView,
  ...view
}: ListCommonProps<Item> & ReadMode<Item> & { label: string }) {
  const list = useListPage(resource, view);
  return <SearchTable {...list} columns={useRowActions(columns, onView, undefined)} />;
}

function WritableListPanel<Item extends VersionedRecord, Input, Edit>({
  resource,
  writes: { permission, form, texts, rowControls, deletable },
  columns,
  onView,
  ...view
}: ListCommonProps<Item> & WriteMode<Item, Input, Edit> & { label: string }) {
  const { t } = useTranslation();
  const list = useListPage(resource, view);
  const { fixedFilters } = view;
  const canWrite = usePermission().can(permission);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const create = resource.useCreate();
  const update = resource.useUpdate();
  const { mutate: remove } = resource.useRemove();
  const removeMany = resource.useRemoveMany();

  const controls = useMemo(() => {
    if (!canWrite) return undefined;
    const deleteControl = (item: Item) => {
      const allowed = deletable?.(item) ?? true;
      if (allowed === false) return null;
      if (allowed !== true) {
        return (
          <Tooltip content={allowed}>
            <Button type="text" size="small" status="danger" disabled>
              {t('table.delete')}
            </Button>
          </Tooltip>
        );
      }
      return (
        <Popconfirm
          focusLock
          title={texts.confirmDelete(item)}
          onOk={() => remove(item.id, { onSuccess: ({ deleted }) => Message.success(texts.deleted(deleted)) })}
        >
          <Button type="text" size="small" status="danger">
            {t('table.delete')}
          </Button>
        </Popconfirm>
      );
    };
    return (item: Item) => (
      <>
        {rowControls?.(item)}
        <Button type="text" size="small" onClick={() => setEditing({ item })}>
          {t('table.edit')}
        </Button>
        {deleteControl(item)}
      </>
    );
  }, [canWrite, rowControls, deletable, remove, texts, t]);
  const shownColumns = useRowActions(columns, onView, controls);

  /** The dialog's values, parsed by the schema of its mode: a create's, or an edit's. */
  const save = async (values: unknown) => {
    const item = editing?.item;
    if (item) {
      const input = { ...(values as Edit), version: item.version };
      Message.success(texts.saved(await update.mutateAsync({ id: item.id, input })));
    } else {
      Message.success(texts.created(await create.mutateAsync(values as Input)));
    }
  };

  const deleteSelected = () =>
    removeMany.mutate(selected, {
      onSuccess: ({ deleted }) => {
        setSelected([]);
        Message.success(texts.deleted(deleted));
      },
    });

  const actions = canWrite && (
    <>
      <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({})}>
        {t('table.create')}
      </Button>
      {selected.length > 0 && (
        <Popconfirm focusLock title={texts.confirmBatchDelete(selected.length)} onOk={deleteSelected}>
          <Button status="danger" icon={<IconDelete />} loading={removeMany.isPending}>
            {t('table.batchDelete', { count: selected.length })}
          </Button>
        </Popconfirm>
      )}
    </>
  );

  return (
    <>
      <SearchTable
        {...list}
        columns={shownColumns}
        actions={actions}
        selection={
          canWrite
            ? {
                keys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                rowLabel: texts.selectRow,
                selectable: deletable && ((item) => deletable(item) === true),
              }
            : undefined
        }
      />
      <CrudModal
        title={editing?.item ? texts.editTitle(editing.item) : texts.createTitle}
        visible={editing !== null}
        schema={(editing?.item && form.editSchema) || form.schema}
        initialValues={(editing?.item ?? { ...form.defaults, ...fixedFilters }) as Partial<z.input<z.ZodObject>>}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {(editing?.item && form.editFields) || form.fields}
      </CrudModal>
    </>
  );
}

/**
 * A list of the kit (docs/architecture.md, "Lists"): filters, paging and sort in the URL, the page
 * query, the download of the whole result, and a "view" action when the screen opens records. A
 * list that is written too (`writes`) adds create and edit in a dialog validated by the shared
 * schema, delete and batch delete with confirmation, and toasts; writers only see those controls.
 * A screen supplies its columns, filters, and for writes its form fields and words. `ListScreen`
 * puts it on a page of its own; another page may hold it as one of its parts.
 */
export function ListPanel<Item extends ListRecord, Input = never, Edit = Input>(
  props: ListPanelProps<Item, Input, Edit>,
) {
  return props.writes ? (
    <WritableListPanel<Item & VersionedRecord, Input, Edit> {...props} writes={props.writes} />
  ) : (
    <ReadListPanel {...props} />
  );
}

/** A list of the kit on a page of its own: the breadcrumb, and a card under the page heading. */
export function ListScreen<Item extends ListRecord, Input = never, Edit = Input>(
  props: ListScreenProps<Item, Input, Edit>,
) {
  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{props.title}</h1>}>
        <ListPanel {...props} label={props.title} />
      </Card>
    </PageContainer>
  );
}
