import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ServiceImpl } from "@connectrpc/connect";
import { Code, ConnectError } from "@warden/errors";
import { DispatcherService, EndpointStatus } from "@warden/proto";
import type { EndpointStore } from "./store.js";

export function createDispatcherHandlers(store: EndpointStore): Partial<ServiceImpl<typeof DispatcherService>> {
  return {
    async listEndpoints(req) {
      const rows = await store.list(req.accountId);
      return {
        endpoints: rows.map((r) => ({
          id: r.id,
          accountId: r.account_id,
          url: r.url,
          events: r.events,
          groupIds: r.group_ids.map(BigInt),
          description: r.description,
          status: r.status === "enabled" ? EndpointStatus.ENABLED : EndpointStatus.DISABLED,
          disabledReason: r.disabled_reason ?? undefined,
          failingSince: r.failing_since ? timestampFromDate(r.failing_since) : undefined,
          createdAt: timestampFromDate(r.created_at),
          updatedAt: timestampFromDate(r.updated_at),
        })),
      };
    },
    createEndpoint() {
      throw new ConnectError("webhook endpoints are not implemented yet", Code.Unimplemented);
    },
  };
}
