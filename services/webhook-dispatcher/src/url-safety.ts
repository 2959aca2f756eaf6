/**
 * Where a webhook may be delivered: the SSRF rules of the dispatcher.
 *
 * A receiver URL must be HTTPS (plain http only where the operator allows it) and every address
 * its host resolves to must be a public unicast address: loopback, private, link-local, CGNAT,
 * multicast, reserved, documentation and cloud-metadata addresses are refused, and so are the
 * IPv6 forms that smuggle an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4) unless the
 * embedded IPv4 address itself is acceptable. The operator may allow networks despite these rules
 * (the local stack allows 127.0.0.0/8 and ::1), and may list the only ports deliveries go to.
 *
 * The host is resolved once per check; the caller connects to the address that was checked, so a
 * DNS answer that changes between the check and the connection (rebinding) cannot redirect it.
 */
import { Resolver as DnsChannel } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host name to every address it has (injectable: tests rebind names at will). `signal`
 * is aborted when the lookup's deadline passes: a resolver that can, stops it then.
 */
export type Resolver = (hostname: string, opts?: { signal?: AbortSignal }) => Promise<ResolvedAddress[]>;

export interface SystemResolverOptions {
  /** Deadline of one lookup (WEBHOOK_DNS_TIMEOUT_MS): c-ares tries twice within it. */
  timeoutMs?: number;
  /** Name servers (`ip` or `ip:port`) instead of the system's (/etc/resolv.conf): tests use their own. */
  servers?: string[];
  /** How long the other family may still answer once one has (default SECOND_FAMILY_GRACE_MS). */
  secondFamilyGraceMs?: number;
}

/**
 * Once A or AAAA has answered with addresses, the other family gets this much longer, then its query is
 * cancelled and the addresses that came are judged: a name server that drops one family's questions (AAAA, often)
 * does not make every lookup wait for its deadline, nor fail it.
 */
export const SECOND_FAMILY_GRACE_MS = 250;

const LOOPBACK: ResolvedAddress[] = [
  { address: "127.0.0.1", family: 4 },
  { address: "::1", family: 6 },
];

const dnsError = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * The resolver of deliveries and registrations: DNS queries through c-ares (dns.promises.Resolver,
 * resolve4 and resolve6), never getaddrinfo (dns.lookup). getaddrinfo runs on libuv's threadpool (4
 * threads by default), and a lookup abandoned at its deadline keeps its thread until the system
 * resolver gives up: four host names whose name server never answers would make every other
 * tenant's lookup miss its deadline (and the innocent endpoints fail, up to being disabled). A
 * c-ares query holds a socket, not a thread; each lookup has its own channel, cancelled when the
 * lookup's deadline passes.
 *
 * Only DNS is asked (not /etc/hosts, nor the search domains of /etc/resolv.conf: a receiver is a
 * public name), except that `localhost` and `*.localhost` are the loopback addresses without asking
 * (RFC 6761), as getaddrinfo answered them. IPv4 addresses come first; when one family answers
 * and the other fails, does not answer within `secondFamilyGraceMs` after it, or is cancelled at the
 * lookup's deadline, the answer is what is judged (the connection goes to a judged address).
 */
export function createSystemResolver(opts: SystemResolverOptions = {}): Resolver {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_DNS_TIMEOUT_MS;
  // Two tries (a lost datagram is asked again); c-ares backs off between them, within about the deadline.
  const channelOptions = { timeout: Math.max(1, Math.floor(timeoutMs / 3)), tries: 2 };
  const graceMs = opts.secondFamilyGraceMs ?? SECOND_FAMILY_GRACE_MS;
  return async (hostname, { signal } = {}) => {
    const name = hostname.toLowerCase().replace(/\.$/, "");
    if (name === "localhost" || name.endsWith(".localhost")) return LOOPBACK;
    if (signal?.aborted) throw dnsError("DNS lookup timed out", "ETIMEOUT");
    const channel = new DnsChannel(channelOptions);
    if (opts.servers) channel.setServers(opts.servers);
    // Cancelling settles the queries still open at once (ECANCELLED), before any timer: the caller, at the deadline,
    // gets what has answered.
    const cancel = () => channel.cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    let grace: NodeJS.Timeout | undefined;
    const answered = (addresses: string[]) => {
      if (addresses.length > 0 && grace === undefined) grace = setTimeout(cancel, graceMs);
      return addresses;
    };
    try {
      const [v4, v6] = await Promise.allSettled([channel.resolve4(name).then(answered), channel.resolve6(name).then(answered)]);
      const addresses: ResolvedAddress[] = [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
      ];
      if (addresses.length > 0) return addresses;
      const codes = [v4, v6].map((r) => (r.status === "rejected" ? String((r.reason as NodeJS.ErrnoException).code ?? "") : "ENODATA"));
      // A name server that did not answer (or a lookup cancelled at its deadline) is transient: the attempt is retried.
      if (codes.some((c) => c === "ETIMEOUT" || c === "ECANCELLED")) throw dnsError("DNS lookup timed out", "ETIMEOUT");
      const telling = codes.find((c) => c !== "ENODATA") ?? "ENODATA";
      throw dnsError(`DNS lookup of the host failed (${telling})`, telling);
    } finally {
      clearTimeout(grace);
      signal?.removeEventListener("abort", cancel);
    }
  };
}

/**
 * A URL or address the rules refuse; `reason` is safe to show to the endpoint's owner: it names
 * the rule ("the host is a private address", "port 0 is not allowed"), never an address a host
 * name resolved to nor which rule refused it (see NAME_NOT_PUBLIC): inside a cluster that would
 * make the API an oracle of its internal DNS.
 */
export class DestinationRefused extends Error {
  /** `dns_timeout`: the host did not resolve in time (transient); `rule`: the URL or address is refused. */
  constructor(
    readonly reason: string,
    readonly kind: "rule" | "dns_timeout" = "rule",
  ) {
    super(reason);
    this.name = "DestinationRefused";
  }
}

interface Range {
  cidr: string;
  reason: string;
}

// Order matters only for the reason reported: the more specific range comes first.
const IPV4_REFUSED: Range[] = [
  { cidr: "169.254.169.254/32", reason: "a cloud metadata address" },
  { cidr: "168.63.129.16/32", reason: "a cloud metadata address" },
  { cidr: "100.100.100.200/32", reason: "a cloud metadata address" },
  { cidr: "0.0.0.0/8", reason: "an unspecified (this-network) address" },
  { cidr: "10.0.0.0/8", reason: "a private address" },
  { cidr: "100.64.0.0/10", reason: "a carrier-grade NAT (shared) address" },
  { cidr: "127.0.0.0/8", reason: "a loopback address" },
  { cidr: "169.254.0.0/16", reason: "a link-local address" },
  { cidr: "172.16.0.0/12", reason: "a private address" },
  { cidr: "192.0.0.0/24", reason: "a reserved (IETF protocol assignment) address" },
  { cidr: "192.0.2.0/24", reason: "a documentation address" },
  { cidr: "192.88.99.0/24", reason: "a reserved (6to4 relay) address" },
  { cidr: "192.168.0.0/16", reason: "a private address" },
  { cidr: "198.18.0.0/15", reason: "a reserved (benchmarking) address" },
  { cidr: "198.51.100.0/24", reason: "a documentation address" },
  { cidr: "203.0.113.0/24", reason: "a documentation address" },
  { cidr: "224.0.0.0/4", reason: "a multicast address" },
  { cidr: "255.255.255.255/32", reason: "the broadcast address" },
  { cidr: "240.0.0.0/4", reason: "a reserved address" },
];

// IPv6 forms that embed an IPv4 address are handled before these (see judgeAddress).
const IPV6_REFUSED: Range[] = [
  { cidr: "::/128", reason: "the unspecified address" },
  { cidr: "::1/128", reason: "a loopback address" },
  { cidr: "fd00:ec2::254/128", reason: "a cloud metadata address" },
  { cidr: "64:ff9b:1::/48", reason: "a reserved (local-use NAT64) address" },
  { cidr: "100::/64", reason: "a reserved (discard-only) address" },
  { cidr: "2001::/32", reason: "a Teredo tunnel address" },
  { cidr: "2001:2::/48", reason: "a reserved (benchmarking) address" },
  { cidr: "2001:10::/28", reason: "a reserved (ORCHID) address" },
  { cidr: "2001:20::/28", reason: "a reserved (ORCHIDv2) address" },
  { cidr: "2001:db8::/32", reason: "a documentation address" },
  { cidr: "3fff::/20", reason: "a documentation address" },
  { cidr: "fc00::/7", reason: "a unique-local (private) address" },
  { cidr: "fe80::/10", reason: "a link-local address" },
  { cidr: "fec0::/10", reason: "a site-local address" },
  { cidr: "ff00::/8", reason: "a multicast address" },
];

/** Host names of cloud metadata services (refused whatever they resolve to). */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"]);

function splitCidr(cidr: string): { address: string; prefix: number; family: 4 | 6 } {
  const slash = cidr.indexOf("/");
  const address = slash === -1 ? cidr : cidr.slice(0, slash);
  const family = isIP(address);
  if (family === 0) throw new Error(`${cidr} is not an IP network`);
  const max = family === 4 ? 32 : 128;
  const prefix = slash === -1 ? max : Number(cidr.slice(slash + 1));
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (slash !== -1 && !/^\d{1,3}$/.test(cidr.slice(slash + 1)))) {
    throw new Error(`${cidr} has an invalid prefix length`);
  }
  return { address, prefix, family: family as 4 | 6 };
}

/** Validates a list of CIDRs (bare addresses are /32 or /128). Throws naming the bad one. */
export function parseNetworks(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const c of cidrs) {
    const { address, prefix, family } = splitCidr(c.trim());
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return list;
}

function rangeList(ranges: Range[]): { list: BlockList; ranges: { range: Range; single: BlockList }[] } {
  const list = new BlockList();
  const singles = ranges.map((range) => {
    const { address, prefix, family } = splitCidr(range.cidr);
    const single = new BlockList();
    single.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
    return { range, single };
  });
  return { list, ranges: singles };
}

const V4 = rangeList(IPV4_REFUSED);
const V6 = rangeList(IPV6_REFUSED);
const GLOBAL_UNICAST_V6 = parseNetworks(["2000::/3"]);

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function ipv6Groups(input: string): number[] | null {
  let ip = input;
  const zone = ip.indexOf("%");
  if (zone !== -1) ip = ip.slice(0, zone);
  if (isIP(ip) !== 6) return null;
  let tail: number[] = [];
  const lastColon = ip.lastIndexOf(":");
  const last = ip.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = last.split(".").map(Number);
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    ip = `${ip.slice(0, lastColon + 1)}0:0`;
  }
  const [head, rest] = ip.includes("::") ? (ip.split("::") as [string, string]) : [ip, undefined];
  const parse = (s: string) => (s === "" ? [] : s.split(":").map((h) => parseInt(h, 16)));
  let groups: number[];
  if (rest === undefined) {
    groups = parse(head);
  } else {
    const a = parse(head);
    const b = parse(rest);
    groups = [...a, ...new Array<number>(8 - a.length - b.length).fill(0), ...b];
  }
  if (tail.length === 2) groups.splice(6, 2, tail[0]!, tail[1]!);
  return groups.length === 8 ? groups : null;
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries, with the name of the form: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
export function embeddedIpv4(ip: string): { ipv4: string; form: string } | null {
  const g = ipv6Groups(ip);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return { ipv4: v4From(g[6]!, g[7]!), form: "IPv4-mapped IPv6" };
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return { ipv4: v4From(g[6]!, g[7]!), form: "IPv4-translated IPv6" };
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return { ipv4: v4From(g[6]!, g[7]!), form: "NAT64" };
  if (g[0] === 0x2002) return { ipv4: v4From(g[1]!, g[2]!), form: "6to4" };
  // IPv4-compatible (deprecated); :: and ::1 are judged as themselves.
  if (zeros(0, 6) && !(g[6] === 0 && (g[7] === 0 || g[7] === 1))) return { ipv4: v4From(g[6]!, g[7]!), form: "IPv4-compatible IPv6" };
  return null;
}

/** Deadline of one DNS lookup of a webhook host (registration and delivery) unless configured. */
export const DEFAULT_DNS_TIMEOUT_MS = 2_000;

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

export interface DestinationPolicyOptions {
  /** Accept plain http:// URLs (the local stack only). */
  allowHttp?: boolean;
  /** CIDRs allowed despite the address rules. */
  allowedNetworks?: string[];
  /** Deadline of one DNS lookup of a webhook host (DEFAULT_DNS_TIMEOUT_MS). */
  dnsTimeoutMs?: number;
  /**
   * TCP ports deliveries may go to (on Kubernetes, the ports the chart's NetworkPolicy lets out); empty or absent: any
   * port but 0. A URL on another port is refused at registration rather than registered and never delivered.
   */
  allowedPorts?: readonly number[];
}

/**
 * The refusal of a host name that does not resolve or resolves to a refused address: one text for both, so the API
 * does not tell which internal names exist (inside a cluster, `postgres.warden.svc.cluster.local` resolves to a
 * private address and `nothing.warden.svc.cluster.local` does not resolve). A literal IP address names its rule.
 */
export const NAME_NOT_PUBLIC = "the host does not resolve to a public address";

/** The lookup errors that mean "no such name" or "no address for it" (c-ares; getaddrinfo's ENOTFOUND too). */
const NO_SUCH_NAME = new Set(["ENOTFOUND", "ENODATA", "ENONAME", "EAI_NONAME", "EAI_NODATA"]);

/** The operator's rules: which URLs and addresses a delivery may go to. */
export class DestinationPolicy {
  readonly allowHttp: boolean;
  readonly dnsTimeoutMs: number;
  readonly allowedPorts: readonly number[];
  private readonly allowed: BlockList;

  constructor(opts: DestinationPolicyOptions = {}) {
    this.allowHttp = opts.allowHttp ?? false;
    this.dnsTimeoutMs = opts.dnsTimeoutMs ?? DEFAULT_DNS_TIMEOUT_MS;
    this.allowed = parseNetworks(opts.allowedNetworks ?? []);
    this.allowedPorts = [...(opts.allowedPorts ?? [])];
  }

  /** Judges one IP address (v4 or v6, a zone suffix allowed). */
  judgeAddress(address: string): AddressVerdict {
    const bare = address.includes("%") ? address.slice(0, address.indexOf("%")) : address;
    if (isIP(bare) === 0) return { allowed: false, reason: "not an IP address" };
    const what = this.refusal(bare);
    if (what === null) return { allowed: true };
    return { allowed: false, reason: what };
  }

  /**
   * What makes an address unacceptable ("a loopback address", "the IPv4-mapped IPv6 form of a
   * private address"), or null when it is acceptable. Never the address itself.
   */
  private refusal(bare: string): string | null {
    if (isIP(bare) === 4) {
      if (this.allowed.check(bare, "ipv4")) return null;
      return V4.ranges.find((r) => r.single.check(bare, "ipv4"))?.range.reason ?? null;
    }
    if (this.allowed.check(bare, "ipv6")) return null;
    const embedded = embeddedIpv4(bare);
    if (embedded) {
      const inner = this.refusal(embedded.ipv4);
      return inner === null ? null : `the ${embedded.form} form of ${inner}`;
    }
    const hit = V6.ranges.find((r) => r.single.check(bare, "ipv6"));
    if (hit) return hit.range.reason;
    if (!GLOBAL_UNICAST_V6.check(bare, "ipv6")) return "a reserved address (outside global unicast)";
    return null;
  }

  /** Checks the form of a URL (scheme, credentials, host) without resolving it. */
  parseUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new DestinationRefused("must be an absolute URL");
    }
    if (url.protocol !== "https:" && !(url.protocol === "http:" && this.allowHttp)) {
      throw new DestinationRefused(this.allowHttp ? "must be an http:// or https:// URL" : "must be an https:// URL");
    }
    if (url.username || url.password) throw new DestinationRefused("must not carry credentials");
    if (!url.hostname) throw new DestinationRefused("must name a host");
    if (url.port === "0") throw new DestinationRefused("port 0 is not allowed");
    const port = portOf(url);
    if (this.allowedPorts.length > 0 && !this.allowedPorts.includes(port)) {
      const list = this.allowedPorts.join(", ");
      throw new DestinationRefused(`port ${port} is not allowed: webhooks are delivered to port${this.allowedPorts.length > 1 ? "s" : ""} ${list} only`);
    }
    return url;
  }

  /**
   * Resolves the URL's host once and judges every address it has. Returns the URL with the
   * address to connect to; throws DestinationRefused when the URL or any address is refused, or
   * when the host does not resolve within `dnsTimeoutMs` (its own deadline, so a slow resolver
   * cannot take a delivery's or an API call's whole budget). At the deadline the resolver is told
   * to stop (its signal): what it answers then (the addresses of the family that did answer) is
   * judged; only a lookup with no answer at all fails.
   */
  async resolve(raw: string, resolver: Resolver, opts: { dnsTimeoutMs?: number } = {}): Promise<Destination> {
    const url = this.parseUrl(raw);
    const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    const port = portOf(url);
    const literal = isIP(host);
    if (literal !== 0) {
      // WHATWG parsing has already turned decimal, octal and hex IPv4 notations into dotted form.
      const verdict = this.judgeAddress(host);
      if (!verdict.allowed) throw new DestinationRefused(`the host is ${verdict.reason}`);
      return { url, hostname: host, port, address: host, family: literal as 4 | 6, isLiteral: true };
    }
    const name = host.toLowerCase().replace(/\.$/, "");
    if (METADATA_HOSTS.has(name)) throw new DestinationRefused("the host is a cloud metadata host");
    const dnsTimeoutMs = Math.max(1, Math.min(opts.dnsTimeoutMs ?? this.dnsTimeoutMs, this.dnsTimeoutMs));
    let addresses: ResolvedAddress[];
    let timer: NodeJS.Timeout | undefined;
    const deadline = new AbortController();
    try {
      addresses = await Promise.race([
        resolver(name, { signal: deadline.signal }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            // The resolver stops the lookup first (c-ares: its open queries are cancelled) and answers with the family
            // that did answer, if one did: that answer settles before the timeout below, which only a resolver that
            // has nothing (or ignores the signal) lets through.
            deadline.abort();
            timer = setTimeout(() => reject(dnsError("DNS lookup timed out", "ETIMEOUT")), 0);
          }, dnsTimeoutMs);
        }),
      ]);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ETIMEOUT") throw new DestinationRefused(`the host did not resolve within ${dnsTimeoutMs} ms`, "dns_timeout");
      // A name that does not exist (or has no address) is told as one with a refused address; a name server that
      // failed (SERVFAIL, REFUSED) is told with its code: that says nothing of the name, and points the operator at DNS.
      if (!code || NO_SUCH_NAME.has(code) || !/^[A-Z_]{1,32}$/.test(code)) throw new DestinationRefused(NAME_NOT_PUBLIC);
      throw new DestinationRefused(`the host could not be resolved (${code})`);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new DestinationRefused(NAME_NOT_PUBLIC);
    for (const a of addresses) {
      if (!this.judgeAddress(a.address).allowed) throw new DestinationRefused(NAME_NOT_PUBLIC);
    }
    const first = addresses[0]!;
    return { url, hostname: name, port, address: first.address, family: first.family, isLiteral: false };
  }
}

/** The TCP port a URL connects to: its own, or its scheme's default. */
function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** A URL whose host was resolved and judged: connect to `address`, present `hostname`. */
export interface Destination {
  url: URL;
  /** Host name (or bare IP literal) for the Host header and TLS SNI / certificate check. */
  hostname: string;
  port: number;
  /** The checked address the connection must go to. */
  address: string;
  family: 4 | 6;
  isLiteral: boolean;
}
