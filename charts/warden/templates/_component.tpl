{{/*
The resources of one service, called from templates/<service>/*.yaml with
(dict "root" $ "component" "<service>").
*/}}

{{- define "warden.deployment" -}}
{{- $root := .root -}}
{{- $c := fromYaml (include "warden.component" .) -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if $v.enabled }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ $root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
spec:
  {{- if and (eq .component "bot") $root.Values.trial.enabled (not $root.Values.telegram.botToken) (not $root.Values.telegram.existingSecret) }}
  # Trial mode without a Telegram token: installed, scaled to zero until telegram.botToken is set.
  replicas: 0
  {{- else if not $v.autoscaling.enabled }}
  replicas: {{ $v.replicaCount | int64 }}
  {{- end }}
  revisionHistoryLimit: 5
  {{- if and (eq .component "bot") (not $root.Values.telegram.webhookUrl) }}
  # One poller per bot token: never run two bots side by side, even during a rollout.
  strategy:
    type: Recreate
  {{- else }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  {{- end }}
  selector:
    matchLabels:
      {{- include "warden.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "warden.componentLabels" . | nindent 8 }}
        {{- with $v.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/secret: {{ include (print $root.Template.BasePath "/secret.yaml") $root | sha256sum }}
        {{- with $v.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "warden.serviceAccountName" . }}
      automountServiceAccountToken: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $v.priorityClassName }}
      priorityClassName: {{ . }}
      {{- end }}
      securityContext:
        {{- include "warden.podSecurityContext" (dict "root" $root "override" $v.podSecurityContext) | nindent 8 }}
      # SHUTDOWN_GRACE_MS to drain, the 5 s preStop pause, and a margin before SIGKILL.
      terminationGracePeriodSeconds: {{ add (div $root.Values.shutdownGraceMs 1000) 15 }}
      {{- with $v.initContainers }}
      initContainers:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ .component }}
          image: {{ include "warden.image" . | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          args: ["dist/main.js"]
          ports:
            - name: {{ include "warden.portName" . }}
              containerPort: {{ $v.port | int64 }}
              protocol: TCP
            {{- if and (eq .component "gateway") $root.Values.admin.enabled }}
            # The admin surface (operator CLI): its own listener; no Ingress routes to it.
            - name: admin
              containerPort: {{ $v.adminPort | int64 }}
              protocol: TCP
            {{- end }}
          env:
            {{- include "warden.env" . | nindent 12 }}
          {{- with $v.extraEnvFrom }}
          envFrom:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- include "warden.probes" . | trim | nindent 10 }}
          lifecycle:
            # Endpoints are removed asynchronously: keep serving a moment after SIGTERM is decided.
            preStop:
              exec:
                command: ["sleep", "5"]
          resources:
            {{- toYaml $v.resources | nindent 12 }}
          securityContext:
            {{- include "warden.containerSecurityContext" (dict "root" $root "override" $v.containerSecurityContext) | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- with $v.extraVolumeMounts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
        {{- with $v.sidecars }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
        {{- with $v.extraVolumes }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      {{- if $v.topologySpread.enabled }}
      topologySpreadConstraints:
        {{- range $key := list "topology.kubernetes.io/zone" "kubernetes.io/hostname" }}
        - maxSkew: {{ $v.topologySpread.maxSkew | int64 }}
          topologyKey: {{ $key }}
          whenUnsatisfiable: {{ $v.topologySpread.whenUnsatisfiable }}
          labelSelector:
            matchLabels:
              {{- include "warden.selectorLabels" $ | nindent 14 }}
        {{- end }}
      {{- end }}
      {{- with $v.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $v.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $v.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end }}
{{- end -}}

{{- define "warden.service" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if $v.enabled }}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
  {{- with $v.service.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
spec:
  type: {{ $v.service.type }}
  selector:
    {{- include "warden.selectorLabels" . | nindent 4 }}
  ports:
    # One port serves gRPC (h2c) and HTTP/1.1 (/healthz, /readyz, /metrics, Connect JSON).
    - name: {{ include "warden.portName" . }}
      port: {{ $v.port | int64 }}
      targetPort: {{ include "warden.portName" . }}
      protocol: TCP
    {{- if and (eq .component "gateway") .root.Values.admin.enabled }}
    # The admin surface: reachable inside the cluster (NetworkPolicy: the release's CLI pods only),
    # never by the Ingress, which routes to the port named http alone.
    - name: admin
      port: {{ $v.adminPort | int64 }}
      targetPort: admin
      protocol: TCP
    {{- end }}
{{- end }}
{{- end -}}

{{- define "warden.serviceAccount" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if and $v.enabled $v.serviceAccount.create }}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "warden.serviceAccountName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
  {{- with $v.serviceAccount.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
automountServiceAccountToken: false
{{- end }}
{{- end -}}

{{- define "warden.hpa" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if and $v.enabled $v.autoscaling.enabled }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "warden.componentName" . }}
  minReplicas: {{ $v.autoscaling.minReplicas | int64 }}
  maxReplicas: {{ $v.autoscaling.maxReplicas | int64 }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $v.autoscaling.targetCPUUtilizationPercentage | int64 }}
  behavior:
    scaleDown:
      stabilizationWindowSeconds: 300
{{- end }}
{{- end -}}

{{- define "warden.pdb" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- if and $v.enabled $v.pdb.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
spec:
  maxUnavailable: {{ include "warden.text" $v.pdb.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "warden.selectorLabels" . | nindent 6 }}
{{- end }}
{{- end -}}

{{- define "warden.serviceMonitor" -}}
{{- $v := fromYaml (include "warden.values" .) -}}
{{- $sm := .root.Values.metrics.serviceMonitor -}}
{{- if and $v.enabled $sm.enabled }}
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
    {{- with $sm.labels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
spec:
  selector:
    matchLabels:
      {{- include "warden.selectorLabels" . | nindent 6 }}
  namespaceSelector:
    matchNames:
      - {{ .root.Release.Namespace }}
  endpoints:
    - port: {{ include "warden.portName" . }}
      path: /metrics
      scheme: http
      interval: {{ $sm.interval }}
      scrapeTimeout: {{ $sm.scrapeTimeout }}
      # Every series carries service="<name>" from the process; keep it rather than the target's
      # Kubernetes Service name, so dashboards and alerts select by service the same way everywhere.
      honorLabels: true
{{- end }}
{{- end -}}

{{/* NetworkPolicy peers and ports of an external system: (dict "to" <peers> "ports" <ports> "protocols" <list>) */}}
{{- define "warden.egressRule" -}}
- ports:
    {{- range $p := .ports }}
    {{- range $proto := $.protocols }}
    - port: {{ include "warden.text" $p }}
      protocol: {{ $proto }}
    {{- end }}
    {{- end }}
  {{- with .to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/*
The TCP port a client reaches a URL on: the one it names, else its scheme's default (postgres 5432,
redis/rediss 6379, http 80, https 443, as pg, ioredis and fetch take it); empty for another scheme.
As WHATWG URL parsing: the authority ends at the first / ? or #; host[:port] follows its last @.
*/}}
{{- define "warden.urlPort" -}}
{{- $defaults := dict "postgres" 5432 "postgresql" 5432 "redis" 6379 "rediss" 6379 "http" 80 "https" 443 -}}
{{- $scheme := regexFind "^[A-Za-z][A-Za-z0-9+.-]*" . | lower -}}
{{- $hostPort := regexReplaceAll "^.*@" (regexReplaceAll "[/?#].*$" (regexReplaceAll "^[A-Za-z][A-Za-z0-9+.-]*://" . "") "") "" -}}
{{- $port := regexFind ":[0-9]+$" $hostPort | trimPrefix ":" -}}
{{- if $port }}{{ atoi $port }}{{ else }}{{ get $defaults $scheme }}{{ end -}}
{{- end -}}

{{/*
The TCP ports of an external system, as a JSON list: its networkPolicy.ports, and the port of the
address the chart hands the services (postgres.url, redis.url, each of kafka.brokers,
telegram.apiRoot, tracing.otlpEndpoint), so a store on another port (PgBouncer on 6432, Redis over
TLS on 6380, a Kafka TLS listener) is not silently dropped by the NetworkPolicy. A URL without a
port means its scheme's default, as the clients take it (postgres 5432, redis/rediss 6379, http 80,
https 443). With an existingSecret the chart cannot read the URL: list its port in networkPolicy.ports.
(dict "root" $ "dep" "redis")
*/}}
{{- define "warden.externalPorts" -}}
{{- $v := .root.Values -}}
{{- $cfg := ternary $v.webhookDispatcher.receivers (get $v .dep) (eq .dep "receivers") -}}
{{- $ports := list -}}
{{- range $p := $cfg.networkPolicy.ports }}{{ $ports = append $ports (int $p) }}{{ end -}}
{{- $urls := get (dict "postgres" (list $v.postgres.url) "redis" (list $v.redis.url) "telegram" (list $v.telegram.apiRoot) "tracing" (list $v.tracing.otlpEndpoint)) .dep | default list -}}
{{- range $url := compact $urls }}
{{- $p := include "warden.urlPort" $url | atoi -}}
{{- if and $p (not (has $p $ports)) }}{{ $ports = append $ports $p }}{{ end -}}
{{- end }}
{{- /* Plain http:// webhooks (WEBHOOK_ALLOW_HTTP, as the dispatcher reads it: true, 1 or yes) go out on port 80,
       to the same receivers. Given through valueFrom or extraEnvFrom it cannot be read here: add 80 to the ports. */}}
{{- if and (eq .dep "receivers") (include "warden.webhooksAllowHttp" .root) (not (has 80 $ports)) }}
{{- $ports = append $ports 80 -}}
{{- end }}
{{- if eq .dep "kafka" }}
{{- range $b := $v.kafka.brokers }}
{{- $p := atoi (regexFind "[0-9]+$" $b) -}}
{{- if and $p (not (has $p $ports)) }}{{ $ports = append $ports $p }}{{ end -}}
{{- end }}
{{- end }}
{{- toJson $ports -}}
{{- end -}}

{{/* "true" when the dispatcher is given WEBHOOK_ALLOW_HTTP=true (1, yes) in webhookDispatcher.env or as a value of its extraEnvVars; else empty. */}}
{{- define "warden.webhooksAllowHttp" -}}
{{- $d := .Values.webhookDispatcher -}}
{{- $given := list -}}
{{- if hasKey $d.env "WEBHOOK_ALLOW_HTTP" }}{{ $given = append $given (include "warden.text" (get $d.env "WEBHOOK_ALLOW_HTTP")) }}{{ end -}}
{{- range $e := $d.extraEnvVars }}{{ if and (eq $e.name "WEBHOOK_ALLOW_HTTP") (hasKey $e "value") }}{{ $given = append $given (toString $e.value) }}{{ end }}{{ end -}}
{{- range $x := $given }}{{ if has $x (list "true" "1" "yes") }}true{{ break }}{{ end }}{{ end -}}
{{- end -}}

{{/*
Egress to an external system a workload uses: (dict "root" $ "dep" "postgres"). In trial mode
PostgreSQL, Redis and Kafka are pods of the release, reached by their labels.
*/}}
{{- define "warden.storeEgress" -}}
{{- $root := .root -}}
{{- $trial := dict "postgres" (list "postgresql" 5432) "redis" (list "redis" 6379) "kafka" (list "kafka" 9092) -}}
{{- if and $root.Values.trial.enabled (hasKey $trial .dep) -}}
{{- $t := get $trial .dep -}}
- to:
    - podSelector:
        matchLabels:
          {{- include "warden.selectorLabels" (dict "root" $root "component" (index $t 0)) | nindent 10 }}
  ports:
    - port: {{ index $t 1 }}
      protocol: TCP
{{- else -}}
{{- $cfg := ternary $root.Values.webhookDispatcher.receivers (get $root.Values .dep) (eq .dep "receivers") -}}
{{- $ports := include "warden.externalPorts" (dict "root" $root "dep" .dep) | fromJsonArray -}}
{{- include "warden.egressRule" (dict "to" $cfg.networkPolicy.to "ports" $ports "protocols" (list "TCP")) -}}
{{- end -}}
{{- end -}}

{{- define "warden.networkPolicy" -}}
{{- $root := .root -}}
{{- $all := fromYaml (include "warden.components" $root) -}}
{{- $c := get $all .component -}}
{{- $v := get $root.Values $c.key -}}
{{- $np := $root.Values.networkPolicy -}}
{{- if and $v.enabled $np.enabled }}
{{- $self := .component -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "warden.componentName" . }}
  namespace: {{ $root.Release.Namespace }}
  labels:
    {{- include "warden.componentLabels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "warden.selectorLabels" . | nindent 6 }}
  policyTypes: [Ingress, Egress]
  ingress:
    {{- /* The services that call this one, by the architecture. */}}
    {{- range $caller := keys $all | sortAlpha }}
    {{- $cc := get $all $caller }}
    {{- if and (has $self $cc.calls) (get $root.Values $cc.key).enabled }}
    - from:
        - podSelector:
            matchLabels:
              {{- include "warden.selectorLabels" (dict "root" $root "component" $caller) | nindent 14 }}
      ports:
        - port: {{ $v.port | int64 }}
          protocol: TCP
    {{- end }}
    {{- end }}
    {{- /* An empty peer list admits no one: no rule (a rule with an empty "from" would admit every source). */}}
    {{- if and $np.ingressControllerFrom (or (eq $self "gateway") (and (eq $self "bot") $root.Values.telegram.webhookUrl)) }}
    - from:
        {{- toYaml $np.ingressControllerFrom | nindent 8 }}
      ports:
        - port: {{ $v.port | int64 }}
          protocol: TCP
    {{- end }}
    {{- with $np.prometheusFrom }}
    - from:
        {{- toYaml . | nindent 8 }}
      ports:
        - port: {{ $v.port | int64 }}
          protocol: TCP
    {{- end }}
    {{- /* The operator CLI pod of this release (NOTES.txt): the gateway's admin port, groups-config's port. */}}
    {{- if and $root.Values.admin.enabled (has $self (list "gateway" "groups-config")) }}
    - from:
        - podSelector:
            matchLabels:
              {{- include "warden.selectorLabels" (dict "root" $root "component" "cli") | nindent 14 }}
      ports:
        - port: {{ ternary $v.adminPort $v.port (eq $self "gateway") | int64 }}
          protocol: TCP
    {{- end }}
    {{- /* The helm test pod of this release (templates/tests/): the gateway's public port. */}}
    {{- if and (eq $self "gateway") $root.Values.tests.apiKeySecret.name }}
    - from:
        - podSelector:
            matchLabels:
              {{- include "warden.selectorLabels" (dict "root" $root "component" "test") | nindent 14 }}
      ports:
        - port: {{ $v.port | int64 }}
          protocol: TCP
    {{- end }}
    {{- with $v.networkPolicy.extraIngress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  egress:
    {{- include "warden.egressRule" (dict "to" $np.dns.to "ports" $np.dns.ports "protocols" (list "UDP" "TCP")) | nindent 4 }}
    {{- range $callee := $c.calls }}
    {{- $cv := get $root.Values (get $all $callee).key }}
    - to:
        - podSelector:
            matchLabels:
              {{- include "warden.selectorLabels" (dict "root" $root "component" $callee) | nindent 14 }}
      ports:
        - port: {{ $cv.port | int64 }}
          protocol: TCP
    {{- end }}
    {{- range $dep := $c.uses }}
    {{- include "warden.storeEgress" (dict "root" $root "dep" $dep) | nindent 4 }}
    {{- end }}
    {{- if $root.Values.tracing.otlpEndpoint }}
    {{- $tracingPorts := include "warden.externalPorts" (dict "root" $root "dep" "tracing") | fromJsonArray }}
    {{- include "warden.egressRule" (dict "to" $root.Values.tracing.networkPolicy.to "ports" $tracingPorts "protocols" (list "TCP")) | nindent 4 }}
    {{- end }}
    {{- with $v.networkPolicy.extraEgress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- end }}
{{- end -}}
