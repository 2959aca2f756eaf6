import { fromBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { context, propagation, type Context } from "@opentelemetry/api";
import type { IHeaders, KafkaMessage } from "kafkajs";
import { headerString } from "../client.js";
import { UndecodableRecordError } from "../failures.js";

export interface ConsumedRecord<T> {
  topic: string;
  partition: number;
  offset: string;
  key: string | undefined;
  eventId: string | undefined;
  message: T;
  /** Trace context of the producer, for spans that continue its trace. */
  traceContext: Context;
  headers: IHeaders;
}

/** Turns a record's value into what the handler receives; throws (non-retryable) when it cannot. */
export type Decoder<T> = (value: Buffer, meta: { topic: string; headers: IHeaders }) => T;

/**
 * Decodes protobuf records of one schema. Keep it in a const outside the options object:
 * TypeScript does not infer the record type from a generic call written inside it.
 */
export function protobufDecoder<D extends DescMessage>(schema: D): Decoder<MessageShape<D>> {
  return (value) => fromBinary(schema, value);
}

/**
 * A fetched message as its handler receives it. Throws UndecodableRecordError (non-retryable)
 * when the value is empty or the decoder refuses it; a decoder's own non-retryable error passes.
 */
export function decodeRecord<T>(topic: string, partition: number, m: KafkaMessage, decode: Decoder<T>): ConsumedRecord<T> {
  const headers = m.headers ?? {};
  if (!m.value || m.value.length === 0) throw new UndecodableRecordError("empty record");
  let message: T;
  try {
    message = decode(m.value, { topic, headers });
  } catch (err) {
    if (err instanceof UndecodableRecordError || (err as { retryable?: unknown }).retryable === false) throw err;
    throw new UndecodableRecordError(`cannot decode: ${(err as Error).message}`, { cause: err });
  }
  return {
    topic,
    partition,
    offset: m.offset,
    key: m.key?.toString(),
    eventId: headerString(headers["event-id"]),
    message,
    traceContext: propagation.extract(context.active(), headers, {
      keys: (h) => Object.keys(h),
      get: (h, k) => headerString(h[k]),
    }),
    headers,
  };
}
