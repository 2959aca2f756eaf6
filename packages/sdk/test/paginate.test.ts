import { describe, expect, it } from "vitest";
import { createWardenClient, paginate, paginatePages, WardenApiError, WardenPaginationError } from "../src/index.js";
import { scriptedApi } from "./scripted-api.js";

// A real HTTP server on 127.0.0.1 answers from a script (scripted-api.ts): each request takes the next answer.
const api = scriptedApi();
const KEY = "tk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const GROUP = -1001234567890;

function client() {
  return createWardenClient({ apiKey: KEY, baseUrl: api.baseUrl, retries: 0 });
}

/** A journal page whose items are only their ids (the test reads nothing else). */
function page(ids: string[], next: string | null) {
  return { status: 200, body: { items: ids.map((id) => ({ id })), next_cursor: next } };
}

const JOURNAL = `/api/public/v1/groups/${GROUP}/journal`;

describe("paginate", () => {
  it("follows next_cursor to the last page, repeating the caller's parameters with each cursor", async () => {
    api.script = [page(["evt_1", "evt_2"], "c1"), page(["evt_3"], "c2+/="), page(["evt_4"], null)];
    const ids: string[] = [];
    for await (const entry of paginate(client(), "/groups/{id}/journal", { params: { path: { id: GROUP }, query: { limit: 2, verdict: "spam" } } })) {
      ids.push(entry.id);
    }
    expect(ids).toEqual(["evt_1", "evt_2", "evt_3", "evt_4"]);
    expect(api.seen.map((r) => r.url)).toEqual([
      `${JOURNAL}?limit=2&verdict=spam`,
      `${JOURNAL}?limit=2&verdict=spam&cursor=c1`,
      `${JOURNAL}?limit=2&verdict=spam&cursor=c2%2B%2F%3D`,
    ]);
  });

  it("ends on an empty next_cursor as on null, and works without any parameter", async () => {
    api.script = [page(["r_1"], "c1"), page([], "")];
    const pages: unknown[] = [];
    for await (const { data, response } of paginatePages(client(), "/spam/reports")) {
      expect(response.status).toBe(200);
      pages.push(data.items);
    }
    expect(pages).toEqual([[{ id: "r_1" }], []]);
    expect(api.seen.map((r) => r.url)).toEqual(["/api/public/v1/spam/reports", "/api/public/v1/spam/reports?cursor=c1"]);
  });

  it("sends no more requests once the caller stops iterating", async () => {
    api.script = [page(["evt_1", "evt_2"], "c1"), page(["evt_3"], null)];
    for await (const entry of paginate(client(), "/groups/{id}/journal", { params: { path: { id: GROUP } } })) {
      expect(entry.id).toBe("evt_1");
      break;
    }
    // Taking every item of the first page does not fetch the second either, until asked.
    const it = paginate(client(), "/webhooks/{id}/deliveries", { params: { path: { id: "wh_1" }, query: { status: "failed" } } });
    api.script = [page(["d_1"], "c1"), page(["d_2"], null)];
    expect((await it.next()).value).toEqual({ id: "d_1" });
    expect(api.seen).toHaveLength(2);
    await it.return();
    expect(api.seen.map((r) => r.url)).toEqual([`${JOURNAL}`, "/api/public/v1/webhooks/wh_1/deliveries?status=failed"]);
  });

  it("throws WardenPaginationError when the server repeats a cursor, instead of looping", async () => {
    api.script = [page(["evt_1"], "c1"), page(["evt_2"], "c2"), page(["evt_1"], "c1")];
    const ids: string[] = [];
    const err = await (async () => {
      for await (const entry of paginate(client(), "/groups/{id}/journal", { params: { path: { id: GROUP } } })) ids.push(entry.id);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenPaginationError);
    expect(err).toMatchObject({ name: "WardenPaginationError", path: "/groups/{id}/journal", cursor: "c1", pages: 3 });
    expect(ids).toEqual(["evt_1", "evt_2"]);
    expect(api.seen).toHaveLength(3);
  });

  it("throws the client's WardenApiError for an error answer mid-way, after the pages before it", async () => {
    api.script = [
      page(["evt_1"], "c1"),
      { status: 422, body: { error: { code: "validation_failed", message: "cursor", details: { fields: [] }, request_id: "req_1" } } },
    ];
    const ids: string[] = [];
    const err = await (async () => {
      for await (const entry of paginate(client(), "/groups/{id}/journal", { params: { path: { id: GROUP } } })) ids.push(entry.id);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenApiError);
    expect(err).toMatchObject({ status: 422, code: "validation_failed", requestId: "req_1" });
    expect(ids).toEqual(["evt_1"]);
  });

  it("stops with the signal's reason before the next request once the caller aborts", async () => {
    api.script = [page(["evt_1"], "c1"), page(["evt_2"], null)];
    const controller = new AbortController();
    const ids: string[] = [];
    const err = await (async () => {
      for await (const entry of paginate(client(), "/groups/{id}/journal", { params: { path: { id: GROUP } }, signal: controller.signal })) {
        ids.push(entry.id);
        controller.abort(new Error("enough"));
      }
    })().catch((e: unknown) => e);
    expect((err as Error).message).toBe("enough");
    expect(ids).toEqual(["evt_1"]);
    expect(api.seen).toHaveLength(1);
  });

  it("refuses a 2xx that is not a page", async () => {
    api.script = [{ status: 200, body: { groups: [] } }];
    await expect(paginatePages(client(), "/spam/reports").next()).rejects.toThrow(/not a page/);
  });
});
