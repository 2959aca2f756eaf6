/**
 * The body of a third party's answer (the CAS ban list, the AI provider), read with a byte limit: a declared
 * `content-length` over it is refused before reading, and the body is read as a stream and dropped once past it. fetch
 * inflates a gzip or brotli body as it streams, so the limit counts inflated bytes: a small compressed answer that
 * inflates to megabytes is refused as soon as its inflated part passes the limit. The caller's deadline still bounds the
 * whole read (its signal aborts the stream).
 */
export class AnswerTooLargeError extends Error {
  override readonly name = "AnswerTooLargeError";
  constructor(readonly limitBytes: number) {
    super(`answer over ${limitBytes} bytes`);
  }
}

/** The answer's body as text, at most `limitBytes` bytes (after any content encoding is undone); AnswerTooLargeError past it. */
export async function readBodyText(res: Response, limitBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  // A declared length is the encoded one: over the limit, the inflated body can only be larger.
  if (Number.isFinite(declared) && declared > limitBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(limitBytes);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

/** readBodyText parsed as JSON (a SyntaxError when it is not JSON). */
export async function readBodyJson(res: Response, limitBytes: number): Promise<unknown> {
  return JSON.parse(await readBodyText(res, limitBytes));
}
