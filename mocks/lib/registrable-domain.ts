// The demo build's stand-in for `tldts` (decision 0077). MSW keeps a cookie jar (tough-cookie) that asks tldts for a
// host's registrable domain; tldts carries the whole public-suffix list (about 92 KiB gzip, half the demo backend).
// The offline backend never reads or sets cookies through MSW, so a two-label rule is enough for the jar to work.

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The host's last two labels ('localhost' as it is); null for IP addresses, as tldts answers. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  return host.split('.').slice(-2).join('.');
}
