import { useTranslation } from '@/lib/i18n/i18n';
import { Footer } from '@/components/footer';
import { PagePreferences } from '@/components/theme-toggle';
import { LoginBanner } from '../components/login-banner';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo}>
          <img src="/logo.svg" alt="" width={33} height={33} />
          <span className={styles.logoText}>{t('app.title')}</span>
        </span>
        <PagePreferences className={styles.preferences} />
      </header>
      <aside className={styles.banner} aria-label={t('login.banner.label')}>
        <LoginBanner />
      </aside>
      <main className={styles.content}>
        <div className={styles.formWrapper}>
          <LoginForm />
        </div>
        <Footer />
      </main>
    </div>
  );
}
