{{/*
Trial stores: the pod securityContext, with the uid and gid their official image runs as; none
when podSecurityContext.runAsUser is set to null (OpenShift assigns them; the images run as any
uid). (dict "root" $ "uid" 70 "gid" 70)
*/}}
{{- define "warden.trialSecurity" -}}
securityContext:
  runAsNonRoot: true
  {{- if hasKey .root.Values.podSecurityContext "runAsUser" }}
  runAsUser: {{ .uid | int64 }}
  runAsGroup: {{ .gid | int64 }}
  fsGroup: {{ .gid | int64 }}
  {{- end }}
  fsGroupChangePolicy: OnRootMismatch
  seccompProfile:
    type: RuntimeDefault
{{- end -}}

{{- define "warden.trialContainerSecurity" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
{{- if hasKey .root.Values.containerSecurityContext "runAsUser" }}
runAsUser: {{ .uid | int64 }}
runAsGroup: {{ .gid | int64 }}
{{- end }}
capabilities:
  drop: [ALL]
{{- end -}}

{{/* The data volume of a trial store: its persistence values. */}}
{{- define "warden.trialClaim" -}}
- metadata:
    name: data
  spec:
    accessModes: [ReadWriteOnce]
    {{- with .storageClass }}
    storageClassName: {{ . | quote }}
    {{- end }}
    resources:
      requests:
        storage: {{ .size | quote }}
{{- end -}}
