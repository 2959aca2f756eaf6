import { ConnectError } from "@connectrpc/connect";
import { Code, domainDetail } from "@warden/errors";
import { DeliveryStatus, DeliveryStatusSchema, EndpointStatus, enumNames, type DeliveryAttempt, type Endpoint } from "@warden/proto";
import type { Context } from "koa";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import { apiErrors } from "../../http/errors.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import { resolveGroup } from "../groups/access.js";
import { iso, isoAt } from "../render.js";
import {
  type createWebhookBody,
  type deliveriesQuery,
  type EventType,
  type patchWebhookBody,
  type RESPONSE_SCHEMAS,
  type ResponseBody,
  type SubscribableEventType,
  WEBHOOK_ID,
} from "@warden/contract";

/** A test delivery may take the receiver's whole 10 s; the call's deadline leaves room for it. */
const TEST_DELIVERY_TIMEOUT_MS = 15_000;

const DELIVERY_STATUSES = enumNames<DeliveryStatus, "succeeded" | "failed" | "pending">(DeliveryStatusSchema);
const DELIVERY_STATUS = DELIVERY_STATUSES.byValue("pending");
const DELIVERY_STATUS_FILTER = DELIVERY_STATUSES.byName();

export function renderEndpoint(e: Endpoint): ResponseBody<"WebhookEndpoint"> {
  const disabled = e.status === EndpointStatus.DISABLED;
  return {
    id: e.id,
    url: e.url,
    // The dispatcher stores only subscribable kinds (it validates them as this gateway does).
    events: e.events as SubscribableEventType[],
    group_ids: e.allGroups ? null : e.groupIds.map(Number),
    description: e.description,
    status: disabled ? ("disabled" as const) : ("enabled" as const),
    ...(disabled ? { disabled_reason: e.disabledReason === "failing" ? ("failing" as const) : ("manual" as const) } : {}),
    ...(e.failingSince ? { failing_since: iso(e.failingSince) } : {}),
    created_at: isoAt(e.createdAt),
    updated_at: isoAt(e.updatedAt),
  };
}

export function renderDelivery(d: DeliveryAttempt): ResponseBody<"Delivery"> {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType as EventType,
    attempt: d.attempt,
    status: DELIVERY_STATUS[d.status],
    ...(d.statusCode !== undefined ? { status_code: d.statusCode } : {}),
    ...(d.durationMs !== undefined ? { duration_ms: Number(d.durationMs) } : {}),
    ...(d.error ? { error: d.error } : {}),
    created_at: isoAt(d.createdAt),
    ...(d.nextAttemptAt ? { next_attempt_at: iso(d.nextAttemptAt) } : {}),
  };
}

/** The `{id}` path parameter: a malformed id is 422, a well-formed unknown one 404 (from the dispatcher). */
function webhookId(input: RouteInput<unknown, unknown>): string {
  const id = input.params.id ?? "";
  if (!WEBHOOK_ID.test(id)) throw apiErrors.validation([{ path: "id", message: "must be a webhook id (wh_…)" }]);
  return id;
}

/**
 * Every listed group must be one the account administers (404 group_not_found otherwise). Several are checked against
 * one list of the account's groups, not one lookup each (a list holds up to LIMITS.webhookGroupIdsMax); an id missing
 * from it is looked up alone, which gives the answer a single lookup gives.
 */
async function checkGroups(deps: GatewayDeps, ctx: Context, ids: number[] | null | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const principal = ctx.state.principal!;
  if (ids.length === 1) {
    await resolveGroup(deps, principal, ids[0]!, false);
    return;
  }
  const reached = new Set((await deps.groups.listGroups({ accountId: principal.account.id })).groups.map((g) => Number(g.id)));
  for (const id of ids) if (!reached.has(id)) await resolveGroup(deps, principal, id, false);
}

/** Refusals made before admission (they cost nothing). */
export const webhookPreflight = (deps: GatewayDeps) => ({
  id: async (_ctx: Context, input: RouteInput<unknown, unknown>) => {
    webhookId(input);
  },
  create: async (ctx: Context, input: RouteInput<z.infer<typeof createWebhookBody>, unknown>) => {
    await checkGroups(deps, ctx, input.body.group_ids);
  },
  update: async (ctx: Context, input: RouteInput<z.infer<typeof patchWebhookBody>, unknown>) => {
    webhookId(input);
    await checkGroups(deps, ctx, input.body.group_ids);
  },
});

const accountOf = (ctx: Context) => ctx.state.principal!.account;

export const webhookHandlers = (deps: GatewayDeps) => ({
  async create(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookEndpointCreated>, input: RouteInput<z.infer<typeof createWebhookBody>, unknown>) {
    const b = input.body;
    const account = accountOf(ctx);
    const res = await deps.dispatcher.createEndpoint({
      accountId: account.id,
      url: b.url,
      events: b.events ?? [],
      allGroups: b.group_ids === undefined || b.group_ids === null,
      groupIds: (b.group_ids ?? []).map(BigInt),
      description: b.description ?? "",
      ownerTelegramUserId: account.telegramUserId === null ? undefined : BigInt(account.telegramUserId),
    });
    ctx.status = 201;
    ctx.body = { ...renderEndpoint(res.endpoint!), secret: res.secret };
  },

  async list(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookList>) {
    const res = await deps.dispatcher.listEndpoints({ accountId: accountOf(ctx).id });
    ctx.body = { webhooks: res.endpoints.map(renderEndpoint) };
  },

  async get(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookEndpoint>, input: RouteInput<unknown, unknown>) {
    const res = await deps.dispatcher.getEndpoint({ accountId: accountOf(ctx).id, endpointId: webhookId(input) });
    ctx.body = renderEndpoint(res.endpoint!);
  },

  async update(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookEndpoint>, input: RouteInput<z.infer<typeof patchWebhookBody>, unknown>) {
    const id = webhookId(input);
    const b = input.body;
    const account = accountOf(ctx);
    const res = await deps.dispatcher.updateEndpoint({
      accountId: account.id,
      endpointId: id,
      url: b.url,
      events: b.events === undefined ? undefined : { kinds: b.events },
      groups: b.group_ids === undefined ? undefined : { allGroups: b.group_ids === null, groupIds: (b.group_ids ?? []).map(BigInt) },
      description: b.description,
      status: b.status === "enabled" ? EndpointStatus.ENABLED : b.status === "disabled" ? EndpointStatus.DISABLED : EndpointStatus.UNSPECIFIED,
      ownerTelegramUserId: account.telegramUserId === null ? undefined : BigInt(account.telegramUserId),
    });
    ctx.body = renderEndpoint(res.endpoint!);
  },

  async remove(ctx: Context, input: RouteInput<unknown, unknown>) {
    await deps.dispatcher.deleteEndpoint({ accountId: accountOf(ctx).id, endpointId: webhookId(input) });
    ctx.status = 204;
  },

  async test(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookTestResult>, input: RouteInput<unknown, unknown>) {
    const res = await deps.dispatcher.testEndpoint({ accountId: accountOf(ctx).id, endpointId: webhookId(input) }, { timeoutMs: TEST_DELIVERY_TIMEOUT_MS });
    ctx.body = {
      delivery_id: res.deliveryId,
      success: res.success,
      ...(res.statusCode !== undefined ? { status_code: res.statusCode } : {}),
      duration_ms: Number(res.durationMs),
      ...(!res.success ? { error: res.error || "delivery failed" } : {}),
    };
  },

  async rotateSecret(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.WebhookSecret>, input: RouteInput<unknown, unknown>) {
    const res = await deps.dispatcher.rotateSecret({ accountId: accountOf(ctx).id, endpointId: webhookId(input) });
    ctx.body = { webhook_id: res.endpointId, secret: res.secret, previous_secret_expires_at: isoAt(res.previousSecretExpiresAt) };
  },

  async deliveries(ctx: ResponseContext<typeof RESPONSE_SCHEMAS.DeliveryPage>, input: RouteInput<unknown, z.infer<typeof deliveriesQuery>>) {
    const id = webhookId(input);
    const q = input.query;
    let res;
    try {
      res = await deps.dispatcher.listDeliveries({
        accountId: accountOf(ctx).id,
        endpointId: id,
        limit: q.limit ?? 0,
        cursor: q.cursor ?? "",
        status: q.status ? DELIVERY_STATUS_FILTER[q.status] : DeliveryStatus.UNSPECIFIED,
      });
    } catch (err) {
      // The dispatcher names query fields bare; the public error names them query.<name>.
      const d = err instanceof ConnectError && err.code === Code.InvalidArgument ? domainDetail(err) : undefined;
      if (d?.kind === "validation") throw apiErrors.validation(d.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
      throw err;
    }
    ctx.body = { items: res.deliveries.map(renderDelivery), next_cursor: res.nextCursor ?? null };
  },
});
