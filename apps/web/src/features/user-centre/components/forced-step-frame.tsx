import type { ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import { href } from '@console/shared';
import { Footer } from '@/components/footer';
import { PagePreferences } from '@/components/theme-toggle';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSignOut } from '@/lib/session/sign-out';
import styles from './forced-step-frame.module.css';

export interface ForcedStepFrameProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * A page the route guard holds a session on until it has done one thing (replace a temporary
 * password, set up a second factor; the server refuses it everything else). Drawn on its own like
 * the login page, with the language, the theme and a way out.
 */
export function ForcedStepFrame({ title, intro, children }: ForcedStepFrameProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
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
        <section className={styles.panel} aria-labelledby="forced-step-title">
          <h1 id="forced-step-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {children}
          <div className={styles.signOut}>
            <Button type="text" onClick={() => void signOut(href('login'))}>
              {t('forcedStep.signOut')}
            </Button>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
