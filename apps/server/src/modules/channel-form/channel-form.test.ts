import { describe, expect, it } from 'vitest';
import { ApiCode, type AuditLogPage, type ValidationErrorData } from '@console/shared';
import type { ChannelForm, ChannelFormDraft, ChannelFormInput } from '@console/shared/channel-form/schemas';
import { addAccount, DRIVERS, as, envelope, login, useTestApp } from '../../../test/helper';

const BASE = '/member-api/api/channel-form';

/** A form as the console sends it, options by their codes. */
const VALID: ChannelFormInput = {
  activityName: '双11预热Sale2026',
  channelType: 'appGeneral',
  promotionTime: ['2026-12-01', '2026-12-15'],
  promoteLink: 'https://arco.design',
  advertisingSource: 'Sohu',
  advertisingMedia: 'CPC',
  keyword: ['toutiao', 'huoshan'],
  pushNotify: true,
  advertisingContent: 'Winter sale: 20% off in the first week.',
};

describe.each(DRIVERS)('channel form on %s', (driver) => {
  const ctx = useTestApp(driver);

  const submit = (data: unknown, token = ctx.admin, locale = 'en-US') =>
    as(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/submit`,
      payload: { data },
      headers: { 'accept-language': locale },
    });
  const getDraft = async (token = ctx.admin) => {
    const response = await as(ctx.app, token, { method: 'GET', url: `${BASE}/draft` });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ChannelFormDraft | null>(response).data;
  };
  const saveDraft = (payload: object, token = ctx.admin) =>
    as(ctx.app, token, { method: 'PUT', url: `${BASE}/draft`, payload });
  const latest = async (locale = 'en-US') => {
    const response = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `${BASE}/latest`,
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ChannelForm | null>(response).data;
  };
  /** The issues of a refused submission: `[path, message]`. */
  const issuesOf = async (data: unknown) => {
    const response = await submit(data);
    expect(response.statusCode, response.body).toBe(400);
    const body = envelope<ValidationErrorData>(response);
    expect(body.code).toBe(ApiCode.validation);
    return body.data.issues.map((issue) => [issue.path, issue.message]);
  };

  describe('rules, each field at its bounds and just past them', () => {
    const accepted: [string, Partial<Record<keyof ChannelFormInput, unknown>>][] = [
      ['a one-character activity name', { activityName: 'a' }],
      ['20 ideographs', { activityName: '活'.repeat(20) }],
      ['letters, digits and ideographs, trimmed', { activityName: '  Spring春季2026 ' }],
      ['a one-day promotion', { promotionTime: ['2026-12-01', '2026-12-01'] }],
      ['an http link with a port, path, query and fragment', { promoteLink: 'http://127.0.0.1:8080/a/b?c=1#d' }],
      [
        'a link of 2048 characters',
        { promoteLink: `https://arco.design/${'x'.repeat(2048 - 'https://arco.design/'.length)}` },
      ],
      ['a 64-character source and media', { advertisingSource: 's'.repeat(64), advertisingMedia: 'm'.repeat(64) }],
      ['one keyword', { keyword: ['huoshan'] }],
      ['options by their zh-CN labels', { channelType: 'APP通用渠道', keyword: ['今日头条', '火山'] }],
      ['options by their en-US labels', { channelType: 'APP general channel', keyword: ['Toutiao', 'Huoshan'] }],
      ['notifications off', { pushNotify: false }],
      ['200 characters of content', { advertisingContent: '广'.repeat(200) }],
    ];
    it.each(accepted)('accepts %s', async (_, change) => {
      const response = await submit({ ...VALID, ...change });
      expect(response.statusCode, response.body).toBe(200);
    });

    const refused: [string, Partial<Record<keyof ChannelFormInput, unknown>>, string, string][] = [
      ['an empty activity name', { activityName: '' }, 'activityName', 'Please enter the activity name'],
      ['an activity name of spaces', { activityName: '   ' }, 'activityName', 'Please enter the activity name'],
      [
        '21 ideographs',
        { activityName: '活'.repeat(21) },
        'activityName',
        'Enter at most 20 Chinese characters, letters or digits',
      ],
      [
        'punctuation in the activity name',
        { activityName: 'spring-sale' },
        'activityName',
        'Enter at most 20 Chinese characters, letters or digits',
      ],
      [
        'a NUL in the activity name',
        { activityName: 'a\u0000b' },
        'activityName',
        'Contains a character that is not allowed',
      ],
      ['another channel type', { channelType: 'web' }, 'channelType', 'Please select a channel type'],
      ['no promotion time', { promotionTime: undefined }, 'promotionTime', 'Please select the promotion time'],
      ['an empty promotion time', { promotionTime: [] }, 'promotionTime', 'Please select the promotion time'],
      [
        'a promotion ending before it starts',
        { promotionTime: ['2026-12-02', '2026-12-01'] },
        'promotionTime',
        'Give a start and an end date, the start not after the end',
      ],
      [
        'a promotion day that does not exist',
        { promotionTime: ['2026-13-01', '2026-12-01'] },
        'promotionTime.0',
        'Enter a date (YYYY-MM-DD) between the years 1900 and 9999',
      ],
      ['no promote link', { promoteLink: '' }, 'promoteLink', 'Please enter the promote link'],
      [
        'an ftp link',
        { promoteLink: 'ftp://arco.design' },
        'promoteLink',
        'The link must start with http:// or https://, e.g. the download address of an Android or iOS app',
      ],
      [
        'a link without a scheme',
        { promoteLink: 'arco.design' },
        'promoteLink',
        'The link must start with http:// or https://, e.g. the download address of an Android or iOS app',
      ],
      [
        'a link without a host',
        { promoteLink: 'https://' },
        'promoteLink',
        'The link must start with http:// or https://, e.g. the download address of an Android or iOS app',
      ],
      [
        'a link with a space',
        { promoteLink: 'https://arco.design/a b' },
        'promoteLink',
        'The link must start with http:// or https://, e.g. the download address of an Android or iOS app',
      ],
      [
        'a link of 2049 characters',
        { promoteLink: `https://arco.design/${'x'.repeat(2049 - 'https://arco.design/'.length)}` },
        'promoteLink',
        'The link must start with http:// or https://, e.g. the download address of an Android or iOS app',
      ],
      ['no advertising source', { advertisingSource: ' ' }, 'advertisingSource', 'Please enter the advertising source'],
      ['a 65-character source', { advertisingSource: 's'.repeat(65) }, 'advertisingSource', 'Too long'],
      ['no advertising media', { advertisingMedia: '' }, 'advertisingMedia', 'Please enter the advertising media'],
      ['a 65-character media', { advertisingMedia: 'm'.repeat(65) }, 'advertisingMedia', 'Too long'],
      ['no keyword', { keyword: [] }, 'keyword', 'Please select at least one keyword'],
      ['an unknown keyword', { keyword: ['weibo'] }, 'keyword.0', 'Choose one of the offered options'],
      ['a keyword twice', { keyword: ['toutiao', 'toutiao'] }, 'keyword', 'Choose each option only once'],
      [
        'a keyword by its label and its code',
        { keyword: ['Toutiao', 'toutiao'] },
        'keyword',
        'Choose each option only once',
      ],
      [
        'a label in another case',
        { channelType: 'app general channel' },
        'channelType',
        'Please select a channel type',
      ],
      ['push notify as text', { pushNotify: 'yes' }, 'pushNotify', 'Must be on or off'],
      [
        'no advertising content',
        { advertisingContent: '' },
        'advertisingContent',
        'Please enter the advertising content',
      ],
      [
        '201 characters of content',
        { advertisingContent: '广'.repeat(201) },
        'advertisingContent',
        'No more than 200 words',
      ],
    ];
    it.each(refused)('refuses %s with 400 and an issue under the field', async (_, change, field, message) => {
      expect(await issuesOf({ ...VALID, ...change })).toEqual([[`data.${field}`, message]]);
    });

    it('refuses a body without the form', async () => {
      const response = await as(ctx.app, ctx.admin, { method: 'POST', url: `${BASE}/submit`, payload: VALID });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['data']);
    });

    it('words the issues in the caller language', async () => {
      const response = await submit({ ...VALID, activityName: '' }, ctx.admin, 'zh-CN');
      expect(envelope<ValidationErrorData>(response).data.issues).toEqual([
        { path: 'data.activityName', message: '请输入活动名称' },
      ]);
    });
  });

  describe('submission', () => {
    it('stores the form, answers it with its number and stage, and shows it as the latest', async () => {
      const response = await submit(VALID);
      expect(response.statusCode, response.body).toBe(200);
      const form = envelope<ChannelForm>(response).data;
      expect(form).toEqual({
        ...VALID,
        id: expect.any(Number),
        number: expect.stringMatching(/^CF\d{6}$/),
        stage: 'leaderReview',
        submittedTime: expect.any(String),
      });
      expect(Date.now() - Date.parse(form.submittedTime)).toBeLessThan(60_000);
      expect(await latest()).toEqual(form);
    });

    it('keeps the texts in the language they were written in, whatever the reader speaks', async () => {
      const form = envelope<ChannelForm>(await submit({ ...VALID, activityName: 'WrittenInEnglish' })).data;
      expect((await latest('zh-CN'))?.activityName).toBe('WrittenInEnglish');
      expect((await latest('zh-CN'))?.id).toBe(form.id);
    });

    it('records who submitted what in the audit log', async () => {
      const form = envelope<ChannelForm>(await submit(VALID)).data;
      const response = await as(ctx.app, ctx.admin, {
        method: 'GET',
        url: `/member-api/api/audit-logs?entityType=channelForm&entityId=${form.id}`,
      });
      const { list } = envelope<AuditLogPage>(response).data;
      expect(list.map(({ action, actorName, before, after }) => ({ action, actorName, before, after }))).toEqual([
        {
          action: 'create',
          actorName: 'admin',
          before: null,
          after: expect.objectContaining({
            number: form.number,
            channelType: 'appGeneral',
            promotionFrom: '2026-12-01',
            promotionTo: '2026-12-15',
            stage: 'leaderReview',
          }),
        },
      ]);
    });

    it('refuses a user account every call with 403 and stores nothing', async () => {
      const before = await latest();
      for (const response of [
        await submit(VALID, ctx.user),
        await saveDraft({ step: 1, data: {} }, ctx.user),
        await as(ctx.app, ctx.user, { method: 'GET', url: `${BASE}/draft` }),
        await as(ctx.app, ctx.user, { method: 'GET', url: `${BASE}/latest` }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(envelope(response).code).toBe(ApiCode.forbidden);
      }
      expect(await latest()).toEqual(before);
    });
  });

  describe('draft', () => {
    it('is saved per user, resumed by another session of the same user, and cleared by a submission', async () => {
      await addAccount(ctx.testDb.database, {
        username: 'second',
        password: 'Second1x',
        role: 'admin',
      });
      const second = await login(ctx.app, 'second', 'Second1x');
      expect(await getDraft(second)).toBeNull();

      const draft = {
        step: 2,
        data: {
          activityName: 'Half',
          promotionTime: ['2026-12-01', '2026-12-03'],
          keyword: ['toutiao'],
          pushNotify: false,
        },
      };
      const saved = await saveDraft(draft, second);
      expect(saved.statusCode, saved.body).toBe(200);
      const otherSession = await login(ctx.app, 'second', 'Second1x');
      expect(await getDraft(otherSession)).toEqual({ ...draft, updatedTime: expect.any(String) });
      expect(await getDraft(ctx.admin)).toBeNull();

      // A later save replaces it.
      await saveDraft({ step: 1, data: { activityName: 'Half again' } }, second);
      expect(await getDraft(second)).toMatchObject({ step: 1, data: { activityName: 'Half again' } });

      expect((await submit(VALID, second)).statusCode).toBe(200);
      expect(await getDraft(second)).toBeNull();
    });

    it('holds an option sent by its label as its code', async () => {
      const response = await saveDraft({ step: 2, data: { channelType: 'APP通用渠道', keyword: ['Huoshan'] } });
      expect(response.statusCode, response.body).toBe(200);
      expect((await getDraft())?.data).toEqual({ channelType: 'appGeneral', keyword: ['huoshan'] });
    });

    it('holds values still being typed, but never more than a field holds', async () => {
      const response = await saveDraft({ step: 1, data: { activityName: 'not-valid-yet ', promoteLink: 'htt' } });
      expect(response.statusCode, response.body).toBe(200);
      expect((await getDraft())?.data).toEqual({ activityName: 'not-valid-yet ', promoteLink: 'htt' });
    });

    it.each([
      ['step 3', { step: 3, data: {} }, 'step'],
      ['no step', { data: {} }, 'step'],
      ['a 21-character activity name', { step: 1, data: { activityName: 'a'.repeat(21) } }, 'data.activityName'],
      [
        '201 characters of content',
        { step: 2, data: { advertisingContent: 'a'.repeat(201) } },
        'data.advertisingContent',
      ],
      ['an unknown keyword', { step: 2, data: { keyword: ['weibo'] } }, 'data.keyword.0'],
      [
        'a reversed promotion time',
        { step: 1, data: { promotionTime: ['2026-12-02', '2026-12-01'] } },
        'data.promotionTime',
      ],
      ['a NUL', { step: 1, data: { advertisingSource: '\u0000' } }, 'data.advertisingSource'],
    ])('refuses %s with 400', async (_, payload, path) => {
      const response = await saveDraft(payload);
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual([path]);
    });
  });
});
