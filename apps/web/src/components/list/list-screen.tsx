import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Message, Popconfirm, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { z } from 'zod';
import type { Permission } from '@console/shared';
import { useTranslation } from '@/lib/i18n';
import type { ListResource, VersionedRecord } from '@/lib/list-resource';
import { CrudModal } from '../crud-modal';
import { PageContainer } from '../page-container';
import { usePermission } from '../use-permission';
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
  /** Values a new record starts with. */
  defaults: Partial<Input>;
}

export interface ListPanelProps<Item extends VersionedRecord, Input> {
  /** Names the remembered density and column settings. */
  id: string;
  /** The list's accessible name (its scrolling region's, on a narrow screen). */
  label: string;
  resource: ListResource<Item, Input, Input & { version: number }>;
  /** Who may create, edit and delete; the others see no controls (the server refuses them too). */
  write: Permission;
  columns: SearchTableColumn<Item>[];
  /** `Form.Item`s of the filter form, named after the query schema's filter fields. */
  filterFields: ReactNode[];
  form: ListScreenForm<Input>;
  texts: ListScreenTexts<Item>;
  /** Controls of a row shown before edit and delete, to writers only (a status switch). */
  rowControls?: (item: Item) => ReactNode;
  /** Opens a record's details: adds a "view" action to every row, for every role. */
  onView?: (item: Item) => void;
  /**
   * Filters the list always applies, outside the URL and the filter form (a project's own tasks).
   * A new record starts with them too.
   */
  fixedFilters?: Record<string, unknown>;
}

export interface ListScreenProps<Item extends VersionedRecord, Input> extends Omit<
  ListPanelProps<Item, Input>,
  'label'
> {
  /** The page heading, and the list's name. */
  title: string;
}

/** The dialog: closed, creating, or editing one record. */
type Editing<Item> = { item?: Item } | null;

/**
 * A list of the kit (docs/architecture.md, "Lists"): filters, paging and sort in the URL, the page
 * query, create and edit in a dialog validated by the shared schema, delete and batch delete with
 * confirmation, the download of the whole result, and toasts; writers only see the writing
 * controls. A screen supplies its columns, filter fields, form fields and words. `ListScreen` puts
 * it on a page of its own; another page may hold it as one of its parts.
 */
export function ListPanel<Item extends VersionedRecord, Input>(props: ListPanelProps<Item, Input>) {
  const { id, label, resource, write, columns, filterFields, form, texts, rowControls, onView, fixedFilters } = props;
  const { t } = useTranslation();
  const table = useTableUrlState(resource.querySchema);
  const query = useMemo(() => ({ ...table.query, ...fixedFilters }), [table.query, fixedFilters]);
  const page = useQuery(resource.pageQuery(query));
  const canWrite = usePermission().can(write);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const create = resource.useCreate();
  const update = resource.useUpdate();
  const { mutate: remove } = resource.useRemove();
  const removeMany = resource.useRemoveMany();

  const shownColumns = useMemo((): SearchTableColumn<Item>[] => {
    if (!canWrite && !onView) return columns;
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
          {canWrite && (
            <>
              {rowControls?.(item)}
              <Button type="text" size="small" onClick={() => setEditing({ item })}>
                {t('table.edit')}
              </Button>
              <Popconfirm
                focusLock
                title={texts.confirmDelete(item)}
                onOk={() => remove(item.id, { onSuccess: ({ deleted }) => Message.success(texts.deleted(deleted)) })}
              >
                <Button type="text" size="small" status="danger">
                  {t('table.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    };
    return [...columns, operations];
  }, [canWrite, columns, rowControls, onView, remove, texts, t]);

  const save = async (input: Input) => {
    const item = editing?.item;
    if (item) {
      const saved = await update.mutateAsync({ id: item.id, input: { ...input, version: item.version } });
      Message.success(texts.saved(saved));
    } else {
      Message.success(texts.created(await create.mutateAsync(input)));
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
        id={id}
        label={label}
        state={table}
        filterFields={filterFields}
        columns={shownColumns}
        rowKey="id"
        rows={page.data?.list}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        onRefresh={() => void page.refetch()}
        actions={actions}
        onExport={(format) => resource.download(query, format)}
        selection={
          canWrite
            ? { keys: selected, onChange: (keys) => setSelected(keys.map(Number)), rowLabel: texts.selectRow }
            : undefined
        }
      />
      <CrudModal
        title={editing?.item ? texts.editTitle(editing.item) : texts.createTitle}
        visible={editing !== null}
        schema={(editing?.item && form.editSchema) || form.schema}
        initialValues={(editing?.item ?? { ...form.defaults, ...fixedFilters }) as Partial<z.input<z.ZodObject>>}
        onSubmit={(values) => save(values as Input)}
        onClose={() => setEditing(null)}
      >
        {form.fields}
      </CrudModal>
    </>
  );
}

/** A list of the kit on a page of its own: the breadcrumb, and a card under the page heading. */
export function ListScreen<Item extends VersionedRecord, Input>({ title, ...panel }: ListScreenProps<Item, Input>) {
  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{title}</h1>}>
        <ListPanel label={title} {...panel} />
      </Card>
    </PageContainer>
  );
}
