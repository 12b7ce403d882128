import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton, Tabs } from '@arco-design/web-react';
import { PageContainer } from '@/components/page-container';
import { useUserInfo } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { BasicInfoForm } from '../components/basic-info-form';
import { CertificationPanel } from '../components/certification-panel';
import { SecuritySettings } from '../components/security-settings';
import { UserPanel } from '../components/user-panel';
import styles from '../components/user-centre.module.css';

const TABS = ['basic', 'security', 'certification'] as const;
type Tab = (typeof TABS)[number];

/** `/user/setting`: the avatar and account, then the basic information, security and certification (the tab lives in the URL). */
export default function UserSettingPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'basic';
  // A save remounts the form, so that its reset goes back to what was saved.
  const [revision, setRevision] = useState(0);
  const open = (next: string) => setParams(next === 'basic' ? {} : { tab: next }, { replace: true });

  return (
    <PageContainer>
      <h1 className={styles.visuallyHidden}>{t('userSetting.title')}</h1>
      {user ? (
        <>
          <UserPanel user={user} />
          <div className={styles.tabs}>
            <Tabs type="rounded" activeTab={tab} onChange={open} destroyOnHide>
              <Tabs.TabPane key="basic" title={t('userSetting.tab.basic')}>
                <BasicInfoForm key={revision} user={user} onSaved={() => setRevision((r) => r + 1)} />
              </Tabs.TabPane>
              <Tabs.TabPane key="security" title={t('userSetting.tab.security')}>
                <SecuritySettings user={user} onEditEmail={() => open('basic')} />
              </Tabs.TabPane>
              <Tabs.TabPane key="certification" title={t('userSetting.tab.certification')}>
                <CertificationPanel />
              </Tabs.TabPane>
            </Tabs>
          </div>
        </>
      ) : (
        <Skeleton animation text={{ rows: 6 }} />
      )}
    </PageContainer>
  );
}
