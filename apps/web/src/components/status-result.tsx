import { useContext, type ReactNode } from 'react';
import { ConfigContext } from '@arco-design/web-react/es/ConfigProvider';
import { IconCheck, IconClose, IconExclamation, IconInfo } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Result/style/css.js';

const ICONS = {
  success: <IconCheck />,
  info: <IconInfo />,
  warning: <IconExclamation />,
  error: <IconClose />,
};

interface ResultText {
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
}

/** An illustrated status draws the one picture its caller imports (`@arco-design/web-react/es/Result/404`). */
type StatusResultProps = ResultText &
  ({ status: keyof typeof ICONS } | { status: '403' | '404' | '500'; illustration: ReactNode });

/**
 * Arco's Result, in its markup and styles. Arco's own component imports its 403, 404 and 500
 * illustrations (28 KiB gzip) wherever it is used, whatever it draws
 * (docs/decisions/056-lighter-first-loads.md).
 */
export function StatusResult({ title, subTitle, extra, className, ...shown }: StatusResultProps) {
  const prefix = useContext(ConfigContext).getPrefixCls?.('result') ?? 'arco-result';
  const { status } = shown;
  return (
    <div className={[prefix, `${prefix}-is-${status}`, className].filter(Boolean).join(' ')}>
      <div className={`${prefix}-icon`}>
        <span className={`${prefix}-icon-tip ${prefix}-icon-${status}`}>
          {'illustration' in shown ? shown.illustration : ICONS[shown.status]}
        </span>
      </div>
      {title && <div className={`${prefix}-title`}>{title}</div>}
      {subTitle && <div className={`${prefix}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefix}-extra`}>{extra}</div>}
    </div>
  );
}
