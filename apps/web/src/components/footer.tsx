import { useTranslation } from '@/lib/i18n/i18n';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  return <footer className={styles.footer}>{t('app.footer')}</footer>;
}
