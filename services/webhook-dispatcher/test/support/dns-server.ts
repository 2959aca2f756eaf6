import dgram from "node:dgram";
import { isIP } from "node:net";

/**
 * A name server for tests (UDP on 127.0.0.1): answers A and AAAA questions from `records`, says
 * NXDOMAIN for names it does not know, and never answers the names in `silent` (a hostile or broken
 * name server), nor the AAAA questions of the names in `silentAaaa` (one that drops a family's
 * questions; their A questions are answered). Counts the questions it got, by name.
 */
export interface FakeNameServer {
  /** "127.0.0.1:<port>", for Resolver#setServers. */
  address: string;
  records: Map<string, string[]>;
  silent: Set<string>;
  silentAaaa: Set<string>;
  questions: Map<string, number>;
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

function readName(msg: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = start;
  while (msg[i]! !== 0) {
    const len = msg[i]!;
    labels.push(msg.subarray(i + 1, i + 1 + len).toString("ascii"));
    i += 1 + len;
  }
  return { name: labels.join(".").toLowerCase(), end: i + 1 };
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const parse = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const a = parse(head);
  const b = parse(tail);
  const groups = tail === undefined ? a : [...a, ...new Array<number>(8 - a.length - b.length).fill(0), ...b];
  const out = Buffer.alloc(16);
  for (const [k, g] of groups.entries()) out.writeUInt16BE(g, k * 2);
  return out;
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const known = records.get(name);
  const matching = (known ?? []).filter((a) => isIP(a) === (type === TYPE_A ? 4 : type === TYPE_AAAA ? 6 : -1));
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // id
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // response, recursion desired and available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4); // one question
  header.writeUInt16BE(matching.length, 6);
  const answers = matching.map((a) => {
    const rdata = type === TYPE_A ? Buffer.from(a.split(".").map(Number)) : ipv6Bytes(a);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the name of the question
    rr.writeUInt16BE(type, 2);
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([rr, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startNameServer(): Promise<FakeNameServer> {
  const socket = dgram.createSocket("udp4");
  const server: FakeNameServer = {
    address: "",
    records: new Map(),
    silent: new Set(),
    silentAaaa: new Set(),
    questions: new Map(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on("message", (msg, from) => {
    const { name, end } = readName(msg, 12);
    server.questions.set(name, (server.questions.get(name) ?? 0) + 1);
    if (server.silent.has(name)) return;
    if (server.silentAaaa.has(name) && msg.readUInt16BE(end) === TYPE_AAAA) return;
    socket.send(answer(msg, server.records), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  server.address = `127.0.0.1:${socket.address().port}`;
  return server;
}
