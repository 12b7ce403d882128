import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Message, Radio } from '@arco-design/web-react';
import type { QualityInspectionItem, RulePreset, ServiceCard as Service } from '@console/shared/card-list/schemas';
import { PageContainer } from '@/components/page-container';
import { usePermission } from '@/components/use-permission';
import { qualityInspectionsQueryOptions } from '../api/get-quality-inspections';
import { rulePresetsQueryOptions } from '../api/get-rule-presets';
import { servicesQueryOptions } from '../api/get-services';
import { useQualityInspectionAction } from '../api/quality-inspection-writes';
import { useRunServiceAction } from '../api/run-service-action';
import { useUpdateRulePreset } from '../api/update-rule-preset';
import { CardSection } from '../components/card-section';
import { QualityInspectionAddCard, QualityInspectionCard } from '../components/quality-inspection-card';
import { RulePresetCard } from '../components/rule-preset-card';
import { ServiceCard } from '../components/service-card';
import styles from '../components/card-list.module.css';

const QualityInspectionCreateModal = lazy(() => import('../components/quality-inspection-create-modal'));

const TABS = ['all', 'quality', 'service', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** Items whose title contains the search text (case-insensitive). */
function matching<T extends { title: string }>(items: T[] | undefined, search: string): T[] | undefined {
  const needle = search.trim().toLowerCase();
  return needle ? items?.filter((item) => item.title.toLowerCase().includes(needle)) : items;
}

interface TabSectionProps<T extends { id: number; title: string }> {
  section: Exclude<Tab, 'all'>;
  query: { data: T[] | undefined; isPending: boolean };
  search: string;
  /** Skeleton cards shown while loading. */
  placeholders: number;
  renderCard: (item: T) => ReactNode;
  /** A card before the matching ones, whatever the search. */
  lead?: ReactNode;
}

/** The cards of one tab that match the search, under the tab's title. */
function TabSection<T extends { id: number; title: string }>({
  section,
  query,
  search,
  placeholders,
  renderCard,
  lead,
}: TabSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <CardSection
      id={`card-list-${section}`}
      title={t(`cardList.tab.${section}`)}
      items={matching(query.data, search)}
      loading={query.isPending}
      placeholders={placeholders}
      renderCard={renderCard}
      lead={lead}
    />
  );
}

/** `/list/card`: quality inspection, services and rule presets (docs/product.md, Card list). */
export default function CardListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const { can } = usePermission();

  const inspections = useQuery(qualityInspectionsQueryOptions());
  const services = useQuery(servicesQueryOptions());
  const presets = useQuery(rulePresetsQueryOptions());
  const inspectionAction = useQualityInspectionAction();
  const serviceAction = useRunServiceAction();
  const presetUpdate = useUpdateRulePreset();

  const shows = (section: Tab) => tab === 'all' || tab === section;
  const writesInspections = can('inspection.write');
  const renderInspection = (item: QualityInspectionItem) => (
    <QualityInspectionCard
      item={item}
      busy={
        inspectionAction.isPending && inspectionAction.variables.id === item.id
          ? inspectionAction.variables.action
          : undefined
      }
      onAction={
        writesInspections
          ? (target, action) =>
              inspectionAction.mutate(
                { id: target.id, action },
                { onSuccess: () => Message.success(t(`cardList.toast.${action}`, { title: target.title })) },
              )
          : undefined
      }
    />
  );
  const renderService = (service: Service) => (
    <ServiceCard
      service={service}
      busy={serviceAction.isPending && serviceAction.variables.id === service.id}
      onAction={
        can('service.act')
          ? (target, action) =>
              serviceAction.mutate(
                { id: target.id, action },
                { onSuccess: () => Message.success(t(`cardList.toast.${action}`, { title: target.title })) },
              )
          : undefined
      }
    />
  );
  const renderPreset = (preset: RulePreset) => (
    <RulePresetCard
      preset={preset}
      busy={presetUpdate.isPending && presetUpdate.variables.id === preset.id}
      onToggle={
        can('ruleset.toggle')
          ? (target, enable) => presetUpdate.mutate({ id: target.id, input: { enable } })
          : undefined
      }
    />
  );

  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{t('cardList.title')}</h1>}>
        <div className={styles.toolbar}>
          <Radio.Group
            type="button"
            value={tab}
            onChange={(key: Tab) => setTab(key)}
            aria-label={t('cardList.sections')}
          >
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
          <TabSection
            section="quality"
            query={inspections}
            search={search}
            placeholders={3}
            renderCard={renderInspection}
            lead={writesInspections && <QualityInspectionAddCard onClick={() => setCreating(true)} />}
          />
        )}
        {shows('service') && (
          <TabSection section="service" query={services} search={search} placeholders={4} renderCard={renderService} />
        )}
        {shows('rules') && (
          <TabSection section="rules" query={presets} search={search} placeholders={6} renderCard={renderPreset} />
        )}
      </Card>
      {creating && (
        <Suspense>
          <QualityInspectionCreateModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
