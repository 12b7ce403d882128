import type { ReactNode } from 'react';
import { Alert, Drawer, Message, type DrawerProps } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { SETTINGS_DRAWER_WIDTH } from '@console/shared';
import { useSettings } from '@/stores/settings';
import { pickSaved } from '../saved-settings';
import { ContentSettings, SettingSwitch } from './content-settings';
import { ThemeColorSetting } from './theme-color-setting';
import styles from './settings-drawer.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Arco's drawer passes unknown props to its wrapper but neither types nor sets the dialog role. */
function dialogProps(label: string): DrawerProps {
  const props = { role: 'dialog', 'aria-modal': true, 'aria-label': label };
  return props as DrawerProps;
}

/**
 * Copies the settings a user can set as pretty JSON (docs/product.md, Shell: settings drawer); what
 * the console sets while it runs (the open drawer, the device, the server's menu) stays out.
 */
async function copySettings(): Promise<void> {
  await navigator.clipboard.writeText(JSON.stringify(pickSaved(useSettings.getState()), null, 2));
}

/** The global settings drawer (width 300, docs/product.md, Shell: settings drawer), opened from the navbar or the floating button. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const visible = useSettings((s) => s.globalSettings);
  const update = useSettings((s) => s.update);

  const onCopy = () =>
    copySettings().then(
      () => Message.success(t('settings.copySettings.success')),
      () => Message.error(t('settings.copySettings.failure')),
    );

  return (
    <Drawer
      {...dialogProps(t('settings.title'))}
      width={SETTINGS_DRAWER_WIDTH}
      title={t('settings.title')}
      visible={visible}
      unmountOnExit
      okText={t('settings.copySettings')}
      cancelText={t('settings.close')}
      onOk={() => void onCopy()}
      onCancel={() => update({ globalSettings: false })}
    >
      <Section title={t('settings.themeColor.title')}>
        <ThemeColorSetting />
      </Section>
      <Section title={t('settings.content')}>
        <ContentSettings />
      </Section>
      <Section title={t('settings.otherSettings')}>
        <SettingSwitch name="colorWeak" />
      </Section>
      <Alert className={styles.alert} content={t('settings.alertContent')} />
    </Drawer>
  );
}
