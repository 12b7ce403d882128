import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Message, Radio } from '@arco-design/web-react';
import type { Role } from '@console/shared';
import { PageContainer } from '@/components/page-container';
import { usePermission } from '@/components/use-permission';
import { qualityInspectionsQueryOptions } from '../api/get-quality-inspections';
import { rulePresetsQueryOptions } from '../api/get-rule-presets';
import { servicesQueryOptions } from '../api/get-services';
import { useRunServiceAction } from '../api/run-service-action';
import { useUpdateRulePreset } from '../api/update-rule-preset';
import { CardSection } from '../components/card-section';
import { QualityInspectionCard } from '../components/quality-inspection-card';
import { RulePresetCard } from '../components/rule-preset-card';
import { ServiceCard } from '../components/service-card';
import styles from '../components/card-list.module.css';

/** Who may change services and rules (the server enforces the same). */
const EDITORS: readonly Role[] = ['admin'];

const TABS = ['all', 'quality', 'service', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** Items whose title contains the search text (case-insensitive). */
function matching<T extends { title: string }>(items: T[] | undefined, search: string): T[] | undefined {
  const needle = search.trim().toLowerCase();
  return needle ? items?.filter((item) => item.title.toLowerCase().includes(needle)) : items;
}

/** `/list/card`: quality inspection, services and rule presets (screens.md 2.4). */
export default function CardListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const isAdmin = usePermission().has(EDITORS);

  const inspections = useQuery(qualityInspectionsQueryOptions());
  const services = useQuery(servicesQueryOptions());
  const presets = useQuery(rulePresetsQueryOptions());
  const serviceAction = useRunServiceAction();
  const presetUpdate = useUpdateRulePreset();

  const shows = (section: Tab) => tab === 'all' || tab === section;

  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{t('cardList.title')}</h1>}>
        <div className={styles.toolbar}>
          <Radio.Group type="button" value={tab} onChange={(key: Tab) => setTab(key)} aria-label={t('cardList.sections')}>
            {TABS.map((key) => (
              <Radio key={key} value={key}>
                {t(`cardList.tab.${key}`)}
              </Radio>
            ))}
          </Radio.Group>
          <Input.Search
            allowClear
            className={styles.search}
            placeholder={t('cardList.search')}
            aria-label={t('cardList.search')}
            value={search}
            onChange={setSearch}
          />
        </div>
        {shows('quality') && (
          <CardSection
            id="card-list-quality"
            title={t('cardList.tab.quality')}
            items={matching(inspections.data, search)}
            loading={inspections.isPending}
            placeholders={3}
            renderCard={(item) => <QualityInspectionCard item={item} />}
          />
        )}
        {shows('service') && (
          <CardSection
            id="card-list-service"
            title={t('cardList.tab.service')}
            items={matching(services.data, search)}
            loading={services.isPending}
            placeholders={4}
            renderCard={(service) => (
              <ServiceCard
                service={service}
                busy={serviceAction.isPending && serviceAction.variables.id === service.id}
                onAction={
                  isAdmin
                    ? (target, action) =>
                        serviceAction.mutate(
                          { id: target.id, action },
                          { onSuccess: () => Message.success(t(`cardList.toast.${action}`, { title: target.title })) },
                        )
                    : undefined
                }
              />
            )}
          />
        )}
        {shows('rules') && (
          <CardSection
            id="card-list-rules"
            title={t('cardList.tab.rules')}
            items={matching(presets.data, search)}
            loading={presets.isPending}
            placeholders={6}
            renderCard={(preset) => (
              <RulePresetCard
                preset={preset}
                busy={presetUpdate.isPending && presetUpdate.variables.id === preset.id}
                onToggle={isAdmin ? (target, enable) => presetUpdate.mutate({ id: target.id, input: { enable } }) : undefined}
              />
            )}
          />
        )}
      </Card>
    </PageContainer>
  );
}
