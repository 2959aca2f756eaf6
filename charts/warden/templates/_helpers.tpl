{{/*
Shared defines of the Warden chart. Every per-service template folder calls these with
(dict "root" $ "component" "<service>"), so the six services are rendered the same way.
*/}}

{{- define "warden.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "warden.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "warden.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
The architecture, in one place: each service's values key, protocol, port, the services it calls
and the external systems it uses. NetworkPolicies, upstream URLs and env are derived from it.
*/}}
{{- define "warden.components" -}}
gateway:
  key: gateway
  protocol: http
  calls: [engine, groups-config, journal-analytics, webhook-dispatcher]
  uses: [postgres, redis, kafka]
  schema: gateway
engine:
  key: engine
  protocol: grpc
  calls: [groups-config, journal-analytics]
  uses: [redis]
groups-config:
  key: groupsConfig
  protocol: grpc
  calls: []
  uses: [postgres]
  schema: groups_config
journal-analytics:
  key: journalAnalytics
  protocol: grpc
  calls: []
  uses: [postgres, kafka]
  schema: journal
  consumes: [moderation.decisions.v1, moderation.api-decisions.v1, chat.events.v1]
webhook-dispatcher:
  key: webhookDispatcher
  protocol: grpc
  calls: [groups-config]
  uses: [postgres, kafka, receivers]
  schema: dispatcher
  consumes: [moderation.decisions.v1, chat.events.v1]
bot:
  key: bot
  protocol: http
  calls: [engine, groups-config]
  uses: [redis, kafka, telegram]
{{- end -}}

{{- define "warden.component" -}}
{{- $all := fromYaml (include "warden.components" .root) -}}
{{- toYaml (get $all .component) -}}
{{- end -}}

{{/* Values block of a component: (dict "root" $ "component" "groups-config") */}}
{{- define "warden.values" -}}
{{- $c := fromYaml (include "warden.component" .) -}}
{{- toYaml (get .root.Values $c.key) -}}
{{- end -}}

{{- define "warden.labels" -}}
helm.sh/chart: {{ include "warden.chart" . }}
app.kubernetes.io/name: {{ include "warden.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: warden
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{- define "warden.selectorLabels" -}}
app.kubernetes.io/name: {{ include "warden.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "warden.componentLabels" -}}
{{ include "warden.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/*
"<fullname>-<suffix>" in at most .max characters (63 unless given): with a long release name,
fullnameOverride or nameOverride the fullname is cut (as Helm's `trunc | trimSuffix "-"`) before
the suffix, which stays whole, so two components never shorten to one name (a cut suffix would
make gateway and groups-config, or kafka and kafka-topics, alike). (dict "root" $ "suffix" "secrets")
*/}}
{{- define "warden.suffixedName" -}}
{{- $max := int (default 63 .max) -}}
{{- $base := include "warden.fullname" .root | trunc (int (sub (sub $max 1) (len .suffix))) | trimSuffix "-" -}}
{{- printf "%s-%s" $base .suffix -}}
{{- end -}}

{{/*
The name of a component's resources: (dict "root" $ "component" "engine"). At most 63 characters
(a DNS label: a Service's name); a trial store's at most 52, since it names a StatefulSet whose pods
carry the label controller-revision-hash=<name>-<10 characters>, itself at most 63.
*/}}
{{- define "warden.componentName" -}}
{{- $max := ternary 52 63 (has .component (list "postgresql" "redis" "kafka")) -}}
{{- include "warden.suffixedName" (dict "root" .root "suffix" .component "max" $max) -}}
{{- end -}}

{{/*
The name of a hook Job and its NetworkPolicy: (dict "root" $ "suffix" "migrations"). A Job's name is
its pods' job-name label value, at most 63 characters.
*/}}
{{- define "warden.hookName" -}}
{{- include "warden.suffixedName" (dict "root" .root "suffix" .suffix) -}}
{{- end -}}

{{/*
A value as the text of an env var or a manifest field: a whole number as its digits (Helm reads a
YAML file's numbers as float64, which print as 1e+06 from 1000000 up), anything else as its string
(0.25, "25%", true).
*/}}
{{- define "warden.text" -}}
{{- if and (kindIs "float64" .) (eq . (floor .)) (le . 9e15) (ge . -9e15) -}}
{{- int64 . -}}
{{- else -}}
{{- toString . -}}
{{- end -}}
{{- end -}}

{{- define "warden.serviceAccountName" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if $v.serviceAccount.create -}}
{{- default (include "warden.componentName" .) $v.serviceAccount.name -}}
{{- else -}}
{{- default "default" $v.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "warden.image" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- $g := .root.Values.image -}}
{{- $repo := default (printf "%s/%s/%s" $g.registry $g.repositoryPrefix .component) $v.image.repository -}}
{{- if $v.image.digest -}}
{{- printf "%s@%s" $repo $v.image.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo (default (default .root.Chart.AppVersion $g.tag) $v.image.tag) -}}
{{- end -}}
{{- end -}}

{{/*
A memory quantity in MiB (a float): "512Mi", "1Gi", "1.5Gi", "800M", "536870912" (bytes); empty for
what it cannot read (none, an exponent, a typo: the API server judges those).
*/}}
{{- define "warden.memoryMiB" -}}
{{- $q := include "warden.text" . -}}
{{- if regexMatch "^[0-9]+([.][0-9]+)?(Ki|Mi|Gi|Ti|k|M|G|T)?$" $q -}}
{{- $unit := regexFind "[A-Za-z]+$" $q -}}
{{- $bytes := dict "" 1 "Ki" 1024 "Mi" 1048576 "Gi" 1073741824 "Ti" 1099511627776 "k" 1000 "M" 1000000 "G" 1000000000 "T" 1000000000000 -}}
{{- divf (mulf (trimSuffix $unit $q) (get $bytes $unit)) 1048576 -}}
{{- end -}}
{{- end -}}

{{/* In-cluster URL of a service: (dict "root" $ "component" "engine") */}}
{{- define "warden.url" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- printf "http://%s:%d" (include "warden.componentName" .) (int64 $v.port) -}}
{{- end -}}

{{/* The Secret the chart creates for the connection strings and the bot token given as values. */}}
{{- define "warden.secretName" -}}
{{- include "warden.suffixedName" (dict "root" . "suffix" "secrets") -}}
{{- end -}}

{{/*
The data of the release's Secret as it is in the cluster (lookup; empty under helm template): under
its name, else under "<fullname>-secrets", its name before names were kept within 63 characters
(a fullname over 55 characters), so an upgrade keeps the generated keys and trial passwords.
*/}}
{{- define "warden.existingSecretData" -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace (include "warden.secretName" .) -}}
{{- if not $existing -}}
{{- $legacy := printf "%s-secrets" (include "warden.fullname" .) -}}
{{- if ne $legacy (include "warden.secretName" .) }}{{ $existing = lookup "v1" "Secret" .Release.Namespace $legacy }}{{ end -}}
{{- end -}}
{{- toJson ((and $existing $existing.data) | default (dict)) -}}
{{- end -}}

{{/* The Secret of the pre-install Jobs (the connection strings given as values). */}}
{{- define "warden.hookSecretName" -}}
{{- include "warden.suffixedName" (dict "root" . "suffix" "hooks") -}}
{{- end -}}

{{/* KAFKA_BROKERS: the trial broker in trial mode, else kafka.brokers. */}}
{{- define "warden.kafkaBrokers" -}}
{{- if .Values.trial.enabled -}}
{{- printf "%s.%s.svc:9092" (include "warden.componentName" (dict "root" . "component" "kafka")) .Release.Namespace -}}
{{- else -}}
{{- join "," .Values.kafka.brokers -}}
{{- end -}}
{{- end -}}

{{/* secretKeyRef of a dependency: (dict "root" $ "dep" "postgres" "secret" <chart secret name>) */}}
{{- define "warden.secretKeyRef" -}}
{{- $d := get .root.Values .dep -}}
{{- $key := dict "postgres" "DATABASE_URL" "redis" "REDIS_URL" "telegram" "TELEGRAM_BOT_TOKEN" "cursors" "CURSOR_SECRET" "admin" "ADMIN_TOKEN" -}}
{{- if $d.existingSecret -}}
name: {{ $d.existingSecret }}
key: {{ $d.existingSecretKey }}
{{- else -}}
name: {{ .secret }}
key: {{ get $key .dep }}
{{- end -}}
{{- end -}}

{{/* The owner dashboard's public base URL: gateway.dashboard.publicUrl, else https://<gateway.ingress.host> with the Ingress, else empty (the gateway's default). */}}
{{- define "warden.dashboardPublicUrl" -}}
{{- $g := .Values.gateway -}}
{{- if $g.dashboard.publicUrl -}}
{{- $g.dashboard.publicUrl -}}
{{- else if and $g.ingress.enabled $g.ingress.host -}}
{{- printf "https://%s" $g.ingress.host -}}
{{- end -}}
{{- end -}}

{{/* Environment variables the chart sets, per component. Users may not override these through <svc>.env. */}}
{{- define "warden.managedEnv" -}}
[LOG_LEVEL, PORT, HOST, SHUTDOWN_GRACE_MS, OTEL_EXPORTER_OTLP_ENDPOINT, DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_MAX, REDIS_URL, REDIS_KEY_PREFIX, KAFKA_BROKERS, ENGINE_URL, GROUPS_CONFIG_URL, JOURNAL_URL, DISPATCHER_URL, UPSTREAM_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, KEY_CACHE_MAX_ENTRIES, KEY_CACHE_TTL_MS, CURSOR_SECRET, ADMIN_TOKEN, ADMIN_PORT, ADMIN_HOST, POLICY_CACHE_MAX_GROUPS, FEEDBACK_CACHE_MAX_SCOPES, CAMPAIGN_WINDOW_MS, CAMPAIGN_MIN_GROUPS, CAMPAIGN_MIN_SENDERS, CAMPAIGN_TIMEOUT_MS, BOT_OCR_WORKERS, BOT_OCR_DEADLINE_MS, TELEGRAM_BOT_TOKEN, TELEGRAM_API_ROOT, TELEGRAM_WEBHOOK_URL, DASHBOARD_PUBLIC_URL, DASHBOARD_SECURE_COOKIE, DASHBOARD_SESSION_IDLE_S, DASHBOARD_SESSION_MAX_S, DASHBOARD_LOGIN_LINK_TTL_S, TELEGRAM_BOT_USERNAME, WEBHOOK_ALLOWED_PORTS]
{{- end -}}

{{/*
The env of a component's container: (dict "root" $ "component" "gateway" "secret" <secret name>).
"secret" names the Secret that holds the values given in values.yaml (the release's, or the hook
Secret for the pre-install Jobs, which run before the release's resources exist).
*/}}
{{- define "warden.env" -}}
{{- $root := .root -}}
{{- $c := fromYaml (include "warden.component" .) -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- $secret := default (include "warden.secretName" $root) .secret -}}
- name: LOG_LEVEL
  value: {{ $root.Values.logLevel | quote }}
- name: PORT
  value: {{ $v.port | int64 | quote }}
{{- /* Every interface of the pod: probes and Prometheus come to its IP; the NetworkPolicies say who else may. */}}
- name: HOST
  value: {{ $root.Values.listenHost | quote }}
- name: SHUTDOWN_GRACE_MS
  value: {{ $root.Values.shutdownGraceMs | int64 | quote }}
{{- with $root.Values.tracing.otlpEndpoint }}
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- if has "postgres" $c.uses }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "postgres" "secret" $secret) | nindent 6 }}
- name: DATABASE_SCHEMA
  value: {{ $c.schema | quote }}
- name: DATABASE_POOL_MAX
  value: {{ $root.Values.postgres.poolMax | int64 | quote }}
{{- end }}
{{- /* The engine's Redis (campaign signatures) is optional: without one it runs without the signal. */}}
{{- if and (has "redis" $c.uses) (or $root.Values.redis.url $root.Values.redis.existingSecret $root.Values.trial.enabled) }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "redis" "secret" $secret) | nindent 6 }}
- name: REDIS_KEY_PREFIX
  value: {{ $root.Values.redis.keyPrefix | quote }}
{{- end }}
{{- if has "kafka" $c.uses }}
- name: KAFKA_BROKERS
  value: {{ include "warden.kafkaBrokers" $root | quote }}
{{- end }}
{{- $urls := dict "engine" "ENGINE_URL" "groups-config" "GROUPS_CONFIG_URL" "journal-analytics" "JOURNAL_URL" "webhook-dispatcher" "DISPATCHER_URL" }}
{{- range $callee := $c.calls }}
- name: {{ get $urls $callee }}
  value: {{ include "warden.url" (dict "root" $root "component" $callee) | quote }}
{{- end }}
{{- if eq .component "gateway" }}
- name: UPSTREAM_TIMEOUT_MS
  value: {{ $v.upstreamTimeoutMs | int64 | quote }}
- name: HTTP_HEADERS_TIMEOUT_MS
  value: {{ $v.headersTimeoutMs | int64 | quote }}
- name: HTTP_REQUEST_TIMEOUT_MS
  value: {{ $v.requestTimeoutMs | int64 | quote }}
- name: KEY_CACHE_MAX_ENTRIES
  value: {{ $v.keyCacheMaxEntries | int64 | quote }}
- name: KEY_CACHE_TTL_MS
  value: {{ $v.keyCacheTtlMs | int64 | quote }}
{{- /* The owner dashboard (served by the gateway under /dashboard). */}}
{{- with include "warden.dashboardPublicUrl" $root }}
- name: DASHBOARD_PUBLIC_URL
  value: {{ . | quote }}
{{- end }}
- name: DASHBOARD_SECURE_COOKIE
  value: {{ $v.dashboard.secureCookie | quote }}
- name: DASHBOARD_SESSION_IDLE_S
  value: {{ $v.dashboard.sessionIdleSeconds | int64 | quote }}
- name: DASHBOARD_SESSION_MAX_S
  value: {{ $v.dashboard.sessionMaxSeconds | int64 | quote }}
- name: DASHBOARD_LOGIN_LINK_TTL_S
  value: {{ $v.dashboard.loginLinkTtlSeconds | int64 | quote }}
{{- if and $v.dashboard.telegramLogin (not .secret) }}
- name: TELEGRAM_BOT_TOKEN
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "telegram" "secret" $secret) | nindent 6 }}
- name: TELEGRAM_BOT_USERNAME
  value: {{ $root.Values.telegram.botUsername | quote }}
{{- end }}
{{- end }}
{{- /* Services that sign pagination cursors; not the pre-install Jobs (migrations need no key). */}}
{{- if and (has .component (list "groups-config" "journal-analytics" "webhook-dispatcher")) (not .secret) }}
- name: CURSOR_SECRET
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "cursors" "secret" $secret) | nindent 6 }}
{{- end }}
{{- /* The operator token of the gateway's admin surface and groups-config's admin RPCs; not the Jobs. */}}
{{- if and $root.Values.admin.enabled (has .component (list "gateway" "groups-config")) (not .secret) }}
- name: ADMIN_TOKEN
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "admin" "secret" $secret) | nindent 6 }}
{{- if eq .component "gateway" }}
- name: ADMIN_PORT
  value: {{ $v.adminPort | int64 | quote }}
{{- /* The gateway binds the admin surface to loopback by default: in a pod the operator CLI's pod reaches it
       through the Service, so all interfaces; the NetworkPolicy admits only that pod to this port. */}}
- name: ADMIN_HOST
  value: "0.0.0.0"
{{- end }}
{{- end }}
{{- if eq .component "engine" }}
- name: POLICY_CACHE_MAX_GROUPS
  value: {{ $v.policyCacheMaxGroups | int64 | quote }}
- name: FEEDBACK_CACHE_MAX_SCOPES
  value: {{ $v.feedbackCacheMaxScopes | int64 | quote }}
- name: CAMPAIGN_WINDOW_MS
  value: {{ $v.campaign.windowMs | int64 | quote }}
- name: CAMPAIGN_MIN_GROUPS
  value: {{ $v.campaign.minGroups | int64 | quote }}
- name: CAMPAIGN_MIN_SENDERS
  value: {{ $v.campaign.minSenders | int64 | quote }}
- name: CAMPAIGN_TIMEOUT_MS
  value: {{ $v.campaign.timeoutMs | int64 | quote }}
{{- end }}
{{- /* Webhooks go only to the ports the dispatcher's NetworkPolicy lets out: a URL on another port is refused at
       registration (422) instead of registered and never delivered. */}}
{{- if and (eq .component "webhook-dispatcher") $root.Values.networkPolicy.enabled (not .secret) }}
- name: WEBHOOK_ALLOWED_PORTS
  value: {{ include "warden.externalPorts" (dict "root" $root "dep" "receivers") | fromJsonArray | join "," | quote }}
{{- end }}
{{- if eq .component "bot" }}
{{- /* The bot's welcome links to the dashboard (the gateway's address of it). */}}
{{- with include "warden.dashboardPublicUrl" $root }}
- name: DASHBOARD_PUBLIC_URL
  value: {{ . | quote }}
{{- end }}
- name: BOT_OCR_WORKERS
  value: {{ $v.ocr.workers | int64 | quote }}
- name: BOT_OCR_DEADLINE_MS
  value: {{ $v.ocr.deadlineMs | int64 | quote }}
{{- end }}
{{- if has "telegram" $c.uses }}
- name: TELEGRAM_BOT_TOKEN
  valueFrom:
    secretKeyRef:
      {{- include "warden.secretKeyRef" (dict "root" $root "dep" "telegram" "secret" $secret) | nindent 6 }}
- name: TELEGRAM_API_ROOT
  value: {{ $root.Values.telegram.apiRoot | quote }}
{{- with $root.Values.telegram.webhookUrl }}
- name: TELEGRAM_WEBHOOK_URL
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- range $name, $value := $v.env }}
- name: {{ $name }}
  value: {{ include "warden.text" $value | quote }}
{{- end }}
{{- with $v.extraEnvVars }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/*
A securityContext: the chart-wide one (podSecurityContext / containerSecurityContext) with a
workload's keys merged over it; a key set to null is removed (OpenShift's restricted SCC assigns
runAsUser, runAsGroup and fsGroup itself). (dict "base" <map> "override" <map>)
*/}}
{{- define "warden.mergedContext" -}}
{{- $ctx := deepCopy (default (dict) .base) -}}
{{- range $k, $val := (default (dict) .override) }}
{{- if kindIs "invalid" $val }}{{ $_ := unset $ctx $k }}{{ else }}{{ $_ := set $ctx $k $val }}{{ end }}
{{- end }}
{{- toYaml $ctx -}}
{{- end -}}

{{/* Pod securityContext: (dict "root" $ "override" <the workload's podSecurityContext>) */}}
{{- define "warden.podSecurityContext" -}}
{{- include "warden.mergedContext" (dict "base" .root.Values.podSecurityContext "override" .override) -}}
{{- end -}}

{{/* Container securityContext: (dict "root" $ "override" <the workload's containerSecurityContext>) */}}
{{- define "warden.containerSecurityContext" -}}
{{- include "warden.mergedContext" (dict "base" .root.Values.containerSecurityContext "override" .override) -}}
{{- end -}}

{{/* Probes: native gRPC for the gRPC services (grpc.health.v1.Health), HTTP for the others. */}}
{{- define "warden.defaultProbes" -}}
{{- $c := fromYaml (include "warden.component" .) -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if eq $c.protocol "grpc" }}
startupProbe:
  grpc:
    port: {{ $v.port | int64 }}
    service: liveness
  periodSeconds: 2
  timeoutSeconds: 3
  failureThreshold: 30
livenessProbe:
  grpc:
    port: {{ $v.port | int64 }}
    service: liveness
  periodSeconds: 10
  timeoutSeconds: 3
  failureThreshold: 3
readinessProbe:
  grpc:
    port: {{ $v.port | int64 }}
  periodSeconds: 5
  timeoutSeconds: 3
  failureThreshold: 2
{{- else }}
startupProbe:
  httpGet:
    path: /healthz
    port: http
  periodSeconds: 2
  timeoutSeconds: 3
  failureThreshold: 30
livenessProbe:
  httpGet:
    path: /healthz
    port: http
  periodSeconds: 10
  timeoutSeconds: 3
  failureThreshold: 3
readinessProbe:
  httpGet:
    path: /readyz
    port: http
  periodSeconds: 5
  timeoutSeconds: 3
  failureThreshold: 2
{{- end }}
{{- end -}}

{{/*
The probes of a service: the chart's, with the service's startupProbe / livenessProbe /
readinessProbe values merged over them. A handler in the override (httpGet, grpc, tcpSocket,
exec) replaces the chart's handler; a field set to null is removed.
*/}}
{{- define "warden.probes" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- $probes := fromYaml (include "warden.defaultProbes" .) -}}
{{- $handlers := list "httpGet" "grpc" "tcpSocket" "exec" -}}
{{- range $name := list "startupProbe" "livenessProbe" "readinessProbe" }}
{{- $p := get $probes $name -}}
{{- $o := default (dict) (get $v $name) -}}
{{- range $h := $handlers }}{{ if hasKey $o $h }}{{ range $x := $handlers }}{{ $_ := unset $p $x }}{{ end }}{{ end }}{{ end }}
{{- range $k, $val := $o }}{{ if kindIs "invalid" $val }}{{ $_ := unset $p $k }}{{ else }}{{ $_ := set $p $k $val }}{{ end }}{{ end }}
{{ $name }}:
  {{- toYaml $p | nindent 2 }}
{{- end }}
{{- end -}}

{{- define "warden.portName" -}}
{{- $c := fromYaml (include "warden.component" .) -}}
{{- ternary "grpc" "http" (eq $c.protocol "grpc") -}}
{{- end -}}

{{/* Topics of files/kafka-topics.json (the copy of config/kafka-topics.json, checked in make test). */}}
{{- define "warden.topics" -}}
{{- $list := .Files.Get "files/kafka-topics.json" | fromJsonArray -}}
{{- toYaml (dict "topics" $list) -}}
{{- end -}}

{{/*
Hook annotations of the Jobs that prepare an install or upgrade: (dict "root" $ "weight" "-10").
With external stores they run before install and upgrade; in trial mode the stores are part of
the release, so on install they run after its resources are created (post-install).
*/}}
{{- define "warden.hookAnnotations" -}}
helm.sh/hook: {{ ternary "post-install,pre-upgrade" "pre-install,pre-upgrade" (and .root .root.Values.trial.enabled) }}
helm.sh/hook-weight: {{ .weight | quote }}
helm.sh/hook-delete-policy: {{ default "before-hook-creation" .deletePolicy }}
{{- end -}}
