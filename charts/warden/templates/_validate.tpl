{{/*
Cross-field rules that values.schema.json cannot express. Each one stops the render with a
message that names the value to fix ("helm install/upgrade/template" all fail the same way).
*/}}
{{- define "warden.validate" -}}
{{- $v := .Values -}}
{{- $all := fromYaml (include "warden.components" .) -}}
{{- $errors := list -}}

{{- /* External systems: each one is required by the services that use it, given exactly once; or none of them in trial mode. */}}
{{- if $v.trial.enabled -}}
{{- range $dep := list "postgres" "redis" -}}
{{- $d := get $v $dep -}}
{{- if or $d.url $d.existingSecret -}}
{{- $errors = append $errors (printf "%s: trial.enabled runs its own %s in the release; unset %s.url and %s.existingSecret (or turn trial.enabled off to use yours)" $dep (ternary "PostgreSQL" "Redis" (eq $dep "postgres")) $dep $dep) -}}
{{- end -}}
{{- end -}}
{{- if $v.kafka.brokers -}}
{{- $errors = append $errors "kafka.brokers: trial.enabled runs its own Kafka in the release; leave kafka.brokers empty (or turn trial.enabled off to use yours)" -}}
{{- end -}}
{{- else -}}
{{- $usesPostgres := or $v.gateway.enabled $v.groupsConfig.enabled $v.journalAnalytics.enabled $v.webhookDispatcher.enabled -}}
{{- if and $usesPostgres (not $v.postgres.url) (not $v.postgres.existingSecret) -}}
{{- $errors = append $errors "postgres: set postgres.url (postgres://user:password@host:5432/db) or postgres.existingSecret (a Secret with the key postgres.existingSecretKey); or trial.enabled=true for an in-cluster trial PostgreSQL, Redis and Kafka" -}}
{{- end -}}
{{- if and $v.postgres.url $v.postgres.existingSecret -}}
{{- $errors = append $errors "postgres: set either postgres.url or postgres.existingSecret, not both" -}}
{{- end -}}
{{- /* The gateway (keys, limits, sessions) and the bot (its outbox and admin loop) need Redis; the engine uses it when given. */}}
{{- if and (or $v.gateway.enabled $v.bot.enabled) (not $v.redis.url) (not $v.redis.existingSecret) -}}
{{- $errors = append $errors "redis: set redis.url (redis://host:6379) or redis.existingSecret (a Secret with the key redis.existingSecretKey); or trial.enabled=true" -}}
{{- end -}}
{{- if and $v.redis.url $v.redis.existingSecret -}}
{{- $errors = append $errors "redis: set either redis.url or redis.existingSecret, not both" -}}
{{- end -}}
{{- $usesKafka := or $v.gateway.enabled $v.journalAnalytics.enabled $v.webhookDispatcher.enabled $v.bot.enabled $v.kafka.topics.create -}}
{{- if and $usesKafka (not $v.kafka.brokers) -}}
{{- $errors = append $errors "kafka.brokers: list at least one bootstrap broker as host:port; or trial.enabled=true" -}}
{{- end -}}
{{- end -}}
{{- if and $v.admin.token $v.admin.existingSecret -}}
{{- $errors = append $errors "admin: set either admin.token or admin.existingSecret, not both" -}}
{{- end -}}
{{- if and $v.admin.enabled (eq (int $v.gateway.adminPort) (int $v.gateway.port)) -}}
{{- $errors = append $errors (printf "gateway.adminPort: must differ from gateway.port (%d): the admin surface never shares the public port" (int64 $v.gateway.port)) -}}
{{- end -}}
{{- /* The gateway refuses to start when HTTP_HEADERS_TIMEOUT_MS exceeds HTTP_REQUEST_TIMEOUT_MS (services/gateway/src/config.ts;
       equal is accepted): fail here, with the values' names, rather than in a crash-looping pod. */}}
{{- if and $v.gateway.enabled (gt (int64 $v.gateway.headersTimeoutMs) (int64 $v.gateway.requestTimeoutMs)) -}}
{{- $errors = append $errors (printf "gateway.headersTimeoutMs: %d exceeds gateway.requestTimeoutMs (%d); the gateway refuses to start (HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS): lower gateway.headersTimeoutMs or raise gateway.requestTimeoutMs" (int64 $v.gateway.headersTimeoutMs) (int64 $v.gateway.requestTimeoutMs)) -}}
{{- end -}}
{{- if $v.gateway.dashboard.telegramLogin -}}
{{- if or (and (not $v.telegram.botToken) (not $v.telegram.existingSecret)) (not $v.telegram.botUsername) -}}
{{- $errors = append $errors "gateway.dashboard.telegramLogin: needs telegram.botToken (or telegram.existingSecret) and telegram.botUsername" -}}
{{- end -}}
{{- end -}}
{{- if $v.bot.enabled -}}
{{- if and (not $v.telegram.botToken) (not $v.telegram.existingSecret) (not $v.trial.enabled) -}}
{{- $errors = append $errors "bot: bot.enabled needs telegram.botToken or telegram.existingSecret (or set bot.enabled=false to run without the moderation bot)" -}}
{{- end -}}
{{- if and $v.telegram.botToken $v.telegram.existingSecret -}}
{{- $errors = append $errors "telegram: set either telegram.botToken or telegram.existingSecret, not both" -}}
{{- end -}}
{{- /* (0 is refused below, with the other services: no bot at all.) */}}
{{- if and (gt (int $v.bot.replicaCount) 1) (not $v.telegram.webhookUrl) -}}
{{- $errors = append $errors (printf "bot.replicaCount: must be 1 with long polling, got %d (Telegram allows one getUpdates poller per bot token; set telegram.webhookUrl to run several)" (int64 $v.bot.replicaCount)) -}}
{{- end -}}
{{- $bi := $v.bot.ingress -}}
{{- if $bi.enabled -}}
{{- if not $v.telegram.webhookUrl -}}
{{- $errors = append $errors "bot.ingress.enabled: needs telegram.webhookUrl (the URL Telegram pushes to); without it the bot polls and needs no Ingress" -}}
{{- end -}}
{{- if not $bi.host -}}
{{- $errors = append $errors "bot.ingress.host: required when bot.ingress.enabled is true" -}}
{{- else if and $v.telegram.webhookUrl (not (hasPrefix (printf "https://%s/" $bi.host) $v.telegram.webhookUrl)) -}}
{{- $errors = append $errors (printf "telegram.webhookUrl: %s is not on bot.ingress.host %s" $v.telegram.webhookUrl $bi.host) -}}
{{- end -}}
{{- if and $bi.tls.enabled (not $bi.tls.secretName) -}}
{{- $errors = append $errors "bot.ingress.tls.secretName: required when bot.ingress.tls.enabled is true" -}}
{{- end -}}
{{- end -}}
{{- /* Memory of the bot (docs/media.md, docs/operations.md "Photos not read (OCR)"): ~100 MiB for the bot and ~150 MiB per
       OCR worker, each holding tesseract's wasm core and traineddata. A limit below that estimate gets the container
       OOM-killed as soon as photos keep every worker busy (3 workers under the default 512Mi). A limit the chart
       cannot read (no limit, an exponent) is not checked. */}}
{{- $mib := include "warden.memoryMiB" (dig "limits" "memory" "" $v.bot.resources) -}}
{{- if and $mib (gt (int $v.bot.ocr.workers) 0) -}}
{{- $botMiB := 100 -}}
{{- $workerMiB := 150 -}}
{{- $need := add $botMiB (mul $workerMiB (int $v.bot.ocr.workers)) -}}
{{- if gt (float64 $need) (float64 $mib) -}}
{{- $fit := div (sub (int (floor $mib)) $botMiB) $workerMiB -}}
{{- $errors = append $errors (printf "bot.ocr.workers: %d OCR workers need ~%dMi (~%dMi for the bot and ~%dMi per worker), more than bot.resources.limits.memory (%v): the bot would be OOM-killed under OCR load. Raise bot.resources.limits.memory to at least %dMi, or lower bot.ocr.workers to %d" (int $v.bot.ocr.workers) $need $botMiB $workerMiB (dig "limits" "memory" "" $v.bot.resources) $need (max $fit 0)) -}}
{{- end -}}
{{- end -}}
{{- if $v.bot.autoscaling.enabled -}}
{{- $errors = append $errors "bot.autoscaling.enabled: must be false (the bot runs as exactly one replica)" -}}
{{- end -}}
{{- end -}}

{{- /* The services a service calls must be deployed. */}}
{{- range $name := keys $all | sortAlpha -}}
{{- $c := get $all $name -}}
{{- $sv := get $v $c.key -}}
{{- if $sv.enabled -}}
{{- range $callee := $c.calls -}}
{{- $ck := (get $all $callee).key -}}
{{- if not (get $v $ck).enabled -}}
{{- $errors = append $errors (printf "%s.enabled: %s calls %s, so %s.enabled must be true" $ck $name $callee $ck) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- /* OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base URL: @warden/telemetry appends /v1/traces to it
       (packages/telemetry/src/tracing.ts), so the traces endpoint itself would post every span to
       .../v1/traces/v1/traces, where a collector answers 404 and the spans are lost. */}}
{{- if regexMatch "/v1/traces/?$" $v.tracing.otlpEndpoint -}}
{{- $errors = append $errors (printf "tracing.otlpEndpoint: %s ends in /v1/traces, but it is the collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT) and the services append /v1/traces themselves: spans would go to .../v1/traces/v1/traces and be lost. Give %s" $v.tracing.otlpEndpoint (regexReplaceAll "/v1/traces/?$" $v.tracing.otlpEndpoint "")) -}}
{{- end -}}

{{- /* The engine's optional providers (services/engine/src/config.ts): the ban list at CAS_URL and, with
       AI_PROVIDER=openai, AI_OPENAI_BASE_URL (its default there: https://api.openai.com/v1). The chart
       renders no egress to them, so without a rule of engine.networkPolicy.extraEgress on their port the
       NetworkPolicy drops every call and the ban list or the AI answers "unavailable", silently.
       Values from valueFrom or extraEnvFrom cannot be read here and are not checked. */}}
{{- if and $v.networkPolicy.enabled $v.engine.enabled -}}
{{- $env := dict -}}
{{- range $name, $val := $v.engine.env }}{{ $_ := set $env $name (toString $val) }}{{ end -}}
{{- range $e := $v.engine.extraEnvVars }}{{ if hasKey $e "value" }}{{ $_ := set $env $e.name $e.value }}{{ end }}{{ end -}}
{{- $providers := dict -}}
{{- with get $env "CAS_URL" }}{{ $_ := set $providers "CAS_URL" . }}{{ end -}}
{{- if eq (get $env "AI_PROVIDER") "openai" }}{{ $_ := set $providers "AI_OPENAI_BASE_URL" (get $env "AI_OPENAI_BASE_URL" | default "https://api.openai.com/v1") }}{{ end -}}
{{- range $name, $url := $providers -}}
{{- $port := include "warden.urlPort" $url | atoi -}}
{{- $allowed := false -}}
{{- range $rule := $v.engine.networkPolicy.extraEgress -}}
{{- /* A rule without ports allows every port; a port entry without a port, every TCP port. */}}
{{- if not $rule.ports }}{{ $allowed = true }}{{ end -}}
{{- range $p := $rule.ports -}}
{{- if and (eq (default "TCP" $p.protocol) "TCP") (or (not (hasKey $p "port")) (eq (int $p.port) $port) (and $p.endPort (le (int $p.port) $port) (le $port (int $p.endPort)))) }}{{ $allowed = true }}{{ end -}}
{{- end -}}
{{- end -}}
{{- if and $port (not $allowed) -}}
{{- $off := ternary "unset CAS_URL" "set AI_PROVIDER to local or none" (eq $name "CAS_URL") -}}
{{- $errors = append $errors (printf "engine: %s (%s) is on port %d, which no rule of engine.networkPolicy.extraEgress allows: the engine's NetworkPolicy would drop every call to it. Add a rule (e.g. {ports: [{port: %d, protocol: TCP}]}, with \"to\" peers to narrow it), or %s" $name $url $port $port $off) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- /* Per service: replicas, autoscaling bounds, consumers within partitions, no overrides of managed env. */}}
{{- $topics := .Files.Get "files/kafka-topics.json" | fromJsonArray -}}
{{- $managed := fromYamlArray (include "warden.managedEnv" .) -}}
{{- /* What stops, silently, when an enabled service runs no pod: <svc>.enabled=false is the way to leave one
       out (the rule above then names the services that need it); trial mode's bot without a token is scaled to
       0 by the chart itself, whatever bot.replicaCount says. */}}
{{- $stops := dict "gateway" "the REST API, the owner dashboard and every API check" "engine" "every check: the gateway's API checks and the bot's moderation" "groups-config" "the groups, settings and rules every other service reads" "journal-analytics" "the journal and analytics (decisions pile up in Kafka, the API's journal calls fail)" "webhook-dispatcher" "every webhook delivery (events pile up in Kafka)" "bot" "the moderation bot: nothing moderates the Telegram groups" -}}
{{- range $name := keys $all | sortAlpha -}}
{{- $c := get $all $name -}}
{{- $sv := get $v $c.key -}}
{{- if $sv.enabled -}}
{{- $a := $sv.autoscaling -}}
{{- if and (not $a.enabled) (eq (int $sv.replicaCount) 0) -}}
{{- $errors = append $errors (printf "%s.replicaCount: 0 runs no %s pod while %s.enabled is true, which silently stops %s. Set %s.replicaCount to at least 1, or %s.enabled=false to leave %s out" $c.key $name $c.key (get $stops $name) $c.key $c.key $name) -}}
{{- end -}}
{{- if and $a.enabled (gt (int $a.minReplicas) (int $a.maxReplicas)) -}}
{{- $errors = append $errors (printf "%s.autoscaling: minReplicas (%d) is greater than maxReplicas (%d)" $c.key (int64 $a.minReplicas) (int64 $a.maxReplicas)) -}}
{{- end -}}
{{- /* A budget of 0 (the schema refuses the integer 0, not "0%") blocks every eviction: node drains and
       cluster upgrades would wait on these pods forever. A percentage above 0 rounds up to at least one pod. */}}
{{- if and $sv.pdb.enabled (regexMatch "^0+%?$" (toString $sv.pdb.maxUnavailable)) -}}
{{- $errors = append $errors (printf "%s.pdb.maxUnavailable: %q lets no voluntary disruption evict a pod (node drains and cluster upgrades would wait forever); use 1 or more (or a percentage above 0%%), or set %s.pdb.enabled=false" $c.key (toString $sv.pdb.maxUnavailable) $c.key) -}}
{{- end -}}
{{- if $c.consumes -}}
{{- $most := ternary $a.maxReplicas $sv.replicaCount $a.enabled -}}
{{- range $t := $topics -}}
{{- if and (has $t.name $c.consumes) (gt (int $most) (int $t.partitions)) -}}
{{- $errors = append $errors (printf "%s: up to %d replicas, but %s has %d partitions; consumers beyond the partition count sit idle. Lower %s or add partitions in config/kafka-topics.json" $c.key (int64 $most) $t.name (int64 $t.partitions) (ternary (printf "%s.autoscaling.maxReplicas" $c.key) (printf "%s.replicaCount" $c.key) $a.enabled)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- range $envName, $_ := $sv.env -}}
{{- if has $envName $managed -}}
{{- $errors = append $errors (printf "%s.env.%s: set by the chart from its own values (see values.yaml); remove it from %s.env" $c.key $envName $c.key) -}}
{{- end -}}
{{- end -}}
{{- $seen := keys $sv.env -}}
{{- range $i, $e := $sv.extraEnvVars -}}
{{- if has $e.name $managed -}}
{{- $errors = append $errors (printf "%s.extraEnvVars[%d] (%s): set by the chart from its own values (see values.yaml); remove it from %s.extraEnvVars" $c.key $i $e.name $c.key) -}}
{{- else if has $e.name $seen -}}
{{- $errors = append $errors (printf "%s.extraEnvVars[%d] (%s): given twice (in %s.env or earlier in %s.extraEnvVars)" $c.key $i $e.name $c.key $c.key) -}}
{{- end -}}
{{- $seen = append $seen $e.name -}}
{{- end -}}
{{- $mounts := list -}}
{{- range $vol := $sv.extraVolumes }}{{ $mounts = append $mounts $vol.name }}{{ end -}}
{{- range $i, $m := $sv.extraVolumeMounts -}}
{{- if and (not (has $m.name $mounts)) (ne $m.name "tmp") -}}
{{- $errors = append $errors (printf "%s.extraVolumeMounts[%d]: mounts volume %q, which is not in %s.extraVolumes" $c.key $i $m.name $c.key) -}}
{{- end -}}
{{- end -}}
{{- if has "tmp" $mounts -}}
{{- $errors = append $errors (printf "%s.extraVolumes: the name \"tmp\" is the chart's own /tmp volume; choose another name" $c.key) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- /* The gateway's Ingress. */}}
{{- $ing := $v.gateway.ingress -}}
{{- if and $v.gateway.enabled $ing.enabled -}}
{{- if not $ing.host -}}
{{- $errors = append $errors "gateway.ingress.host: required when gateway.ingress.enabled is true" -}}
{{- end -}}
{{- if and $ing.tls.enabled (not $ing.tls.secretName) -}}
{{- $errors = append $errors "gateway.ingress.tls.secretName: required when gateway.ingress.tls.enabled is true" -}}
{{- end -}}
{{- end -}}

{{- if $errors -}}
{{- fail (printf "\n\nwarden: invalid values:\n  - %s\n" (join "\n  - " $errors)) -}}
{{- end -}}
{{- end -}}
