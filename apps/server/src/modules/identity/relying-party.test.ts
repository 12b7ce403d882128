import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party';

const unset = { webauthn: { rpId: undefined, origins: [], rpName: 'Arco Console' } };

describe('the relying party of a request', () => {
  it('is the configured one whatever the host', () => {
    const config = { webauthn: { rpId: 'example.com', origins: ['https://console.example.com'], rpName: 'Ops' } };
    expect(relyingPartyOf(config, { hostname: '10.0.0.5', host: '10.0.0.5:3000', origin: undefined })).toEqual({
      id: 'example.com',
      name: 'Ops',
      origins: ['https://console.example.com'],
    });
  });

  it("without one, is localhost's on localhost: the page's origin on that host, else the Host's", () => {
    expect(
      relyingPartyOf(unset, { hostname: 'localhost', host: 'localhost:3000', origin: 'http://localhost:5173' }),
    ).toEqual({ id: 'localhost', name: 'Arco Console', origins: ['http://localhost:5173'] });
    expect(
      relyingPartyOf(unset, { hostname: 'LOCALHOST', host: 'LOCALHOST:3000', origin: 'https://evil.example' }),
    ).toMatchObject({ id: 'localhost', origins: ['http://LOCALHOST:3000', 'https://LOCALHOST:3000'] });
    expect(
      relyingPartyOf(unset, { hostname: 'app.localhost', host: 'app.localhost', origin: undefined }),
    ).toMatchObject({ id: 'app.localhost' });
  });

  it('without one, is none on an IP address or any other name', () => {
    for (const hostname of ['127.0.0.1', '[::1]', 'console.example.com', 'localhost.example.com'])
      expect(
        relyingPartyOf(unset, { hostname, host: hostname, origin: `http://${hostname}` }),
        hostname,
      ).toBeUndefined();
  });
});
