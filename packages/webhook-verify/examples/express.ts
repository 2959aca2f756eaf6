import express from "express";
import { verifyAndParse, type WardenWebhookEvent, WebhookVerificationError } from "@warden/webhook-verify";

export function wardenExpressApp(secret: string, onEvent: (event: WardenWebhookEvent) => void) {
  const app = express();
  // The raw bytes, for this route only (a body parsed and re-serialised does not verify).
  app.post("/warden", express.raw({ type: "application/json" }), (req, res) => {
    try {
      const { event } = verifyAndParse(secret, req.headers, req.body);
      onEvent(event); // deduplicate by event.id; answer fast and work asynchronously
      res.sendStatus(204);
    } catch (err) {
      if (!(err instanceof WebhookVerificationError)) throw err;
      // Forged, altered or replayed: 400. A genuine event of a kind newer than the package: 202, ignored.
      res.status(err.reason === "unknown_event_type" ? 202 : 400).send(err.reason);
    }
  });
  return app;
}
