import http from "node:http";
import { verifyAndParse, type WardenWebhookEvent, WebhookVerificationError } from "@warden/webhook-verify";

export function wardenHttpServer(secret: string, onEvent: (event: WardenWebhookEvent) => void) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const { event } = verifyAndParse(secret, req.headers, Buffer.concat(chunks));
        onEvent(event); // deduplicate by event.id; answer fast and work asynchronously
        res.writeHead(204).end();
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) {
          res.writeHead(500).end(); // your onEvent failed: Warden retries later
          return;
        }
        res.writeHead(err.reason === "unknown_event_type" ? 202 : 400).end(err.reason);
      }
    });
  });
}
