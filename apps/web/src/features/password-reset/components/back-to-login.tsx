import { Link } from 'react-router';
import { href } from '@console/shared';
import { StandaloneFrameActions } from '@/components/standalone-frame';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from '@/components/text-link.module.css';

/** The way back to the sign-in under a reset page's form, and another link beside it when `to` is given. */
export function BackToLogin({ other }: { other?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <StandaloneFrameActions>
      {other && (
        <Link className={styles.link} to={other.to}>
          {other.label}
        </Link>
      )}
      <Link className={styles.link} to={href('login')}>
        {t('passwordReset.backToLogin')}
      </Link>
    </StandaloneFrameActions>
  );
}
