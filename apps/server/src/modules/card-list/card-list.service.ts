import {
  ApiCode,
  type Locale,
  type QualityInspectionItem,
  type RulePreset,
  type ServiceAction,
  type ServiceCard,
} from '@console/shared';
import type { Db } from '../../db/client';
import { translate } from '../../i18n/i18n';
import { AppError, notFound } from '../../lib/app-error';
import { localize } from '../../lib/localized-text';
import { changedFields, recordAudit } from '../audit/audit.service';
import type { SessionContext } from '../auth/session.service';
import { createCardListRepository, type CardListRepository, type QualityInspectionRow, type RulePresetRow, type ServiceCardRow } from './card-list.repository';

const toQualityInspection = (row: QualityInspectionRow, locale: Locale): QualityInspectionItem => ({
  id: row.id,
  name: localize(row.name, locale),
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  createdTime: row.createdAt.toISOString(),
  data: [
    { label: translate(locale, 'cardList.pendingInspections'), value: String(row.pendingInspections) },
    { label: translate(locale, 'cardList.backlogDuration'), value: translate(locale, 'cardList.seconds', { value: row.backlogSeconds }) },
    { label: translate(locale, 'cardList.pendingSampling'), value: String(row.pendingSampling) },
  ],
});

const toServiceCard = (row: ServiceCardRow, locale: Locale): ServiceCard => ({
  id: row.id,
  icon: row.icon,
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  enable: row.enabled,
  actionType: 'button',
  expires: row.expiresAt?.toISOString() ?? null,
  expired: row.expired,
});

const toRulePreset = (row: RulePresetRow, locale: Locale): RulePreset => ({
  id: row.id,
  title: localize(row.title, locale),
  description: localize(row.description, locale),
  enable: row.enabled,
  actionType: 'switch',
});

const serviceSnapshot = (row: ServiceCardRow) => ({ enabled: row.enabled, expires: row.expiresAt?.toISOString() ?? null });

/** Applies a service action to the card as it is now; undefined when the card is gone. */
function applyServiceAction(cards: CardListRepository, card: ServiceCardRow, action: ServiceAction) {
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

export function createCardListService(db: Db) {
  const cards = createCardListRepository(db);

  return {
    qualityInspections: async (locale: Locale) => (await cards.listQualityInspections()).map((row) => toQualityInspection(row, locale)),
    services: async (locale: Locale) => (await cards.listServices()).map((row) => toServiceCard(row, locale)),
    presets: async (locale: Locale) => (await cards.listPresets()).map((row) => toRulePreset(row, locale)),

    runServiceAction: (actor: SessionContext, id: number, action: ServiceAction, locale: Locale): Promise<ServiceCard> =>
      db.transaction(async (tx) => {
        const repository = createCardListRepository(tx);
        const before = await repository.findService(id);
        if (!before) throw notFound();
        const after = await applyServiceAction(repository, before, action);
        if (!after) throw notFound();
        await recordAudit(tx, { actorId: actor.userId, action, entityType: 'serviceCard', entityId: id, ...changedFields(serviceSnapshot(before), serviceSnapshot(after)) });
        return toServiceCard(after, locale);
      }),

    setPresetEnabled: (actor: SessionContext, id: number, enable: boolean, locale: Locale): Promise<RulePreset> =>
      db.transaction(async (tx) => {
        const repository = createCardListRepository(tx);
        const before = await repository.findPreset(id);
        if (!before) throw notFound();
        const after = await repository.setPresetEnabled(id, enable);
        if (!after) throw notFound();
        await recordAudit(tx, {
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
