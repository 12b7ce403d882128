import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCode, TOTAL_COUNT_HEADER, type AuditLogPage, type ValidationErrorData } from '@console/shared';
import type { OperationLogRow, ParameterRequest, ParameterSet, ProfileBasic } from '@console/shared/parameter/schemas';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const API = '/member-api/api';

/**
 * The fields Arco Design Pro's own Vue client reads, with their types, as
 * the contract lists them: written out by hand, strict about types, open to added fields.
 */
const contractProfile = z.object({
  status: z.number(),
  video: z.object({
    mode: z.string(),
    acquisition: z.object({ resolution: z.string(), frameRate: z.number() }),
    encoding: z.object({
      resolution: z.string(),
      rate: z.object({ min: z.number(), max: z.number(), default: z.number() }),
      frameRate: z.number(),
      profile: z.string(),
    }),
  }),
  audio: z.object({
    mode: z.string(),
    acquisition: z.object({ channels: z.number() }),
    encoding: z.object({ channels: z.number(), rate: z.number(), profile: z.string() }),
  }),
});
const contractLog = z.array(
  z.object({
    key: z.string(),
    contentNumber: z.string(),
    updateContent: z.string(),
    status: z.number(),
    updateTime: z.string(),
  }),
);

/** A set that differs from the demo's current one (its audio profile), so each variation below is a change. */
const VALID: ParameterSet = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '1080*1920', frameRate: 30 },
    encoding: { resolution: '1080*1920', rate: { min: 500, max: 1800, default: 1200 }, frameRate: 30, profile: 'high' },
  },
  audio: { mode: 'custom', acquisition: { channels: 2 }, encoding: { channels: 2, rate: 320, profile: 'HE-AACv2' } },
  description: 'Try HE-AACv2.',
};

type Patch = (set: ParameterSet) => unknown;
const video =
  (patch: (v: ParameterSet['video']) => unknown): Patch =>
  (set) => ({ ...set, video: patch(set.video) });
const videoEncoding = (patch: Record<string, unknown>): Patch =>
  video((v) => ({ ...v, encoding: { ...v.encoding, ...patch } }));
const rate = (patch: Record<string, unknown>): Patch =>
  video((v) => ({ ...v, encoding: { ...v.encoding, rate: { ...v.encoding.rate, ...patch } } }));
const audioEncoding =
  (patch: Record<string, unknown>): Patch =>
  (set) => ({ ...set, audio: { ...set.audio, encoding: { ...set.audio.encoding, ...patch } } });
const acquisitionFrameRate = (frameRate: unknown): Patch =>
  video((v) => ({ ...v, acquisition: { ...v.acquisition, frameRate } }));

describe.each(DRIVERS)('parameter changes on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; locale?: string } = {},
  ) =>
    as(ctx.app, options.token ?? ctx.admin, {
      method,
      url: `${API}${url}`,
      payload: options.payload as object,
      headers: { 'accept-language': options.locale ?? 'en-US' },
    });
  const submit = (data: unknown, token?: string) => call('POST', '/group-form/submit', { payload: { data }, token });
  const decide = (id: number, action: 'approve' | 'cancel', token?: string) =>
    call('POST', `/parameter/requests/${id}/${action}`, { token });
  const profile = async (locale?: string) => {
    const response = await call('GET', '/profile/basic', { locale });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ProfileBasic>(response).data;
  };
  const log = async (query = '', locale?: string) => {
    const response = await call('GET', `/operation/log${query}`, { locale });
    expect(response.statusCode, response.body).toBe(200);
    return { rows: envelope<OperationLogRow[]>(response).data, total: Number(response.headers[TOTAL_COUNT_HEADER]) };
  };
  /** Submits a set that must be accepted; answers the new request. */
  const request = async (data: unknown = VALID) => {
    const response = await submit(data);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ParameterRequest>(response).data;
  };
  /** Cancels whatever waits for approval, so the next test starts with none. */
  const settle = async () => {
    const waiting = (await profile()).latestRequest;
    if (waiting?.status === 'auditing') expect((await decide(waiting.id, 'cancel')).statusCode).toBe(200);
  };

  describe('on the first start', () => {
    it('shows a lived-in history: an approved current set, the one before it, a change waiting, eight log rows', async () => {
      const first = await profile();
      expect(first.status).toBe(2);
      expect(first.latestRequest).toMatchObject({ status: 'auditing', scope: 'audio', contentNumber: 'PR001008' });
      expect(first.original).not.toBeNull();
      expect(first.approvedTime).not.toBeNull();
      expect(first.description).toBe('Lower the min rate so viewers on weak networks stop stalling.');
      expect((await profile('zh-CN')).description).toBe('降低最低码率，弱网观众不再卡顿。');
      const { rows, total } = await log();
      expect(total).toBe(8);
      expect(rows.map((row) => row.status)).toEqual([0, 1, 1, 2, 1, 2, 1, 1]);
    });

    it("answers the profile and the log in the shape Arco Design Pro's client reads", async () => {
      const response = await call('GET', '/profile/basic');
      expect(contractProfile.safeParse(envelope(response).data).error).toBeUndefined();
      const logResponse = await call('GET', '/operation/log');
      expect(contractLog.safeParse(envelope(logResponse).data).error).toBeUndefined();
      expect(envelope<unknown[]>(logResponse).data.length).toBeGreaterThan(0);
    });
  });

  describe('rules of the group form, each field at its bounds and just past them', () => {
    beforeAll(settle);

    const accepted: [string, Patch][] = [
      ['an acquisition frame rate of 1', acquisitionFrameRate(1)],
      ['an encoding frame rate of 30', videoEncoding({ frameRate: 30 })],
      ['rates at 150 and 1800', rate({ min: 150, max: 1800, default: 150 })],
      ['min = default = max', rate({ min: 1800, max: 1800, default: 1800 })],
      ['an audio rate of 150', audioEncoding({ rate: 150 })],
      ['an audio rate of 1800', audioEncoding({ rate: 1800 })],
      ['8 audio channels', audioEncoding({ channels: 8 })],
      ['a description of 200 characters', (set) => ({ ...set, description: '参'.repeat(200) })],
      ['no description', ({ description: _, ...set }) => set],
    ];
    it.each(accepted)('accepts %s', async (_, patch) => {
      const created = await request(patch(VALID));
      expect(created.status).toBe('auditing');
      expect((await decide(created.id, 'cancel')).statusCode).toBe(200);
    });

    const refused: [string, Patch, string, string][] = [
      [
        'an acquisition frame rate of 0',
        acquisitionFrameRate(0),
        'video.acquisition.frameRate',
        'Enter a whole number from 1 to 30',
      ],
      [
        'an acquisition frame rate of 31',
        acquisitionFrameRate(31),
        'video.acquisition.frameRate',
        'Enter a whole number from 1 to 30',
      ],
      [
        'a fractional frame rate',
        videoEncoding({ frameRate: 15.5 }),
        'video.encoding.frameRate',
        'Enter a whole number from 1 to 30',
      ],
      [
        'a frame rate as text',
        videoEncoding({ frameRate: '15' }),
        'video.encoding.frameRate',
        'Enter a whole number from 1 to 30',
      ],
      ['a min rate of 149', rate({ min: 149 }), 'video.encoding.rate.min', 'Enter a whole number from 150 to 1800'],
      ['a max rate of 1801', rate({ max: 1801 }), 'video.encoding.rate.max', 'Enter a whole number from 150 to 1800'],
      [
        'a fractional default rate',
        rate({ default: 1000.5 }),
        'video.encoding.rate.default',
        'Enter a whole number from 150 to 1800',
      ],
      [
        'min above max',
        rate({ min: 900, max: 800, default: 850 }),
        'video.encoding.rate.max',
        'The max rate cannot be below the min rate',
      ],
      [
        'a default below min',
        rate({ min: 600, max: 800, default: 500 }),
        'video.encoding.rate.default',
        'The default rate must lie between the min and the max rate',
      ],
      [
        'a default above max',
        rate({ min: 600, max: 800, default: 900 }),
        'video.encoding.rate.default',
        'The default rate must lie between the min and the max rate',
      ],
      [
        'an audio rate of 149',
        audioEncoding({ rate: 149 }),
        'audio.encoding.rate',
        'Enter a whole number from 150 to 1800',
      ],
      [
        'an audio rate of 1801',
        audioEncoding({ rate: 1801 }),
        'audio.encoding.rate',
        'Enter a whole number from 150 to 1800',
      ],
      [
        '3 audio channels',
        audioEncoding({ channels: 3 }),
        'audio.encoding.channels',
        'Choose one of the offered options',
      ],
      [
        'an unknown audio profile',
        audioEncoding({ profile: 'MP3' }),
        'audio.encoding.profile',
        'Choose one of the offered options',
      ],
      ['an unknown mode', video((v) => ({ ...v, mode: 'mode3' })), 'video.mode', 'Choose one of the offered options'],
      [
        'an unknown resolution',
        videoEncoding({ resolution: '1*1' }),
        'video.encoding.resolution',
        'Choose one of the offered options',
      ],
      [
        'a description of 201 characters',
        (set) => ({ ...set, description: '参'.repeat(201) }),
        'description',
        'No more than 200 words',
      ],
      [
        'a NUL in the description',
        (set) => ({ ...set, description: '\u0000' }),
        'description',
        'Contains a character that is not allowed',
      ],
    ];
    it.each(refused)('refuses %s with 400 and an issue under the field', async (_, patch, field, message) => {
      const response = await submit(patch(VALID));
      expect(response.statusCode, response.body).toBe(400);
      const body = envelope<ValidationErrorData>(response);
      expect(body.code).toBe(ApiCode.validation);
      expect(body.data.issues).toEqual([{ path: `data.${field}`, message }]);
    });

    it('refuses a set equal to the current one with 400', async () => {
      const { video: currentVideo, audio, description } = await profile();
      const response = await submit({ video: currentVideo, audio, description });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toBe(
        'These are the current parameters: change at least one value before submitting.',
      );
    });
  });

  describe('the approval flow', () => {
    beforeAll(settle);

    it('shows a new request as auditing, refuses another one meanwhile, and makes it current once approved', async () => {
      const before = await profile();
      const created = await request();
      expect(created).toMatchObject({
        status: 'auditing',
        scope: 'audio',
        requesterName: expect.any(String),
        decidedTime: null,
        contentNumber: expect.stringMatching(/^PR\d{6}$/),
      });

      const waiting = await profile();
      expect(waiting.status).toBe(2);
      expect(waiting.latestRequest?.id).toBe(created.id);
      expect(waiting.audio).toEqual(before.audio);
      expect((await log()).rows[0]).toEqual({
        key: String(created.id),
        contentNumber: created.contentNumber,
        updateContent: 'Audio parameter change',
        status: 0,
        updateTime: created.submittedTime,
        id: created.id,
        scope: 'audio',
      });

      const second = await submit({ ...VALID, description: 'another' });
      expect(second.statusCode).toBe(409);
      expect(envelope(second).msg).toBe(
        `Change request ${created.contentNumber} is waiting for approval: approve or cancel it before asking for another change.`,
      );
      expect(envelope<{ current: ParameterRequest }>(second).data.current.id).toBe(created.id);

      const approved = await decide(created.id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(envelope<ParameterRequest>(approved).data).toMatchObject({
        status: 'passed',
        deciderName: expect.any(String),
        decidedTime: expect.any(String),
      });

      const after = await profile();
      expect(after).toMatchObject({
        status: 3,
        video: VALID.video,
        audio: VALID.audio,
        description: VALID.description,
      });
      expect(after.original).toEqual({
        video: before.video,
        audio: before.audio,
        description: before.description,
        approvedTime: before.approvedTime,
      });
      expect((await log()).rows[0]).toMatchObject({ id: created.id, status: 1 });
    });

    it('cancels a waiting request: the current parameters stay, the log says cancelled', async () => {
      const before = await profile();
      const created = await request({ ...VALID, description: 'to be cancelled' });
      const cancelled = await decide(created.id, 'cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await profile();
      expect(after.status).toBe(2);
      expect(after.latestRequest).toMatchObject({ id: created.id, status: 'cancelled' });
      expect({ video: after.video, audio: after.audio, original: after.original }).toEqual({
        video: before.video,
        audio: before.audio,
        original: before.original,
      });
      expect((await log()).rows[0]).toMatchObject({
        id: created.id,
        status: 2,
        updateTime: envelope<ParameterRequest>(cancelled).data.decidedTime,
      });
    });

    it('refuses to approve or cancel a request that is not waiting with 409, and an unknown one with 404', async () => {
      const created = await request({ ...VALID, description: 'decided twice' });
      expect((await decide(created.id, 'cancel')).statusCode).toBe(200);
      for (const action of ['approve', 'cancel'] as const) {
        const response = await decide(created.id, action);
        expect(response.statusCode).toBe(409);
        expect(envelope(response).code).toBe(ApiCode.conflict);
        expect(envelope<{ current: ParameterRequest }>(response).data.current).toMatchObject({
          id: created.id,
          status: 'cancelled',
        });
      }
      expect((await decide(2_147_483_647, 'approve')).statusCode).toBe(404);
      expect((await call('POST', '/parameter/requests/0/cancel')).statusCode).toBe(400);
    });

    it('lets exactly one of two simultaneous approvals win', async () => {
      const created = await request({ ...VALID, description: 'raced' });
      const responses = await Promise.all([decide(created.id, 'approve'), decide(created.id, 'approve')]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const audit = await call('GET', `/audit-logs?entityType=parameterRequest&entityId=${created.id}`);
      expect(envelope<AuditLogPage>(audit).data.list.map((entry) => entry.action)).toEqual(['approve', 'create']);
    });

    it('lets exactly one of an approval and a cancellation at the same time win', async () => {
      const created = await request({ ...VALID, description: 'approve or cancel' });
      const [approve, cancel] = await Promise.all([decide(created.id, 'approve'), decide(created.id, 'cancel')]);
      expect([approve.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      expect((await profile()).latestRequest?.status).toBe(approve.statusCode === 200 ? 'passed' : 'cancelled');
    });

    it('records each step in the audit log', async () => {
      const created = await request({ ...VALID, description: 'audited' });
      await decide(created.id, 'cancel');
      const response = await call('GET', `/audit-logs?entityType=parameterRequest&entityId=${created.id}`);
      expect(
        envelope<AuditLogPage>(response).data.list.map(({ action, actorName, before, after }) => ({
          action,
          actorName,
          before,
          after,
        })),
      ).toEqual([
        { action: 'cancel', actorName: 'admin', before: { status: 'auditing' }, after: { status: 'cancelled' } },
        {
          action: 'create',
          actorName: 'admin',
          before: null,
          after: expect.objectContaining({ scope: expect.any(String), description: 'audited', video: VALID.video }),
        },
      ]);
    });
  });

  describe('the operation log', () => {
    it('pages the requests newest first, with the number of rows in a header, in the caller language', async () => {
      const { rows: all, total } = await log('?pageSize=100');
      expect(all).toHaveLength(total);
      expect(all.map((row) => row.id)).toEqual(all.map((row) => row.id).sort((a, b) => b - a));
      expect((await log('?current=2&pageSize=3')).rows).toEqual(all.slice(3, 6));
      const chinese = (await log('?pageSize=100', 'zh-CN')).rows;
      expect(chinese.find((row) => row.scope === 'videoAudio')?.updateContent).toBe('视频参数变更；音频参数变更');
    });

    it.each(['?pageSize=0', '?pageSize=101', '?current=0', '?current=x'])('refuses %s with 400', async (query) => {
      expect((await call('GET', `/operation/log${query}`)).statusCode).toBe(400);
    });
  });

  it('refuses a user account every call with 403 and changes nothing', async () => {
    const before = await profile();
    for (const response of [
      await submit(VALID, ctx.user),
      await decide(before.latestRequest?.id ?? 1, 'approve', ctx.user),
      await decide(before.latestRequest?.id ?? 1, 'cancel', ctx.user),
      await call('GET', '/profile/basic', { token: ctx.user }),
      await call('GET', '/operation/log', { token: ctx.user }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(ApiCode.forbidden);
    }
    expect(await profile()).toEqual(before);
  });
});
