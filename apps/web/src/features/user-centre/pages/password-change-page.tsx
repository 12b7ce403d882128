import { useNavigate } from 'react-router';
import { Button, Form, Message } from '@arco-design/web-react';
import { href } from '@console/shared';
import { Footer } from '@/components/footer';
import { PagePreferences } from '@/components/theme-toggle';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { useUserInfo } from '@/lib/session/current-user';
import { useSignOut } from '@/lib/session/sign-out';
import { PasswordFields, usePasswordChangeForm } from '../components/password-fields';
import styles from './password-change-page.module.css';

/**
 * `/password-change`: all a session sees while its account must replace the temporary password an
 * administrator set (the route guard holds it here; the server refuses it everything else). Drawn
 * on its own like the login page, with the language, the theme and a way out; once the password is
 * changed, the console opens on the landing page.
 */
export default function PasswordChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const landing = useLandingPath();
  const { data: user } = useUserInfo();
  const { form, revalidate, submit, pending } = usePasswordChangeForm(async () => {
    Message.success(t('passwordChange.done'));
    await navigate(landing, { replace: true });
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo}>
          <img src="/logo.svg" alt="" width={33} height={33} />
          <span>{t('app.title')}</span>
        </span>
        <PagePreferences className={styles.preferences} />
      </header>
      <main className={styles.content}>
        <section className={styles.panel} aria-labelledby="password-change-title">
          <h1 id="password-change-title" className={styles.title}>
            {t('passwordChange.title')}
          </h1>
          <p className={styles.intro}>{t('passwordChange.intro', { name: user?.name ?? '' })}</p>
          <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
            <PasswordFields oldLabel={t('passwordChange.old')} />
            <Button type="primary" htmlType="submit" long loading={pending}>
              {t('passwordChange.submit')}
            </Button>
          </Form>
          <div className={styles.signOut}>
            <Button type="text" onClick={() => void signOut(href('login'))}>
              {t('passwordChange.signOut')}
            </Button>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
