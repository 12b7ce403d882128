import { ApiCode, type Locale } from '@console/shared';
import {
  QUALITY_INSPECTIONS_MAX,
  type InspectionAction,
  type ServiceAction,
} from '@console/shared/card-list/constants';
import type {
  QualityInspectionInput,
  QualityInspectionItem,
  RulePreset,
  ServiceCard,
} from '@console/shared/card-list/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import { changedFields, type AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { AppError, notFound } from '../../lib/app-error';
import { asTyped, inEveryLocale, localize } from '../../lib/localized-text';
import type { CardListStore, QualityInspectionRow, RulePresetRow, ServiceCardRow } from './card-list.store';
import './card-list.messages';

const toQualityInspection = (row: QualityInspectionRow, locale: Locale): QualityInspectionItem => ({
  id: row.id,
  name: localize(row.name, locale),
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  createdTime: row.createdAt.toISOString(),
  data: [
    { label: translate(locale, 'cardList.pendingInspections'), value: String(row.pendingInspections) },
    {
      label: translate(locale, 'cardList.backlogDuration'),
      value: translate(locale, 'cardList.seconds', { value: row.backlogSeconds }),
    },
    { label: translate(locale, 'cardList.pendingSampling'), value: String(row.pendingSampling) },
  ],
  inspecting: row.inspectingSince !== null,
  inspectingSince: row.inspectingSince?.toISOString() ?? null,
  inspectedBy: row.inspectingSince === null ? null : row.inspectorName,
});

/** What the audit log keeps of a queue. */
const inspectionSnapshot = (row: QualityInspectionRow) => ({
  name: row.name,
  title: row.title,
  inspectingSince: row.inspectingSince?.toISOString() ?? null,
  inspectedBy: row.inspectedBy,
});

const toServiceCard = (row: ServiceCardRow, locale: Locale): ServiceCard => ({
  id: row.id,
  ...(row.icon === null ? {} : { icon: row.icon }),
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  enable: row.enabled,
  actionType: 'button',
  expires: row.expired,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

const toRulePreset = (row: RulePresetRow, locale: Locale): RulePreset => ({
  id: row.id,
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  enable: row.enabled,
  actionType: 'switch',
});

const serviceSnapshot = (row: ServiceCardRow) => ({
  enabled: row.enabled,
  expires: row.expiresAt?.toISOString() ?? null,
});

/** Applies a service action to the card as it is now; undefined when the card is gone. */
function applyServiceAction(cards: CardListStore, card: ServiceCardRow, action: ServiceAction) {
  switch (action) {
    case 'open':
      if (card.expired) throw new AppError(409, ApiCode.conflict, 'errors.serviceExpired');
      return cards.setServiceEnabled(card.id, true);
    case 'cancel':
      return cards.setServiceEnabled(card.id, false);
    case 'renew':
      return cards.renewService(card.id);
  }
}

export function createCardListService(uow: UnitOfWork<{ cards: CardListStore; audit: AuditStore }>) {
  const { cards } = uow.read;

  return {
    qualityInspections: async (locale: Locale) =>
      (await cards.listQualityInspections()).map((row) => toQualityInspection(row, locale)),
    services: async (locale: Locale) => (await cards.listServices()).map((row) => toServiceCard(row, locale)),
    presets: async (locale: Locale) => (await cards.listPresets()).map((row) => toRulePreset(row, locale)),

    /** A new idle queue of `kind`, its figures at 0: named and described after its kind in every language. */
    createQualityInspection: (
      actor: Actor,
      { kind, title }: QualityInspectionInput,
      locale: Locale,
    ): Promise<QualityInspectionItem> =>
      uow.transaction(async ({ cards: store, audit }) => {
        const row = await store.insertQualityInspectionWithin(
          {
            name: inEveryLocale((locale) => translate(locale, `cardList.kind.${kind}`)),
            title: asTyped(title),
            description: inEveryLocale((locale) => translate(locale, `cardList.kindDescription.${kind}`)),
          },
          QUALITY_INSPECTIONS_MAX,
        );
        if (!row)
          throw new AppError(409, ApiCode.conflict, 'errors.inspectionsTooMany', {
            params: { max: QUALITY_INSPECTIONS_MAX },
          });
        await audit.record({
          actorId: actor.userId,
          action: 'create',
          entityType: 'qualityInspection',
          entityId: row.id,
          after: inspectionSnapshot(row),
        });
        return toQualityInspection(row, locale);
      }),

    deleteQualityInspection: (actor: Actor, id: number): Promise<{ deleted: number }> =>
      uow.transaction(async ({ cards: store, audit }) => {
        const row = await store.deleteQualityInspection(id);
        if (!row) throw notFound();
        await audit.record({
          actorId: actor.userId,
          action: 'delete',
          entityType: 'qualityInspection',
          entityId: id,
          before: inspectionSnapshot(row),
        });
        return { deleted: 1 };
      }),

    /** Starts the queue's inspection by the actor, or stops it; 409 when it already is as asked. */
    inspect: (actor: Actor, id: number, action: InspectionAction, locale: Locale): Promise<QualityInspectionItem> =>
      uow.transaction(async ({ cards: store, audit }) => {
        const before = await store.lockQualityInspection(id);
        if (!before) throw notFound();
        if ((before.inspectingSince !== null) === (action === 'start'))
          throw new AppError(
            409,
            ApiCode.conflict,
            action === 'start' ? 'errors.inspectionRunning' : 'errors.inspectionIdle',
          );
        const after = await store.setInspection(id, action === 'start' ? actor.userId : null);
        if (!after) throw notFound();
        await audit.record({
          actorId: actor.userId,
          action,
          entityType: 'qualityInspection',
          entityId: id,
          ...changedFields(inspectionSnapshot(before), inspectionSnapshot(after)),
        });
        return toQualityInspection(after, locale);
      }),

    runServiceAction: (actor: Actor, id: number, action: ServiceAction, locale: Locale): Promise<ServiceCard> =>
      uow.transaction(async ({ cards: store, audit }) => {
        const before = await store.findService(id);
        if (!before) throw notFound();
        const after = await applyServiceAction(store, before, action);
        if (!after) throw notFound();
        await audit.record({
          actorId: actor.userId,
          action,
          entityType: 'serviceCard',
          entityId: id,
          ...changedFields(serviceSnapshot(before), serviceSnapshot(after)),
        });
        return toServiceCard(after, locale);
      }),

    setPresetEnabled: (actor: Actor, id: number, enable: boolean, locale: Locale): Promise<RulePreset> =>
      uow.transaction(async ({ cards: store, audit }) => {
        const before = await store.findPreset(id);
        if (!before) throw notFound();
        const after = await store.setPresetEnabled(id, enable);
        if (!after) throw notFound();
        await audit.record({
          actorId: actor.userId,
          action: enable ? 'enable' : 'disable',
          entityType: 'rulePreset',
          entityId: id,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
        });
        return toRulePreset(after, locale);
      }),
  };
}
