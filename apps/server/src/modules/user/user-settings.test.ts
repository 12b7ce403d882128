import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { ApiCode, type UserInfo } from '@console/shared';
import { AVATAR_MAX_BYTES } from '@console/shared/user-centre/constants';
import type { SaveInfoInput, UserSession } from '@console/shared/user-centre/schemas';
import { DRIVERS, as, envelope, login, useTestApp } from '../../../test/helper';
import { createUserStore } from './user.store';
import { createAccount } from './user.service';

const API = '/member-api/api/user';
/** A valid PNG of one transparent pixel. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763606060600000000500015ef32a3a0000000049454e44ae426082',
  'hex',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
/** A real image of one colour. */
const imageOf = (format: 'png' | 'jpeg' | 'webp', width: number, height: number, background = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A multipart body with one part named `name`. */
function multipart(name: string, filename: string, data: Buffer, type = 'image/png') {
  const boundary = 'test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const VALID: SaveInfoInput = {
  email: 'new@console.example',
  nickname: 'Nova',
  countryRegion: 'china',
  area: 'haidian',
  address: 'No. 1 Street',
  profile: 'Hello.',
};

describe.each(DRIVERS)('user settings on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const info = async (token: string) =>
    envelope<UserInfo>(await call(token, { method: 'GET', url: `${API}/info` })).data;
  const issues = async (token: string, body: object) => {
    const response = await call(token, { method: 'POST', url: `${API}/save-info`, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    return envelope<{ issues: { path: string; message: string }[] }>(response).data.issues;
  };
  /** A fresh account of its own, for writes other tests must not see. */
  let serial = 0;
  const freshAccount = async (password = 'Fresh-Pass1') => {
    const username = `fresh${++serial}`;
    await createAccount(createUserStore(ctx.testDb.database.db), { username, password, role: 'user' });
    return { username, password, token: await login(ctx.app, username, password) };
  };

  describe('save-info', () => {
    it('saves the basic information; the profile shows it at once, to this account only', async () => {
      const { token } = await freshAccount();
      const saved = await call(token, { method: 'POST', url: `${API}/save-info`, payload: VALID });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = {
        email: VALID.email,
        name: VALID.nickname,
        countryRegion: 'china',
        area: 'haidian',
        address: VALID.address,
        introduction: VALID.profile,
      };
      expect(envelope<UserInfo>(saved).data).toMatchObject(expected);
      expect(await info(token)).toMatchObject(expected);
      expect(await info(ctx.user)).not.toMatchObject({ email: VALID.email });
    });

    it('checks every rule at its bounds', async () => {
      const { token } = await freshAccount();
      const save = (body: object) =>
        call(token, { method: 'POST', url: `${API}/save-info`, payload: { ...VALID, ...body } });
      expect(await issues(token, {})).toEqual([
        { path: 'email', message: 'Please enter your email' },
        { path: 'nickname', message: 'Please enter your nickname' },
        { path: 'countryRegion', message: 'Please choose a country/region' },
        { path: 'area', message: 'Please choose an area' },
      ]);
      expect(await issues(token, { ...VALID, email: 'not-an-email' })).toEqual([
        { path: 'email', message: 'Please enter a valid email address' },
      ]);
      expect(await issues(token, { ...VALID, email: '   ' })).toEqual([
        { path: 'email', message: 'Please enter your email' },
      ]);
      const at100 = `${'e'.repeat(100 - '@x.io'.length)}@x.io`;
      expect((await save({ email: at100 })).statusCode).toBe(200);
      expect(await issues(token, { ...VALID, email: `e${at100}` })).toEqual([{ path: 'email', message: 'Too long' }]);
      expect((await save({ nickname: 'n'.repeat(20) })).statusCode).toBe(200);
      expect(await issues(token, { ...VALID, nickname: 'n'.repeat(21) })).toEqual([
        { path: 'nickname', message: 'Too long' },
      ]);
      expect(await issues(token, { ...VALID, countryRegion: 'atlantis' })).toEqual([
        { path: 'countryRegion', message: 'Please choose a country/region' },
      ]);
      // The option's value and label in Arco Design Pro's Vue client are taken for the code.
      for (const countryRegion of ['China', '中国']) {
        const saved = await save({ countryRegion });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(envelope<UserInfo>(saved).data.countryRegion).toBe('china');
      }
      expect(await issues(token, { ...VALID, area: 'beijing' })).toEqual([
        { path: 'area', message: 'Choose one of the offered options' },
      ]);
      expect((await save({ address: 'a'.repeat(100) })).statusCode).toBe(200);
      expect(await issues(token, { ...VALID, address: 'a'.repeat(101) })).toEqual([
        { path: 'address', message: 'Too long' },
      ]);
      expect((await save({ profile: '字'.repeat(200) })).statusCode).toBe(200);
      expect(await issues(token, { ...VALID, profile: '字'.repeat(201) })).toEqual([
        { path: 'profile', message: 'No more than 200 words' },
      ]);
      expect(await issues(token, { ...VALID, nickname: 'a\u0000b' })).toEqual([
        { path: 'nickname', message: 'Contains a character that is not allowed' },
      ]);
      // Address and profile are optional.
      const { address: _a, profile: _p, ...required } = VALID;
      expect((await call(token, { method: 'POST', url: `${API}/save-info`, payload: required })).statusCode).toBe(200);
      expect(await info(token)).toMatchObject({ address: '', introduction: '' });
    });

    it('answers in Chinese by default', async () => {
      const response = await as(ctx.app, ctx.user, {
        method: 'POST',
        url: `${API}/save-info`,
        payload: { ...VALID, profile: 'x'.repeat(201) },
      });
      expect(envelope<{ issues: unknown[] }>(response).data.issues).toEqual([
        { path: 'profile', message: '不能超过 200 字' },
      ]);
    });
  });

  describe('upload', () => {
    const upload = (token: string, body: ReturnType<typeof multipart>) =>
      call(token, { method: 'POST', url: `${API}/upload`, ...body });

    it('stores a PNG in the database, decoded and encoded again, and serves it with its type, nosniff and a lasting cache', async () => {
      const { token } = await freshAccount();
      const response = await upload(token, multipart('file', 'me.png', PNG));
      expect(response.statusCode, response.body).toBe(200);
      const { avatar } = envelope<{ avatar: string }>(response).data;
      expect(avatar).toMatch(/^\/member-api\/api\/user\/avatar\/[0-9a-f]{64}$/);
      expect((await info(token)).avatar).toBe(avatar);

      // Served without a token: an <img> cannot send one; the URL names the bytes.
      const served = await ctx.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.headers.etag).toBe(`"${avatar.split('/').pop()}"`);
    });

    it('replaces the old avatar: the new URL is the profile, the old one is gone', async () => {
      const { token } = await freshAccount();
      // A colour of this test's own: an image is found by its digest, whoever uploaded it.
      const first = envelope<{ avatar: string }>(
        await upload(token, multipart('file', 'a.png', await imageOf('png', 4, 4, '#a1b2c3'))),
      ).data.avatar;
      const second = envelope<{ avatar: string }>(
        await upload(token, multipart('file', 'b.jpg', await imageOf('jpeg', 8, 6), 'image/jpeg')),
      ).data.avatar;
      expect(second).not.toBe(first);
      expect((await info(token)).avatar).toBe(second);
      expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      const served = await ctx.app.inject({ method: 'GET', url: second });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    });

    it('recognises WebP by its content, whatever the name or declared type', async () => {
      const { token } = await freshAccount();
      const response = await upload(token, multipart('file', 'picture.txt', await imageOf('webp', 3, 3), 'text/plain'));
      expect(response.statusCode, response.body).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: envelope<{ avatar: string }>(response).data.avatar })).headers[
          'content-type'
        ],
      ).toBe('image/webp');
    });

    it('keeps a photo upright at 512 px at most, without its metadata', async () => {
      const { token } = await freshAccount();
      // 2000 × 1000 as stored, turned a quarter by its EXIF orientation: 1000 × 2000 as seen.
      const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#808080' } })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'somewhere private' } } })
        .toBuffer();
      const response = await upload(token, multipart('file', 'photo.jpg', photo, 'image/jpeg'));
      expect(response.statusCode, response.body).toBe(200);
      const served = await ctx.app.inject({ method: 'GET', url: envelope<{ avatar: string }>(response).data.avatar });
      const kept = await sharp(served.rawPayload).metadata();
      expect(kept).toMatchObject({ format: 'jpeg', width: 256, height: 512 });
      expect(kept.exif).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
    });

    it('refuses what only starts like an image, and a canvas too large to decode, with 400', async () => {
      const { token } = await freshAccount();
      const before = (await info(token)).avatar;
      const pretenders = [
        Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
        JPEG_HEAD,
        Buffer.concat([WEBP_HEAD, Buffer.alloc(32)]),
        PNG.subarray(0, PNG.length - 20),
      ];
      for (const bytes of pretenders) {
        const response = await upload(token, multipart('file', 'me.png', bytes));
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toMatchObject({
          code: ApiCode.validation,
          msg: 'The image could not be read: it is damaged or not really an image',
        });
      }
      const wide = await upload(token, multipart('file', 'wide.png', await imageOf('png', 6001, 10)));
      expect(wide.statusCode).toBe(400);
      expect(envelope(wide).msg).toBe('The avatar may be at most 6000 × 6000 pixels');
      expect((await info(token)).avatar).toBe(before);
    });

    it('refuses a text file named .png with 400, and keeps the avatar', async () => {
      const { token } = await freshAccount();
      const before = (await info(token)).avatar;
      const response = await upload(
        token,
        multipart('file', 'evil.png', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        code: ApiCode.validation,
        msg: 'The avatar must be a PNG, JPEG or WebP image',
      });
      expect((await info(token)).avatar).toBe(before);
    });

    it('refuses 3 MiB with 413, and takes exactly 2 MiB', async () => {
      const { token } = await freshAccount();
      // A decoder reads a JPEG up to its end marker: the bytes after it pad a real image to a size.
      const jpeg = await imageOf('jpeg', 4, 4);
      const big = await upload(
        token,
        multipart('file', 'big.jpg', Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)])),
      );
      expect(big.statusCode).toBe(413);
      expect(envelope(big)).toMatchObject({ code: ApiCode.payloadTooLarge, msg: 'The avatar may be at most 2 MiB' });
      const atLimit = Buffer.concat([jpeg, Buffer.alloc(AVATAR_MAX_BYTES - jpeg.length)]);
      expect((await upload(token, multipart('file', 'max.jpg', atLimit))).statusCode).toBe(200);
      const over = await upload(token, multipart('file', 'over.jpg', Buffer.concat([atLimit, Buffer.alloc(1)])));
      expect(over.statusCode).toBe(413);
    });

    it('needs a file in the field "file", as multipart', async () => {
      const { token } = await freshAccount();
      const wrongField = await upload(token, multipart('avatar', 'me.png', PNG));
      expect(wrongField.statusCode).toBe(400);
      expect(envelope(wrongField).msg).toBe('Choose an image file to upload (form field "file")');
      expect((await upload(token, multipart('file', 'empty.png', Buffer.alloc(0)))).statusCode).toBe(400);
      const json = await call(token, { method: 'POST', url: `${API}/upload`, payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(
        (await ctx.app.inject({ method: 'POST', url: `${API}/upload`, ...multipart('file', 'me.png', PNG) }))
          .statusCode,
      ).toBe(401);
    });

    it('answers 404 for an unknown image and 400 for a malformed name', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/avatar/${'0'.repeat(64)}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/avatar/../info` })).statusCode).not.toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/avatar/xyz` })).statusCode).toBe(400);
    });
  });

  describe('sessions', () => {
    const sessions = async (token: string) => {
      const response = await call(token, { method: 'GET', url: `${API}/sessions` });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<UserSession[]>(response).data;
    };
    const signIn = async (username: string, password: string, userAgent: string, remoteAddress: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/member-api/member/web/cacheLogin',
        headers: { 'user-agent': userAgent },
        remoteAddress,
        payload: { username, password },
      });
      return envelope<string>(response).data;
    };

    it('lists the working sessions with device, address and times; the caller’s is current; never a token', async () => {
      const { username, password } = await freshAccount();
      const mac = await signIn(username, password, CHROME_MAC, '10.0.0.7');
      const windows = await signIn(username, password, FIREFOX_WINDOWS, '10.0.0.8');
      const list = await sessions(mac);
      expect(list.map(({ browser, os, address, current }) => ({ browser, os, address, current })).slice(-2)).toEqual([
        { browser: 'Chrome 130', os: 'macOS', address: '10.0.0.7', current: true },
        { browser: 'Firefox 133', os: 'Windows', address: '10.0.0.8', current: false },
      ]);
      expect(JSON.stringify(list)).not.toContain(mac);
      expect(JSON.stringify(list)).not.toContain(windows);
      for (const session of list)
        expect(Date.parse(session.lastUsedTime)).toBeGreaterThanOrEqual(Date.parse(session.createdTime));
      // Another account's sessions are never listed.
      expect((await sessions(ctx.user)).map((s) => s.id)).not.toContain(list.at(-1)!.id);
    });

    it('ends one session: its token then answers 50012; another account’s session is 404', async () => {
      const { username, password, token } = await freshAccount();
      const other = await signIn(username, password, FIREFOX_WINDOWS, '10.0.0.9');
      const target = (await sessions(token)).find((s) => !s.current)!;
      expect((await call(ctx.user, { method: 'DELETE', url: `${API}/sessions/${target.id}` })).statusCode).toBe(404);
      expect((await info(other)).name).toBe(username);

      const ended = await call(token, { method: 'DELETE', url: `${API}/sessions/${target.id}` });
      expect(ended.statusCode, ended.body).toBe(200);
      const refused = await call(other, { method: 'GET', url: `${API}/info` });
      expect(refused.statusCode).toBe(401);
      expect(envelope(refused).code).toBe(ApiCode.otherClientLoggedIn);
      expect((await sessions(token)).map((s) => s.id)).not.toContain(target.id);
      expect((await call(token, { method: 'DELETE', url: `${API}/sessions/${target.id}` })).statusCode).toBe(404);
      expect((await call(token, { method: 'DELETE', url: `${API}/sessions/0` })).statusCode).toBe(400);
    });

    it('ends every other session at once, keeping the caller’s', async () => {
      const { username, password, token } = await freshAccount();
      const others = [
        await signIn(username, password, CHROME_MAC, '10.0.0.1'),
        await signIn(username, password, FIREFOX_WINDOWS, '10.0.0.2'),
      ];
      const response = await call(token, { method: 'DELETE', url: `${API}/sessions` });
      expect(envelope(response).data).toEqual({ ended: 2 });
      for (const other of others)
        expect(envelope(await call(other, { method: 'GET', url: `${API}/info` })).code).toBe(
          ApiCode.otherClientLoggedIn,
        );
      expect((await sessions(token)).map((s) => s.current)).toEqual([true]);
      expect((await info(ctx.user)).name).not.toBe('');
    });

    it('a password change ends the other sessions with 50012, and the list shows only this one', async () => {
      const { username, password, token } = await freshAccount('Old-Pass1');
      const other = await signIn(username, password, FIREFOX_WINDOWS, '10.0.0.3');
      const change = (newPassword: string, oldPassword = password) =>
        call(token, { method: 'POST', url: `${API}/password`, payload: { oldPassword, newPassword } });
      const rules: [string, string][] = [
        ['Ab1cd', 'At least six characters'],
        ['Abc de1', 'No spaces allowed'],
        ['abcdef1', 'Must contain both upper and lower case letters'],
        ['ABCDEF1', 'Must contain both upper and lower case letters'],
      ];
      for (const [weak, message] of rules)
        expect(envelope<{ issues: unknown[] }>(await change(weak)).data.issues).toEqual([
          { path: 'newPassword', message },
        ]);
      expect(envelope<{ issues: unknown[] }>(await change('New-Pass1', '')).data.issues).toEqual([
        { path: 'oldPassword', message: 'Password cannot be empty' },
      ]);
      expect((await change('New-Pass1', 'wrong')).statusCode).toBe(400);
      expect(envelope(await call(other, { method: 'GET', url: `${API}/info` })).code).toBe(ApiCode.success);

      expect((await change('aB!#$%')).statusCode).toBe(200);
      expect(envelope(await call(other, { method: 'GET', url: `${API}/info` })).code).toBe(ApiCode.otherClientLoggedIn);
      expect((await sessions(token)).map((s) => s.current)).toEqual([true]);
    });
  });
});
