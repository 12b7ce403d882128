import { Button, Card } from '@arco-design/web-react';
import { IconCloseCircle, IconImage, IconSwap, IconTags } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { STUDIO_OPERATIONS, type StudioOperation } from '@console/shared/monitor/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { useStudio, useStudioOperation } from '../api/monitor-api';
import styles from './monitor.module.css';

const ICONS: Record<StudioOperation, ReactNode> = {
  changeClarity: <IconTags />,
  switchStream: <IconSwap />,
  removeClarity: <IconCloseCircle />,
  pushGasket: <IconImage />,
};

/** Buttons that change the studio's stream; every monitor sees the change. */
export function QuickOperation() {
  const { t } = useTranslation();
  const { data: studio } = useStudio();
  const operation = useStudioOperation();
  const run = (name: StudioOperation) =>
    operation.mutate(name, { onSuccess: () => toast('success', t('monitor.operation.done')) });
  const label = (name: StudioOperation) =>
    name === 'pushGasket' && studio?.gasket ? t('monitor.operation.stopGasket') : t(`monitor.operation.${name}`);

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('monitor.operation.title')}</h2>}>
      <div className={styles.operations}>
        {STUDIO_OPERATIONS.map((name) => (
          <Button
            key={name}
            long
            icon={ICONS[name]}
            disabled={!studio || (name === 'removeClarity' && studio.quality === 'original')}
            loading={operation.isPending && operation.variables === name}
            onClick={() => run(name)}
          >
            {label(name)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
