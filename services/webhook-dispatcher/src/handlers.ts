import { randomBytes } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ServiceImpl } from "@connectrpc/connect";
import { errors } from "@warden/errors";
import { CursorSigner, PerKeyTurns, TurnNotInTime } from "@warden/server";
import {
  type DeliveryStatus,
  DeliveryStatusSchema,
  type DispatcherService,
  EndpointStatus,
  enumNames,
  type DeliveryAttempt,
  type Endpoint,
} from "@warden/proto";
import type { WebhookDispatcher } from "./dispatch.js";
import { codePointLength, ID_PREFIXES, LIMITS, mintedIdPattern, mintId } from "@warden/contract";
import { SECRET_PREFIX } from "@warden/webhook-verify";
import { SUBSCRIBABLE_EVENT_TYPES } from "./events.js";
import {
  decodeCursor,
  encodeCursor,
  EndpointLimitReached,
  InvalidCursor,
  MAX_ENDPOINTS_PER_ACCOUNT,
  type DeliveryRow,
  type DeliveryStatusName,
  type DeliveryStore,
  type EndpointPatch,
  type EndpointRow,
  type EndpointStore,
} from "./store.js";
import { DestinationRefused, type DestinationPolicy, type Resolver } from "./url-safety.js";

export const URL_MAX_CHARS = LIMITS.webhookUrlMaxChars;
export const DESCRIPTION_MAX_CHARS = LIMITS.webhookDescriptionMaxChars;
export const PAGE_SIZE_DEFAULT = LIMITS.pageSizeDefault;
export const PAGE_SIZE_MAX = LIMITS.pageSizeMax;
const ENDPOINT_ID = new RegExp(mintedIdPattern(ID_PREFIXES.webhook));
/** PostgreSQL's foreign_key_violation: a delivery recorded for an endpoint deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = "23503";
const EVENT_TYPES = new Set<string>(SUBSCRIBABLE_EVENT_TYPES);

/**
 * Test deliveries in flight at once per account, per process (each may take the 10 s attempt
 * deadline); an account's others wait their turn. Test deliveries take no delivery slot (they are
 * made at once, as the contract says), so without this one account's calls could have the
 * dispatcher open any number of connections at the same time.
 */
export const TEST_DELIVERIES_PER_ACCOUNT = LIMITS.testDeliveriesPerAccount;

/** Bytes of a minted secret: within Standard Webhooks' 24..64, so its base64 is a Standard Webhooks key. */
export const SECRET_BYTES = 32;

/** `whsec_` + 32 random bytes in base64: 44 characters, the last one `=`. */
export function mintSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

export interface HandlerDeps {
  endpoints: EndpointStore;
  deliveries: DeliveryStore;
  dispatcher: Pick<WebhookDispatcher, "testDelivery">;
  policy: DestinationPolicy;
  resolver: Resolver;
  /** Signs the deliveries cursors (a per-process random key when not given). */
  cursors?: CursorSigner;
  /** An attempt's deadline (WEBHOOK_TIMEOUT_MS): a test delivery starts only while its caller can still wait that long. */
  attemptTimeoutMs?: number;
  now?: () => Date;
}

const STATUSES = enumNames<DeliveryStatus, DeliveryStatusName>(DeliveryStatusSchema);
const STATUS_PROTO = STATUSES.byName();

export function endpointToProto(r: EndpointRow): Endpoint {
  return {
    $typeName: "warden.dispatcher.v1.Endpoint",
    id: r.id,
    accountId: r.account_id,
    url: r.url,
    events: r.events,
    groupIds: r.all_groups ? [] : r.group_ids.map(BigInt),
    allGroups: r.all_groups,
    description: r.description,
    status: r.status === "enabled" ? EndpointStatus.ENABLED : EndpointStatus.DISABLED,
    disabledReason: r.status === "disabled" ? (r.disabled_reason ?? "manual") : undefined,
    failingSince: r.failing_since ? timestampFromDate(r.failing_since) : undefined,
    createdAt: timestampFromDate(r.created_at),
    updatedAt: timestampFromDate(r.updated_at),
  };
}

function deliveryToProto(r: DeliveryRow): DeliveryAttempt {
  return {
    $typeName: "warden.dispatcher.v1.DeliveryAttempt",
    id: r.id,
    eventId: r.event_id,
    eventType: r.event_type,
    attempt: r.attempt,
    status: STATUS_PROTO[r.status],
    statusCode: r.status_code ?? undefined,
    durationMs: r.duration_ms === null ? undefined : BigInt(r.duration_ms),
    error: r.error ?? undefined,
    createdAt: timestampFromDate(r.created_at),
    nextAttemptAt: r.next_attempt_at ? timestampFromDate(r.next_attempt_at) : undefined,
  };
}

type Violation = { path: string; message: string };

function checkEvents(kinds: string[], path: string, out: Violation[]): string[] {
  const unique = [...new Set(kinds)];
  if (unique.length !== kinds.length) out.push({ path, message: "must not repeat an event kind" });
  kinds.forEach((k, i) => {
    if (!EVENT_TYPES.has(k)) out.push({ path: `${path}[${i}]`, message: `must be one of ${SUBSCRIBABLE_EVENT_TYPES.join(", ")}` });
  });
  return unique;
}

function checkGroupIds(ids: bigint[], path: string, out: Violation[]): number[] {
  const nums = ids.map(Number);
  nums.forEach((n, i) => {
    if (!Number.isSafeInteger(n) || n >= 0) out.push({ path: `${path}[${i}]`, message: "must be a negative group chat id" });
  });
  if (new Set(nums).size !== nums.length) out.push({ path, message: "must not repeat a group" });
  return nums;
}

function checkDescription(d: string, out: Violation[]): void {
  if (codePointLength(d) > DESCRIPTION_MAX_CHARS) out.push({ path: "description", message: `must be at most ${DESCRIPTION_MAX_CHARS} characters` });
}

export function createDispatcherHandlers(deps: HandlerDeps): ServiceImpl<typeof DispatcherService> {
  const testTurns = new PerKeyTurns(TEST_DELIVERIES_PER_ACCOUNT);
  const attemptTimeoutMs = deps.attemptTimeoutMs ?? LIMITS.webhookTimeoutSeconds * 1000;
  const now = deps.now ?? (() => new Date());
  const cursors = deps.cursors ?? CursorSigner.ephemeral();

  /** The URL's form and every address its host resolves to must be acceptable (422 on "url"). */
  async function checkUrl(url: string, out: Violation[]): Promise<void> {
    if (url.length === 0 || codePointLength(url) > URL_MAX_CHARS) {
      out.push({ path: "url", message: `must be 1 to ${URL_MAX_CHARS} characters` });
      return;
    }
    try {
      await deps.policy.resolve(url, deps.resolver);
    } catch (err) {
      if (err instanceof DestinationRefused) out.push({ path: "url", message: err.reason });
      else throw err;
    }
  }

  function endpointId(id: string): string {
    if (!ENDPOINT_ID.test(id)) throw errors.notFound("webhook", id);
    return id;
  }

  return {
    async listEndpoints(req) {
      return { endpoints: (await deps.endpoints.list(req.accountId)).map(endpointToProto) };
    },

    async createEndpoint(req) {
      const violations: Violation[] = [];
      await checkUrl(req.url, violations);
      const events = req.events.length === 0 ? [...SUBSCRIBABLE_EVENT_TYPES] : checkEvents(req.events, "events", violations);
      const groupIds = req.allGroups ? [] : checkGroupIds(req.groupIds, "group_ids", violations);
      if (!req.allGroups && groupIds.length === 0) violations.push({ path: "group_ids", message: "must list at least one group, or be null for every group" });
      checkDescription(req.description, violations);
      if (violations.length) throw errors.validation(violations);
      const secret = mintSecret();
      try {
        const row = await deps.endpoints.create({
          id: mintId("webhook"),
          accountId: req.accountId,
          url: req.url,
          events,
          groupIds,
          allGroups: req.allGroups,
          description: req.description,
          ownerTelegramUserId: req.ownerTelegramUserId === undefined ? null : Number(req.ownerTelegramUserId),
          secret,
          now: now(),
        });
        return { endpoint: endpointToProto(row), secret };
      } catch (err) {
        if (err instanceof EndpointLimitReached) throw errors.limitReached("webhooks", MAX_ENDPOINTS_PER_ACCOUNT);
        throw err;
      }
    },

    async getEndpoint(req) {
      const row = await deps.endpoints.get(req.accountId, endpointId(req.endpointId));
      if (!row) throw errors.notFound("webhook", req.endpointId);
      return { endpoint: endpointToProto(row) };
    },

    async updateEndpoint(req) {
      const id = endpointId(req.endpointId);
      const violations: Violation[] = [];
      const patch: EndpointPatch = {};
      if (req.url !== undefined) {
        await checkUrl(req.url, violations);
        patch.url = req.url;
      }
      if (req.events !== undefined) {
        if (req.events.kinds.length === 0) violations.push({ path: "events", message: "must list at least one event kind" });
        patch.events = checkEvents(req.events.kinds, "events", violations);
      }
      if (req.groups !== undefined) {
        const groupIds = req.groups.allGroups ? [] : checkGroupIds(req.groups.groupIds, "group_ids", violations);
        if (!req.groups.allGroups && groupIds.length === 0)
          violations.push({ path: "group_ids", message: "must list at least one group, or be null for every group" });
        patch.groups = { allGroups: req.groups.allGroups, groupIds };
      }
      if (req.description !== undefined) {
        checkDescription(req.description, violations);
        patch.description = req.description;
      }
      if (req.status === EndpointStatus.ENABLED) patch.status = "enabled";
      if (req.status === EndpointStatus.DISABLED) patch.status = "disabled";
      if (req.ownerTelegramUserId !== undefined) patch.ownerTelegramUserId = Number(req.ownerTelegramUserId);
      if (violations.length) throw errors.validation(violations);
      const row = await deps.endpoints.update(req.accountId, id, patch, now());
      if (!row) throw errors.notFound("webhook", id);
      return { endpoint: endpointToProto(row) };
    },

    async deleteEndpoint(req) {
      if (!(await deps.endpoints.delete(req.accountId, endpointId(req.endpointId)))) throw errors.notFound("webhook", req.endpointId);
      return {};
    },

    async rotateSecret(req) {
      const secret = mintSecret();
      const expires = await deps.endpoints.rotateSecret(req.accountId, endpointId(req.endpointId), secret, now());
      if (!expires) throw errors.notFound("webhook", req.endpointId);
      return { endpointId: req.endpointId, secret, previousSecretExpiresAt: timestampFromDate(expires) };
    },

    async testEndpoint(req, ctx) {
      const ep = await deps.endpoints.getOwnedForDelivery(req.accountId, endpointId(req.endpointId));
      if (!ep) throw errors.notFound("webhook", req.endpointId);
      // The account's turn must come while the caller can still wait for the attempt: past that, the caller has
      // given up (the gateway answered 503) and a delivery made anyway would be one it never hears of.
      const left = ctx.timeoutMs();
      const waitMs = left === undefined ? undefined : left - attemptTimeoutMs;
      let outcome;
      try {
        outcome = await testTurns.run(req.accountId, () => deps.dispatcher.testDelivery(ep), waitMs);
      } catch (err) {
        if (err instanceof TurnNotInTime) {
          throw errors.unavailable(
            `${TEST_DELIVERIES_PER_ACCOUNT} test deliveries of this account are under way and none ended in time; nothing was sent, try again in a few seconds`,
          );
        }
        // Deleted while its test delivery was in flight: the attempt has nowhere to be recorded.
        if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw errors.notFound("webhook", req.endpointId);
        throw err;
      }
      const { deliveryId, result } = outcome;
      return {
        deliveryId,
        success: result.ok,
        statusCode: result.statusCode,
        durationMs: BigInt(result.durationMs),
        error: result.ok ? undefined : (result.error ?? "delivery failed"),
      };
    },

    async listDeliveries(req) {
      const id = endpointId(req.endpointId);
      if (!(await deps.endpoints.get(req.accountId, id))) throw errors.notFound("webhook", id);
      const violations: Violation[] = [];
      const limit = req.limit === 0 ? PAGE_SIZE_DEFAULT : req.limit;
      if (limit < 1 || limit > PAGE_SIZE_MAX) violations.push({ path: "limit", message: `must be 1 to ${PAGE_SIZE_MAX}` });
      const status = STATUSES.name(req.status);
      let cursor;
      if (req.cursor) {
        try {
          cursor = decodeCursor(req.cursor, id, status ?? "", cursors);
        } catch (err) {
          if (err instanceof InvalidCursor) violations.push({ path: "cursor", message: err.message });
          else throw err;
        }
      }
      if (violations.length) throw errors.validation(violations);
      const page = await deps.deliveries.page(id, { limit, status, cursor });
      return { deliveries: page.rows.map(deliveryToProto), nextCursor: page.next ? encodeCursor(page.next, cursors) : undefined };
    },

    async setAccountSuspended(req) {
      if (!req.accountId) throw errors.validation([{ path: "account_id", message: "required" }]);
      return { changed: await deps.endpoints.setAccountSuspended(req.accountId, req.suspended, now()) };
    },
  };
}
