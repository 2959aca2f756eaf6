import Fastify from "fastify";
import { verifyAndParse, type WardenWebhookEvent, WebhookVerificationError } from "@warden/webhook-verify";

export function wardenFastifyApp(secret: string, onEvent: (event: WardenWebhookEvent) => void) {
  const app = Fastify();
  // An encapsulated plugin: JSON stays raw bytes here only; the rest of the app parses as usual.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    scope.post("/warden", async (req, reply) => {
      try {
        const { event } = verifyAndParse(secret, req.headers, req.body as Buffer);
        onEvent(event); // deduplicate by event.id; answer fast and work asynchronously
        return reply.code(204).send();
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        return reply.code(err.reason === "unknown_event_type" ? 202 : 400).send(err.reason);
      }
    });
  });
  return app;
}
