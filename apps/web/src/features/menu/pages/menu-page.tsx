import { Alert, Button, Card, Skeleton } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import { adminMenuLayoutQueryOptions } from '../api/menu-manager';
import { MenuEditor } from '../components/menu-editor';
import styles from '../components/menu-manager.module.css';

/**
 * `/admin/menu`: the menu manager. Administrators arrange everyone's menu (order, hidden entries,
 * names per language); what a role may open stays the route table's and the server's to decide.
 */
export default function MenuPage() {
  const { t } = useTranslation();
  const layout = useQuery(adminMenuLayoutQueryOptions());
  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{t('menuManager.title')}</h1>}>
        <p className={styles.intro}>{t('menuManager.intro')}</p>
        <Alert
          type="info"
          className={styles.alert}
          title={t('menuManager.accessNote.title')}
          content={t('menuManager.accessNote')}
        />
        {layout.data ? (
          <MenuEditor layout={layout.data} />
        ) : layout.isError ? (
          <StatusResult
            status="error"
            title={t('menuManager.error')}
            extra={
              <Button type="primary" onClick={() => void layout.refetch()}>
                {t('menuManager.retry')}
              </Button>
            }
          />
        ) : (
          <Skeleton animation text={{ rows: 10 }} />
        )}
      </Card>
    </PageContainer>
  );
}
