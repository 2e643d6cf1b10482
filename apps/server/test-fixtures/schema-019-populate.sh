#!/usr/bin/env bash
# Fills a fresh Arca (schema 019, commit 518b5fb) through its HTTP API with what
# schema-019-instance/ holds. Run against a server started with
#   ARCA_DATA_DIR=<scratch> ARCA_PORT=18099 ARCA_ADMIN_PASSWORD=Fixture-Admin-1 ARCA_SKIP_ONBOARDING=true
# big.bin is random: a new run gives it another sha256, which upgrade-fixture.test.ts names.
set -eu
B=${ARCA_URL:-http://127.0.0.1:18099}
A=(-u admin:Fixture-Admin-1 -H 'X-Requested-With: XMLHttpRequest' --fail-with-body -sS -o /dev/null)
J=(-H 'Content-Type: application/json')
work=$(mktemp -d)
cd "$work"

curl "${A[@]}" -X POST "${J[@]}" "$B/access/api/v2/users" -d '{"username":"alice","password":"Alice-Passw0rd!","email":"alice@example.com"}'
curl "${A[@]}" -X POST "${J[@]}" "$B/access/api/v2/users" -d '{"username":"bob","password":"Bob-Passw0rd!!","email":"bob@example.com"}'
curl "${A[@]}" -X POST "${J[@]}" "$B/access/api/v2/groups" -d '{"name":"developers","description":"People who ship","members":["alice","bob"]}'
curl "${A[@]}" -X PUT "${J[@]}" "$B/artifactory/api/repositories/generic-local" -d '{"rclass":"local","packageType":"generic","description":"Generic files"}'
curl "${A[@]}" -X PUT "${J[@]}" "$B/artifactory/api/repositories/npm-local" -d '{"rclass":"local","packageType":"npm"}'
curl "${A[@]}" -X PUT "${J[@]}" "$B/artifactory/api/repositories/npm-remote" \
  -d '{"rclass":"remote","packageType":"npm","url":"https://registry.npmjs.org","username":"mirror","password":"Remote-S3cret"}'
curl "${A[@]}" -X POST "${J[@]}" "$B/access/api/v2/permissions" \
  -d '{"name":"developers-write","resources":{"artifact":{"targets":{"generic-local":{"include_patterns":["**"],"exclude_patterns":[]}},"actions":{"users":{"alice":["READ","WRITE"]},"groups":{"developers":["READ"]}}}}}'

printf 'hello from the fixture\n' > hello.txt
head -c 70000 /dev/urandom > big.bin
curl "${A[@]}" -X PUT -T hello.txt "$B/artifactory/generic-local/docs/hello.txt"
curl "${A[@]}" -X PUT -T hello.txt "$B/artifactory/generic-local/copies/hello-again.txt"
curl "${A[@]}" -X PUT -T big.bin "$B/artifactory/generic-local/bin/big.bin"
curl "${A[@]}" -X PUT "$B/artifactory/api/storage/generic-local/docs/hello.txt?properties=team=platform;release=1.0,1.1"

mkdir -p pkg/package
printf '{"name":"fixture-lib","version":"1.0.0","description":"A fixture package","license":"MIT"}' > pkg/package/package.json
printf '# fixture-lib\n' > pkg/package/README.md
printf 'module.exports = 42;\n' > pkg/package/index.js
tar -C pkg -czf fixture-lib-1.0.0.tgz package
cat > publish.json <<JSON
{"_id":"fixture-lib","name":"fixture-lib","description":"A fixture package","dist-tags":{"latest":"1.0.0"},
 "versions":{"1.0.0":{"name":"fixture-lib","version":"1.0.0","description":"A fixture package","license":"MIT","readme":"# fixture-lib\n",
   "dist":{"shasum":"$(sha1sum fixture-lib-1.0.0.tgz | cut -d' ' -f1)","tarball":"$B/artifactory/api/npm/npm-local/fixture-lib/-/fixture-lib-1.0.0.tgz"}}},
 "_attachments":{"fixture-lib-1.0.0.tgz":{"content_type":"application/octet-stream","data":"$(base64 -w0 fixture-lib-1.0.0.tgz)","length":$(stat -c %s fixture-lib-1.0.0.tgz)}}}
JSON
curl "${A[@]}" -X PUT "${J[@]}" --data-binary @publish.json "$B/artifactory/api/npm/npm-local/fixture-lib"

# Settings, one with a sealed secret (the Crowd application password).
curl "${A[@]}" -X PUT "${J[@]}" "$B/ui/api/v1/ui/crowdConfig" \
  -d '{"enabled":false,"serverUrl":"https://crowd.example.com","applicationName":"arca","applicationPassword":"Crowd-S3cret","autoCreateUsers":false}'
security=$(curl -sS -u admin:Fixture-Admin-1 "$B/ui/api/v1/ui/securityconfig")
curl "${A[@]}" -X PUT "${J[@]}" "$B/ui/api/v1/ui/securityconfig" -d "${security/\"anonAccessEnabled\":false/\"anonAccessEnabled\":true}"
rm -rf "$work"
