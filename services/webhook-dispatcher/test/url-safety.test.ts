import { describe, expect, it } from "vitest";
import { DestinationPolicy, DestinationRefused, embeddedIpv4, NAME_NOT_PUBLIC, parseNetworks, type Resolver } from "../src/url-safety.js";
import { REFUSED_ADDRESSES } from "./support/addresses.js";

const PUBLIC_ADDRESSES = [
  "93.184.216.34",
  "8.8.8.8",
  "1.1.1.1",
  "172.32.0.1",
  "100.128.0.1",
  "2606:4700:4700::1111",
  "::ffff:93.184.216.34",
  "64:ff9b::808:808",
  "2002:5db8:d822::1",
];

const resolverOf =
  (table: Record<string, string[]>): Resolver =>
  async (name) => {
    const list = table[name];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

async function refusal(policy: DestinationPolicy, url: string, resolver: Resolver = resolverOf({})): Promise<string> {
  try {
    await policy.resolve(url, resolver);
  } catch (err) {
    if (err instanceof DestinationRefused) return err.reason;
    throw err;
  }
  return "";
}

describe("address classes", () => {
  const policy = new DestinationPolicy();
  it.each(REFUSED_ADDRESSES)("refuses $address", ({ address, why }) => {
    const v = policy.judgeAddress(address);
    expect(v.allowed).toBe(false);
    expect(v.allowed ? "" : v.reason).toMatch(why);
  });
  it.each(PUBLIC_ADDRESSES)("accepts the public address %s", (address) => {
    expect(policy.judgeAddress(address)).toEqual({ allowed: true });
  });
  it("judges the edges of ranges exactly", () => {
    expect(policy.judgeAddress("9.255.255.255").allowed).toBe(true);
    expect(policy.judgeAddress("10.0.0.0").allowed).toBe(false);
    expect(policy.judgeAddress("11.0.0.0").allowed).toBe(true);
    expect(policy.judgeAddress("172.15.255.255").allowed).toBe(true);
    expect(policy.judgeAddress("172.16.0.0").allowed).toBe(false);
    expect(policy.judgeAddress("100.63.255.255").allowed).toBe(true);
    expect(policy.judgeAddress("100.64.0.0").allowed).toBe(false);
    expect(policy.judgeAddress("223.255.255.255").allowed).toBe(true);
    expect(policy.judgeAddress("224.0.0.0").allowed).toBe(false);
  });
  it("finds the IPv4 address inside the IPv6 forms that carry one", () => {
    expect(embeddedIpv4("::ffff:7f00:1")).toEqual({ ipv4: "127.0.0.1", form: "IPv4-mapped IPv6" });
    expect(embeddedIpv4("64:ff9b::a9fe:a9fe")).toEqual({ ipv4: "169.254.169.254", form: "NAT64" });
    expect(embeddedIpv4("2002:a00:1::")).toEqual({ ipv4: "10.0.0.1", form: "6to4" });
    expect(embeddedIpv4("2606:4700::1")).toBeNull();
  });
});

describe("the operator's allow-list", () => {
  const local = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8", "::1/128"] });
  it("allows exactly the listed networks", () => {
    expect(local.judgeAddress("127.0.0.1").allowed).toBe(true);
    expect(local.judgeAddress("127.9.9.9").allowed).toBe(true);
    expect(local.judgeAddress("::1").allowed).toBe(true);
    expect(local.judgeAddress("::ffff:127.0.0.1").allowed).toBe(true);
    expect(local.judgeAddress("10.0.0.1").allowed).toBe(false);
    expect(local.judgeAddress("169.254.169.254").allowed).toBe(false);
    expect(local.judgeAddress("::2").allowed).toBe(false);
  });
  it("rejects malformed networks with the culprit named", () => {
    expect(() => parseNetworks(["10.0.0.0/33"])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseNetworks(["not-a-network"])).toThrow(/not-a-network/);
    expect(() => parseNetworks(["::1/129"])).toThrow(/::1\/129/);
  });
});

describe("URLs at registration and at delivery", () => {
  const policy = new DestinationPolicy();
  const resolver = resolverOf({
    "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    "evil.example.com": ["93.184.216.34", "10.0.0.5"],
    "meta.example.com": ["169.254.169.254"],
    "loop.example.com": ["127.0.0.1"],
    "v6loop.example.com": ["::1"],
    "mapped.example.com": ["::ffff:192.168.0.10"],
  });

  it("accepts a public https URL and returns the checked address to connect to", async () => {
    const d = await policy.resolve("https://hooks.example.com:8443/in?x=1", resolver);
    expect(d).toMatchObject({ hostname: "hooks.example.com", port: 8443, address: "93.184.216.34", family: 4, isLiteral: false });
  });
  it("refuses plain http unless the operator allows it", async () => {
    expect(await refusal(policy, "http://hooks.example.com/", resolver)).toMatch(/https/);
    expect(await refusal(new DestinationPolicy({ allowHttp: true }), "http://hooks.example.com/", resolver)).toBe("");
  });
  it("refuses other schemes, credentials and relative URLs", async () => {
    expect(await refusal(policy, "ftp://hooks.example.com/", resolver)).toMatch(/https/);
    expect(await refusal(policy, "https://user:pass@hooks.example.com/", resolver)).toMatch(/credentials/);
    expect(await refusal(policy, "/relative", resolver)).toMatch(/absolute/);
  });
  it("refuses a host when any of its addresses is refused", async () => {
    for (const host of ["evil", "meta", "loop", "v6loop", "mapped"]) {
      expect(await refusal(policy, `https://${host}.example.com/`, resolver), host).toBe(NAME_NOT_PUBLIC);
    }
  });
  it("refuses names that do not resolve, and metadata host names whatever they resolve to", async () => {
    expect(await refusal(policy, "https://nowhere.example.com/", resolver)).toBe(NAME_NOT_PUBLIC);
    expect(
      await refusal(policy, "https://metadata.google.internal/computeMetadata/v1/", resolverOf({ "metadata.google.internal": ["93.184.216.34"] })),
    ).toMatch(/metadata host/);
    expect(await refusal(policy, "https://METADATA.google.internal./", resolver)).toMatch(/metadata host/);
  });
  it("does not tell a name that resolves to an internal address from one that does not resolve", async () => {
    // Inside a cluster the first is a Service that exists and the second one that does not: the API must not tell.
    const cluster = resolverOf({ "postgres.warden.svc.cluster.local": ["10.96.0.12"] });
    const failing: Resolver = async (name) => {
      if (name === "postgres.warden.svc.cluster.local") return cluster(name);
      throw Object.assign(new Error(`queryA ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    };
    const exists = await refusal(policy, "https://postgres.warden.svc.cluster.local/", failing);
    const missing = await refusal(policy, "https://nothing.warden.svc.cluster.local/", failing);
    expect(exists).toBe(NAME_NOT_PUBLIC);
    expect(missing).toBe(exists);
    // A name server that fails says nothing of the name: its code stays, for the operator.
    const servfail: Resolver = async () => {
      throw Object.assign(new Error("queryA ESERVFAIL hooks.example.com"), { code: "ESERVFAIL" });
    };
    expect(await refusal(policy, "https://hooks.example.com/", servfail)).toBe("the host could not be resolved (ESERVFAIL)");
  });
  it.each([
    ["decimal", "https://2130706433/"],
    ["hex", "https://0x7f000001/"],
    ["octal", "https://0177.0.0.1/"],
    ["short", "https://127.1/"],
    ["mixed", "https://0x7f.0.0.1/"],
    ["metadata in decimal", "https://2852039166/"],
    ["IPv4-mapped literal", "https://[::ffff:127.0.0.1]/"],
    ["IPv4-mapped hex literal", "https://[::ffff:a9fe:a9fe]/"],
    ["NAT64 literal", "https://[64:ff9b::7f00:1]/"],
    ["IPv6 loopback literal", "https://[::1]:8443/"],
    ["zero address", "https://0/"],
  ])("refuses an address literal in %s notation (%s)", async (_name, url) => {
    expect(await refusal(policy, url)).not.toBe("");
  });
  it("refusals name the rule, never an address (literal or resolved)", async () => {
    const ip = /\b\d{1,3}(\.\d{1,3}){3}\b|[0-9a-f]{0,4}:[0-9a-f]{0,4}:[0-9a-f:.]*/i;
    const urls = [
      "https://evil.example.com/",
      "https://meta.example.com/",
      "https://loop.example.com/",
      "https://v6loop.example.com/",
      "https://mapped.example.com/",
      "https://10.1.2.3/",
      "https://[::ffff:10.1.2.3]/",
      "https://[fd12::1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
    ];
    for (const url of urls) {
      const reason = await refusal(policy, url, resolver);
      expect(reason, url).toMatch(/^the host (is|does not resolve to) /);
      expect(reason, url).not.toMatch(ip);
    }
    for (const { address } of REFUSED_ADDRESSES) {
      const v = policy.judgeAddress(address);
      expect(v.allowed ? "" : v.reason, address).not.toMatch(ip);
    }
  });
  it("refuses port 0, naming the rule", async () => {
    expect(await refusal(policy, "https://hooks.example.com:0/in", resolver)).toBe("port 0 is not allowed");
    expect(await refusal(policy, "https://93.184.216.34:0/in", resolver)).toBe("port 0 is not allowed");
    expect(await refusal(policy, "https://hooks.example.com:1/in", resolver)).toBe("");
  });
  it("refuses a port the operator does not deliver to, at registration and delivery alike", async () => {
    const only443 = new DestinationPolicy({ allowedPorts: [443] });
    expect(await refusal(only443, "https://hooks.example.com/in", resolver)).toBe("");
    expect(await refusal(only443, "https://hooks.example.com:443/in", resolver)).toBe("");
    expect(await refusal(only443, "https://hooks.example.com:8443/in", resolver)).toBe("port 8443 is not allowed: webhooks are delivered to port 443 only");
    expect(await refusal(only443, "https://93.184.216.34:8443/in", resolver)).toBe("port 8443 is not allowed: webhooks are delivered to port 443 only");
    const withHttp = new DestinationPolicy({ allowHttp: true, allowedPorts: [443, 80] });
    expect(await refusal(withHttp, "http://hooks.example.com/in", resolver)).toBe("");
    expect(await refusal(withHttp, "http://hooks.example.com:8080/in", resolver)).toBe(
      "port 8080 is not allowed: webhooks are delivered to ports 443, 80 only",
    );
    // No list: any port but 0.
    expect(await refusal(policy, "https://hooks.example.com:8443/in", resolver)).toBe("");
  });
  it("says https:// only where http is not allowed", async () => {
    expect(await refusal(policy, "ftp://hooks.example.com/", resolver)).toBe("must be an https:// URL");
    expect(await refusal(new DestinationPolicy({ allowHttp: true }), "ftp://hooks.example.com/", resolver)).toBe("must be an http:// or https:// URL");
  });
  it("gives a DNS lookup its own deadline", async () => {
    const slow = new DestinationPolicy({ dnsTimeoutMs: 150 });
    const never: Resolver = () => new Promise(() => {});
    const started = performance.now();
    let caught: unknown;
    await slow.resolve("https://slow.example.com/", never).catch((err) => (caught = err));
    const took = performance.now() - started;
    expect(caught).toBeInstanceOf(DestinationRefused);
    expect((caught as DestinationRefused).kind).toBe("dns_timeout");
    expect((caught as DestinationRefused).reason).toBe("the host did not resolve within 150 ms");
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1_000);
  });
  it("accepts a public address literal", async () => {
    expect(await refusal(policy, "https://93.184.216.34/hook")).toBe("");
    expect(await refusal(policy, "https://[2606:4700:4700::1111]/hook")).toBe("");
  });
});
