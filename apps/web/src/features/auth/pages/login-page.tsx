import { useTranslation } from '@/lib/i18n';
import { Footer } from '@/components/footer';
import { LoginBanner } from '../components/login-banner';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.logo}>
        <img src="/logo.svg" alt="" width={33} height={33} />
        <span className={styles.logoText}>{t('app.title')}</span>
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
