import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { EXPORT_FORMATS, type ExportFormat } from '@console/shared';

export interface ExportMenuProps {
  /** Downloads the whole filtered result in `format`. */
  onExport: (format: ExportFormat) => Promise<void>;
}

/** "Download" dropdown offering CSV and XLSX; shows a spinner while a file is being fetched. */
export function ExportMenu({ onExport }: ExportMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = (format: ExportFormat) => {
    setBusy(true);
    onExport(format)
      .catch(() => undefined) // the HTTP client has already shown the error
      .finally(() => setBusy(false));
  };
  const menu = (
    <Menu onClickMenuItem={(key) => run(key as ExportFormat)}>
      {EXPORT_FORMATS.map((format) => (
        <Menu.Item key={format}>{t(`table.export.${format}`)}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="br" disabled={busy}>
      <Button icon={<IconDownload />} loading={busy}>
        {t('table.export')}
      </Button>
    </Dropdown>
  );
}
