// app/api/warden/route.ts: `export const POST = wardenRoute(process.env.WARDEN_WEBHOOK_SECRET!, queue);`
// and `export const runtime = "nodejs";` (the package uses node:crypto).
import { verifyAndParse, type WardenWebhookEvent, WebhookVerificationError } from "@warden/webhook-verify";

export function wardenRoute(secret: string, onEvent: (event: WardenWebhookEvent) => void) {
  return async function POST(req: Request): Promise<Response> {
    const raw = await req.text(); // the body as sent: never req.json()
    try {
      const { event } = verifyAndParse(secret, req.headers, raw);
      onEvent(event); // deduplicate by event.id; answer fast and work asynchronously
      return new Response(null, { status: 204 });
    } catch (err) {
      if (!(err instanceof WebhookVerificationError)) throw err;
      return new Response(err.reason, { status: err.reason === "unknown_event_type" ? 202 : 400 });
    }
  };
}
