import type { Locale } from '@console/shared';
import { CHANNEL_FORM_FIRST_STAGE } from '@console/shared/channel-form/constants';
import type {
  ChannelForm,
  ChannelFormDraft,
  ChannelFormDraftInput,
  ChannelFormInput,
} from '@console/shared/channel-form/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { asTyped, localize } from '../../lib/localized-text';
import type { ChannelFormDraftRow, ChannelFormStore, ChannelFormRow, NewChannelForm } from './channel-form.store';

export const toChannelForm = (row: ChannelFormRow, locale: Locale): ChannelForm => ({
  id: row.id,
  number: row.number,
  activityName: localize(row.activityName, locale),
  channelType: row.channelType,
  promotionTime: [row.promotionFrom, row.promotionTo],
  promoteLink: row.promoteLink,
  advertisingSource: localize(row.advertisingSource, locale),
  advertisingMedia: localize(row.advertisingMedia, locale),
  keyword: row.keywords,
  pushNotify: row.pushNotify,
  advertisingContent: localize(row.advertisingContent, locale),
  stage: row.stage,
  submittedTime: row.createdAt.toISOString(),
});

const toDraft = (row: ChannelFormDraftRow): ChannelFormDraft => ({
  step: row.step,
  data: row.data,
  updatedTime: row.updatedAt.toISOString(),
});

/** A submitted form as stored: its texts as typed, in every locale. */
export function newChannelForm(submitterId: number, input: ChannelFormInput): NewChannelForm {
  return {
    submitterId,
    activityName: asTyped(input.activityName),
    channelType: input.channelType,
    promotionFrom: input.promotionTime[0],
    promotionTo: input.promotionTime[1],
    promoteLink: input.promoteLink,
    advertisingSource: asTyped(input.advertisingSource),
    advertisingMedia: asTyped(input.advertisingMedia),
    keywords: input.keyword,
    pushNotify: input.pushNotify,
    advertisingContent: asTyped(input.advertisingContent),
    stage: CHANNEL_FORM_FIRST_STAGE,
  };
}

/** What the audit log keeps of a submitted form. */
const snapshot = ({ id: _id, submitterId: _submitter, createdAt: _created, ...fields }: ChannelFormRow) => fields;

export function createChannelFormService(uow: UnitOfWork<{ forms: ChannelFormStore; audit: AuditStore }>) {
  const { forms } = uow.read;

  return {
    /** Stores the form and, in the same transaction, clears the submitter's draft and writes the audit entry. */
    submit: (actor: Actor, input: ChannelFormInput, locale: Locale): Promise<ChannelForm> =>
      uow.transaction(async ({ forms: store, audit }) => {
        const row = await store.insert(newChannelForm(actor.userId, input));
        await store.deleteDraft(actor.userId);
        await audit.record({
          actorId: actor.userId,
          action: 'create',
          entityType: 'channelForm',
          entityId: row.id,
          after: snapshot(row),
        });
        return toChannelForm(row, locale);
      }),

    async latest(actor: Actor, locale: Locale): Promise<ChannelForm | null> {
      const row = await forms.latestOf(actor.userId);
      return row ? toChannelForm(row, locale) : null;
    },

    async draft(actor: Actor): Promise<ChannelFormDraft | null> {
      const row = await forms.findDraft(actor.userId);
      return row ? toDraft(row) : null;
    },

    saveDraft: async (actor: Actor, input: ChannelFormDraftInput): Promise<ChannelFormDraft> =>
      toDraft(await forms.saveDraft(actor.userId, input)),
  };
}

export type ChannelFormService = ReturnType<typeof createChannelFormService>;
