import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Radio, Skeleton } from '@arco-design/web-react';
import { PageContainer } from '@/components/page-container';
import { useUserInfo } from '@/lib/session/current-user';
import { useTranslation } from '@/lib/i18n/i18n';
import { BasicInfoForm } from '../components/basic-info-form';
import { loadSecondFactorTexts } from '../components/second-factor/texts';
import { UserPanel } from '../components/user-panel';
import styles from '../components/user-centre.module.css';

// The other two parts load when first opened: the basic information is what the page opens on.
const SecuritySettings = lazy(async () => {
  const [{ SecuritySettings: Settings }] = await Promise.all([
    import('../components/security-settings'),
    loadSecondFactorTexts(),
  ]);
  return { default: Settings };
});
const CertificationPanel = lazy(() =>
  import('../components/certification-panel').then((m) => ({ default: m.CertificationPanel })),
);

const TABS = ['basic', 'security', 'certification'] as const;
type Tab = (typeof TABS)[number];

/** `/user/setting`: the avatar and account, then the basic information, security and certification (a switch, kept in the URL, as on the project detail). */
export default function UserSettingPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'basic';
  // A save remounts the form, so that its reset goes back to what was saved.
  const [revision, setRevision] = useState(0);
  const open = (next: Tab) => setParams(next === 'basic' ? {} : { tab: next }, { replace: true });

  return (
    <PageContainer>
      <h1 className={styles.visuallyHidden}>{t('userSetting.title')}</h1>
      {user ? (
        <>
          <UserPanel user={user} />
          <div className={styles.tabs}>
            <Radio.Group
              type="button"
              value={tab}
              onChange={open}
              aria-label={t('userSetting.title')}
              className={styles.switch}
            >
              {TABS.map((key) => (
                <Radio key={key} value={key}>
                  {t(`userSetting.tab.${key}`)}
                </Radio>
              ))}
            </Radio.Group>
            {tab === 'basic' && <BasicInfoForm key={revision} user={user} onSaved={() => setRevision((r) => r + 1)} />}
            <Suspense fallback={<Skeleton animation text={{ rows: 6 }} />}>
              {tab === 'security' && <SecuritySettings user={user} onEditEmail={() => open('basic')} />}
              {tab === 'certification' && <CertificationPanel />}
            </Suspense>
          </div>
        </>
      ) : (
        <Skeleton animation text={{ rows: 6 }} />
      )}
    </PageContainer>
  );
}
