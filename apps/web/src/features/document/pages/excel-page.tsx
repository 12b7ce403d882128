import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Message, Modal, Select, Skeleton, Space } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import { PageContainer } from '@/components/page-container';
import { useTranslation } from '@/lib/i18n/i18n';
import {
  createDocument,
  deleteDocument,
  documentKeys,
  documentListQueryOptions,
  documentQueryOptions,
  renameDocument,
} from '../api/documents';
import { DocumentEditor } from '../components/document-editor';
import type { Autosave } from '../components/use-autosave';
import styles from '../components/excel.module.css';

/** A name dialog for a new document or a rename. */
function NameDialog({
  title,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const submit = async () => {
    if (!trimmed) return;
    setSaving(true);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={title}
      visible
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !trimmed }}
      unmountOnExit
    >
      <Form layout="vertical" onSubmit={() => void submit()}>
        <Form.Item
          label={t('excel.document.name')}
          validateStatus={trimmed ? undefined : 'error'}
          help={trimmed ? undefined : t('excel.document.nameRequired')}
        >
          <Input
            value={name}
            onChange={setName}
            maxLength={DOCUMENT_LIMITS.nameMax}
            autoFocus
            aria-label={t('excel.document.name')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** `/docs/excel` (docs/product.md, Spreadsheet documents): the signed-in account's spreadsheet documents; the open one is `?doc=<id>`. */
export default function ExcelPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const list = useQuery(documentListQueryOptions());
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const autosave = useRef<Autosave | null>(null);

  const requested = Number(params.get('doc'));
  const documents = list.data ?? [];
  const openId = documents.some((d) => d.id === requested) ? requested : documents[0]?.id;
  const open = useQuery({ ...documentQueryOptions(openId ?? 0), enabled: openId !== undefined });
  const summary = documents.find((d) => d.id === openId);

  // The URL names the document shown (a shared link or a reload opens it again).
  useEffect(() => {
    if (openId !== undefined && openId !== requested) setParams({ doc: String(openId) }, { replace: true });
  }, [openId, requested, setParams]);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: documentKeys.list() });
  const reload = () => {
    if (openId !== undefined) void queryClient.resetQueries({ queryKey: documentKeys.detail(openId) });
  };

  const create = async (name: string) => {
    const created = await createDocument(name);
    queryClient.setQueryData(documentKeys.detail(created.id), created);
    await refreshList();
    setParams({ doc: String(created.id) });
    Message.success(t('excel.document.created', { name }));
  };

  const rename = async (name: string) => {
    if (openId === undefined || !autosave.current) return;
    const renamed = await renameDocument(openId, name, autosave.current.version);
    autosave.current.adopt(renamed.version);
    await refreshList();
  };

  const remove = () =>
    modal.confirm?.({
      title: t('excel.document.confirmDelete', { name: summary?.name ?? '' }),
      onOk: async () => {
        if (openId === undefined) return;
        await deleteDocument(openId);
        queryClient.removeQueries({ queryKey: documentKeys.detail(openId) });
        setParams({});
        await refreshList();
      },
    });

  return (
    <PageContainer>
      {modalHolder}
      <Card title={<h1 className={styles.title}>{t('excel.title')}</h1>}>
        <div className={styles.bar}>
          <Select
            className={styles.documentSelect}
            aria-label={t('excel.document.open')}
            placeholder={t('excel.document.open')}
            loading={list.isPending}
            value={openId}
            onChange={(id: number) => setParams({ doc: String(id) })}
            options={documents.map((d) => ({ value: d.id, label: d.name }))}
          />
          <Space size={4} wrap className={styles.actions}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setDialog('create')}>
              {t('excel.document.create')}
            </Button>
            <Button icon={<IconEdit />} disabled={!summary} onClick={() => setDialog('rename')}>
              {t('excel.document.rename')}
            </Button>
            <Button icon={<IconDelete />} disabled={!summary} onClick={remove}>
              {t('excel.document.delete')}
            </Button>
          </Space>
        </div>
        {list.isPending || (openId !== undefined && open.isPending) ? (
          <Skeleton animation text={{ rows: 8 }} />
        ) : open.data ? (
          <DocumentEditor
            key={`${open.data.id}:${open.dataUpdatedAt}`}
            document={open.data}
            onReload={reload}
            onAutosave={(current) => {
              autosave.current = current;
            }}
          />
        ) : (
          <Empty className={styles.empty} description={t('excel.document.none')} />
        )}
      </Card>
      {dialog === 'create' && (
        <NameDialog
          title={t('excel.document.create')}
          initial={t('excel.document.untitled')}
          onSubmit={create}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && summary && (
        <NameDialog
          title={t('excel.document.rename')}
          initial={summary.name}
          onSubmit={rename}
          onClose={() => setDialog(null)}
        />
      )}
    </PageContainer>
  );
}
