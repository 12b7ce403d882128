import { useTranslation } from '@/lib/i18n/i18n';
import { API_BASE, getRoute } from '@console/shared';
import styles from './workplace.module.css';

/** Help documents: the design system's overview and guide, its FAQ, and this server's API docs. */
const DOCS = [
  { key: 'productOverview', url: getRoute('arcoWebsite')?.path },
  { key: 'userGuide', url: 'https://arco.design/react/docs/start' },
  { key: 'workflow', url: getRoute('faq')?.path },
  { key: 'interfaceDocs', url: `${API_BASE}/docs` },
] as const;

export function HelpDocs() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="workplace-docs">
      <h2 id="workplace-docs" className={styles.blockTitle}>
        {t('workplace.docs')}
      </h2>
      <ul className={styles.docs}>
        {DOCS.map(({ key, url }) => (
          <li key={key}>
            <a href={url} target="_blank" rel="noreferrer">
              {t(`workplace.docs.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
