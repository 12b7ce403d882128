import type { Config } from '../../config';
import { withinRpId } from '../../config';

/** Who the passkeys of a request belong to: the relying party's id and name, and the origins its pages may have. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** What of a request says where the page that sent it was served from. */
export interface RequestSite {
  /** The Host header's name, without the port. */
  hostname: string;
  /** The Host header, with the port. */
  host: string;
  /** The page's origin, which browsers send with every POST. */
  origin: string | undefined;
}

/** `localhost` and its subdomains: browsers treat them as secure contexts over plain HTTP. */
const isLocalhost = (hostname: string) => withinRpId(hostname, 'localhost');

/**
 * The relying party of a request (docs/decisions/048-passkeys.md): the configured one; without one,
 * a request to `localhost` is its own (any port: the page's origin when it is on that host, as
 * behind the web's development proxy, else the Host's), and undefined elsewhere: an IP address such
 * as `127.0.0.1` cannot be a relying party, and guessing a domain from a Host header an attacker
 * may choose would be unsafe.
 */
export function relyingPartyOf({ webauthn }: Pick<Config, 'webauthn'>, site: RequestSite): RelyingParty | undefined {
  if (webauthn.rpId) return { id: webauthn.rpId, name: webauthn.rpName, origins: webauthn.origins };
  const hostname = site.hostname.toLowerCase();
  if (!isLocalhost(hostname)) return undefined;
  const pageHost = site.origin && URL.canParse(site.origin) ? new URL(site.origin).hostname : undefined;
  const origins =
    site.origin && pageHost === hostname ? [site.origin] : [`http://${site.host}`, `https://${site.host}`];
  return { id: hostname, name: webauthn.rpName, origins };
}
