import type { ReactNode } from 'react';
import { Footer } from '@/components/footer';
import { PagePreferences } from '@/components/theme-toggle';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './standalone-frame.module.css';

export interface StandaloneFrameProps {
  title: string;
  /** A paragraph under the title, when there is something to say before the content. */
  intro?: string;
  children: ReactNode;
}

/**
 * A page drawn on its own like the login page, outside the console's frame: the logo, the language
 * and the theme, a titled panel, the footer. The forced steps of a session and the password reset use it.
 */
export function StandaloneFrame({ title, intro, children }: StandaloneFrameProps) {
  const { t } = useTranslation();
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
        <section className={styles.panel} aria-labelledby="standalone-frame-title">
          <h1 id="standalone-frame-title" className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </section>
      </main>
      <Footer />
    </div>
  );
}

/** A centred row of links or buttons under a standalone frame's form (the way out, back to the sign-in). */
export function StandaloneFrameActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
