import { useTranslation } from '@/lib/i18n/i18n';
import { Button, Dropdown, Menu, Tooltip } from '@arco-design/web-react';
import { IconLineHeight } from '@arco-design/web-react/icon';
import { TABLE_DENSITIES, type TableDensity } from '@console/shared';
import styles from './search-table.module.css';

export interface DensityMenuProps {
  value: TableDensity;
  onChange: (density: TableDensity) => void;
}

/** Dropdown of the four table densities; the active one is highlighted. */
export function DensityMenu({ value, onChange }: DensityMenuProps) {
  const { t } = useTranslation();
  const menu = (
    <Menu selectedKeys={[value]} onClickMenuItem={(key) => onChange(key as TableDensity)}>
      {TABLE_DENSITIES.map((density) => (
        <Menu.Item key={density}>{t(`table.density.${density}`)}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <Tooltip content={t('table.density')}>
        <Button type="text" className={styles.action} icon={<IconLineHeight />} aria-label={t('table.density')} />
      </Tooltip>
    </Dropdown>
  );
}
