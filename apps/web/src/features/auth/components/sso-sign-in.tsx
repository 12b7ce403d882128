import { Button } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { ssoStartUrl } from '../sso';
import styles from './login-form.module.css';

/**
 * The way to the OpenID provider's sign-in, under the password's form while single sign-on is on:
 * a link (a navigation, as the provider's pages are not ours), which the server's start sends on.
 */
export function SsoSignIn({ name, search }: { name: string; search: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sso}>
      <div className={styles.or} role="separator">
        {t('login.sso.or')}
      </div>
      <Button long href={ssoStartUrl(search)}>
        {name ? t('login.sso.button', { name }) : t('login.sso.buttonGeneric')}
      </Button>
    </div>
  );
}
