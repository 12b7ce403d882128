import { ColorPicker } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { themeColorPalette } from '@/stores/theme-palette';
import { SettingRow } from './setting-row';
import styles from './settings-drawer.module.css';

/** The theme colour and the ten shades generated from it (they drive Arco's primary colours). */
export function ThemeColorSetting() {
  const { t } = useTranslation();
  const themeColor = useSettings((s) => s.themeColor);
  const dark = useSettings((s) => s.theme === 'dark');
  const update = useSettings((s) => s.update);
  const palette = themeColorPalette(themeColor, dark);
  return (
    <>
      <SettingRow label={t('settings.themeColor')}>
        {(labelId) => (
          <ColorPicker
            disabledAlpha
            value={themeColor}
            // The trigger sits at the drawer's right edge, which is the window's: the panel opens
            // leftwards from it, and moves to stay inside a narrow window.
            triggerProps={{ position: 'br', autoFitPosition: true }}
            triggerElement={
              <button type="button" className={styles.colorTrigger} aria-labelledby={`${labelId} ${labelId}-value`}>
                <span className={styles.swatch} style={{ backgroundColor: themeColor }} />
                <span id={`${labelId}-value`}>{themeColor}</span>
              </button>
            }
            onChange={(value) => {
              if (typeof value === 'string') update({ themeColor: value.toUpperCase() });
            }}
          />
        )}
      </SettingRow>
      <ol className={styles.shades} aria-label={t('settings.themeColor.shades')}>
        {palette.shades.map((rgb, index) => (
          <li key={rgb} style={{ backgroundColor: `rgb(${rgb})` }} title={`${index + 1}`} />
        ))}
      </ol>
      <p className={styles.caption}>{t('settings.themeColor.caption')}</p>
      {palette.adjusted && <p className={styles.caption}>{t('settings.themeColor.adjusted')}</p>}
    </>
  );
}
