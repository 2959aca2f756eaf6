import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wardenExpressApp } from "../examples/express.js";
import { wardenFastifyApp } from "../examples/fastify.js";
import { wardenRoute } from "../examples/next-route.js";
import { wardenHttpServer } from "../examples/node-http.js";
import { signDelivery, verifyAndParse, type WardenWebhookEvent, WebhookVerificationError } from "../src/index.js";

// The README's recipes, run: each receiver gets deliveries signed as the dispatcher signs them.
const secret = `whsec_${Buffer.alloc(32, 11).toString("base64")}`;
const event = {
  id: "evt_recipe1",
  type: "user.banned",
  created_at: "2026-11-22T00:00:00.000Z",
  group_id: -1001234567890,
  data: { user_id: 42, reason: "spam: contact_flow", by: "engine" },
};

type Post = (headers: Record<string, string>, body: string) => Promise<{ status: number; text: string }>;

function signed(envelope: { id: string; type: string }, only?: "webhook-" | "X-Svc-") {
  const body = JSON.stringify(envelope);
  const all = signDelivery({ id: envelope.id, type: envelope.type, timestamp: Math.floor(Date.now() / 1000), body, secrets: [secret] });
  const headers = Object.fromEntries(Object.entries(all).filter(([k]) => !only || k.startsWith(only)));
  return { headers: { "content-type": "application/json", ...headers }, body };
}

const httpPost =
  (url: string): Post =>
  async (headers, body) => {
    const r = await fetch(url, { method: "POST", headers, body });
    return { status: r.status, text: await r.text() };
  };

const servers: { close(): unknown }[] = [];
const got: Record<string, WardenWebhookEvent[]> = { express: [], fastify: [], next: [], "node:http": [] };
const posts: Record<string, Post> = {};

beforeAll(async () => {
  const listen = async (server: Server) => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    servers.push({ close: () => server.close() });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/warden`;
  };
  posts.express = httpPost(await listen(createServer(wardenExpressApp(secret, (e) => got.express!.push(e)))));
  const fastify = wardenFastifyApp(secret, (e) => got.fastify!.push(e));
  const address = await fastify.listen({ port: 0, host: "127.0.0.1" });
  servers.push(fastify);
  posts.fastify = httpPost(`${address}/warden`);
  posts["node:http"] = httpPost(await listen(wardenHttpServer(secret, (e) => got["node:http"]!.push(e))));
  const POST = wardenRoute(secret, (e) => got.next!.push(e));
  posts.next = async (headers, body) => {
    const r = await POST(new Request("http://localhost/api/warden", { method: "POST", headers, body }));
    return { status: r.status, text: await r.text() };
  };
});

afterAll(async () => {
  for (const s of servers) await s.close();
});

describe.each(["express", "fastify", "next", "node:http"])("the %s recipe", (name) => {
  it("accepts a delivery by either header set and hands over the typed event", async () => {
    got[name]!.length = 0;
    for (const only of [undefined, "webhook-", "X-Svc-"] as const) {
      const d = signed(event, only);
      expect(await posts[name]!(d.headers, d.body), String(only)).toEqual({ status: 204, text: "" });
    }
    expect(got[name]).toEqual([event, event, event]);
    const first = got[name]![0]!;
    expect(first.type === "user.banned" ? first.data.by : undefined).toBe("engine");
  });

  it("refuses an altered body or a stranger's signature with 400 and the reason", async () => {
    got[name]!.length = 0;
    const d = signed(event);
    expect(await posts[name]!(d.headers, d.body.replace("42", "43"))).toEqual({ status: 400, text: "no_valid_signature" });
    expect(await posts[name]!({ "content-type": "application/json" }, d.body)).toEqual({ status: 400, text: "missing_header" });
    expect(got[name]).toEqual([]);
  });

  it("acknowledges a genuine event of a kind it does not know, without handing it over", async () => {
    got[name]!.length = 0;
    const d = signed({ ...event, id: "evt_recipe2", type: "user.promoted" });
    expect(await posts[name]!(d.headers, d.body)).toEqual({ status: 202, text: "unknown_event_type" });
    expect(got[name]).toEqual([]);
  });
});

describe("an Express route behind a global express.json()", () => {
  // The mistake the README warns about: a JSON parser mounted for the whole app, before the recipe's route, so that
  // express.raw finds the body already read and req.body is the parsed object. (The recipes above run against the
  // package's build, dist/; this route calls the source, as the recipe does.)
  it("answers 400 bad_body (not a 500 that Warden retries for days) and hands nothing over", async () => {
    const received: WardenWebhookEvent[] = [];
    const app = express();
    app.use(express.json());
    app.post("/warden", express.raw({ type: "application/json" }), (req, res) => {
      try {
        received.push(verifyAndParse(secret, req.headers, req.body).event);
        res.sendStatus(204);
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        res.status(err.reason === "unknown_event_type" ? 202 : 400).send(err.reason);
      }
    });
    const server = createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const d = signed(event);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/warden`;
      expect(await httpPost(url)(d.headers, d.body)).toEqual({ status: 400, text: "bad_body" });
      expect(received).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe("README.md", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

  it.each(["express.ts", "fastify.ts", "next-route.ts", "node-http.ts"])("shows examples/%s as it is tested here", (file) => {
    const code = readFileSync(new URL(`../examples/${file}`, import.meta.url), "utf8");
    expect(readme).toContain(`\`\`\`ts\n${code}\`\`\``);
  });
});
