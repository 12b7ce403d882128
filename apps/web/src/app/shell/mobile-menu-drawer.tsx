import { Drawer } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { AppMenu } from './app-menu';

interface MobileMenuDrawerProps {
  open: boolean;
  width: number;
  onClose: () => void;
}

/** The menu under the lg breakpoint: a drawer from the left, closed by a navigation. */
export default function MobileMenuDrawer({ open, width, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      visible={open}
      footer={null}
      closable={false}
      title={null}
      width={width}
      onCancel={onClose}
    >
      <nav aria-label={t('navbar.menu.label')}>
        <AppMenu onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
