import http from "node:http";
import type net from "node:net";
import { gunzipSync } from "node:zlib";

// A stand-in for an OpenTelemetry Collector's OTLP/HTTP receiver: it accepts POST /v1/traces in
// the OTLP JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends by default) and keeps
// every span with the service.name of the resource that sent it. Protobuf-encoded exports are
// refused with 415, so a change of encoding shows up as missing spans rather than garbage.

export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/** OTLP JSON carries ids as hex; tolerate base64 (the protobuf-JSON mapping) too. */
function hexId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  if (/^[0-9a-f]+$/i.test(id) && (id.length === 32 || id.length === 16)) return id.toLowerCase();
  return Buffer.from(id, "base64").toString("hex");
}

function attrValue(v: OtlpValue): string | number | boolean {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  return "";
}

function attributes(list: OtlpAttribute[] | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const a of list ?? []) out[a.key] = attrValue(a.value);
  return out;
}

export class FakeOtlpCollector {
  readonly spans: CollectedSpan[] = [];
  /** Export requests received, by content type (for diagnosing an encoding change). */
  readonly requests: { contentType: string; status: number }[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOtlpCollector> {
    let collector: FakeOtlpCollector | undefined;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const status = collector!.receive(req, Buffer.concat(chunks));
        collector!.requests.push({ contentType: req.headers["content-type"] ?? "", status });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(status === 200 ? "{}" : JSON.stringify({ error: "unsupported" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    collector = new FakeOtlpCollector(server, `http://127.0.0.1:${port}`);
    return collector;
  }

  private receive(req: http.IncomingMessage, raw: Buffer): number {
    if (req.method !== "POST" || req.url !== "/v1/traces") return 404;
    if (!(req.headers["content-type"] ?? "").startsWith("application/json")) return 415;
    const body = req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
    let parsed: OtlpExport;
    try {
      parsed = JSON.parse(body.toString("utf8")) as OtlpExport;
    } catch {
      return 400;
    }
    for (const rs of parsed.resourceSpans ?? []) {
      const service = String(attributes(rs.resource?.attributes)["service.name"] ?? "");
      for (const ss of rs.scopeSpans ?? []) {
        for (const s of ss.spans ?? []) {
          this.spans.push({
            service,
            traceId: hexId(s.traceId)!,
            spanId: hexId(s.spanId)!,
            parentSpanId: hexId(s.parentSpanId),
            name: s.name,
            kind: s.kind,
            attributes: attributes(s.attributes),
          });
        }
      }
    }
    return 200;
  }

  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
