import { InputNumber, Switch } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { MENU_WIDTH_RANGE } from '@console/shared';
import { loadServerMenu } from '@/app/shell/server-menu';
import { useSettings, type SettingsState } from '@/stores/settings';
import { SettingRow } from './setting-row';

type SwitchKey = 'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak';

/** What turning a switch does (docs/product.md, Shell: settings drawer): most switches patch their setting. */
async function applySwitch(key: SwitchKey, on: boolean): Promise<void> {
  const { update } = useSettings.getState();
  if (key === 'topMenu') {
    update({ topMenu: on, menuCollapse: false });
    return;
  }
  // The guard needs the menu before the flag is on; a failure leaves the switch off.
  if (key === 'menuFromServer' && on) await loadServerMenu();
  update({ [key]: on });
}

/** A switch row bound to one boolean setting. */
export function SettingSwitch({ name }: { name: SwitchKey }) {
  const { t } = useTranslation();
  const checked = useSettings((s: SettingsState) => s[name]);
  return (
    <SettingRow label={t(`settings.${name}`)}>
      {(labelId) => (
        <Switch
          size="small"
          aria-labelledby={labelId}
          checked={checked}
          // A failed menu load has shown its notification already.
          onChange={(on) => void applySwitch(name, on).catch(() => {})}
        />
      )}
    </SettingRow>
  );
}

const CONTENT_SWITCHES = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'] as const;

/** The "content" section: layout switches and the menu width. */
export function ContentSettings() {
  const { t } = useTranslation();
  const menuWidth = useSettings((s) => s.menuWidth);
  const update = useSettings((s) => s.update);
  return (
    <>
      {CONTENT_SWITCHES.map((name) => (
        <SettingSwitch key={name} name={name} />
      ))}
      <SettingRow label={t('settings.menuWidth')}>
        {(labelId) => (
          <InputNumber
            size="small"
            style={{ width: 80 }}
            aria-labelledby={labelId}
            min={MENU_WIDTH_RANGE.min}
            max={MENU_WIDTH_RANGE.max}
            value={menuWidth}
            onChange={(value) => {
              if (value >= MENU_WIDTH_RANGE.min && value <= MENU_WIDTH_RANGE.max) update({ menuWidth: value });
            }}
          />
        )}
      </SettingRow>
    </>
  );
}
