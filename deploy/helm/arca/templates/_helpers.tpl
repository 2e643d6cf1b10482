{{- define "arca.name" -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "arca.labels" -}}
app.kubernetes.io/name: arca
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "arca.selector" -}}
app.kubernetes.io/name: arca
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}
