import type { ReactNode } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import styles from './navbar.module.css';

interface IconButtonProps {
  /** Accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
}

/** A round navbar button whose tooltip is also its accessible name. */
export function IconButton({ label, icon, onClick }: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <Button className={styles.iconButton} shape="circle" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
