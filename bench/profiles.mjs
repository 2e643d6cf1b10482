// Where each scenario's remaining time goes, from a profile of Arca during it (a CPU profile through
// ARCA_BENCH_NODE_OPTIONS='--cpu-prof …', CPU per request from bench/cpu-per-request.mjs, perf or
// strace where the kernel's share matters), not a guess. The report prints each scenario's entry
// under its figures. Keys: scenario file names.
export const WHERE_TIME_GOES = {
  'npm-tarball':
    'CPU per request under wrk (bench/cpu-per-request.mjs, 5 s, anonymous): Arca 41–46 µs, its ping through Fastify 25–34 µs, the limit server 12–16 µs. Of Arca’s tarball time (CPU profile and perf): the socket write of header and body, one writev as the limit server’s, about a quarter (the kernel’s loopback send to wrk); garbage collection about 15 % (2 MB semi-spaces keep the idle RSS down, ADR 022; with 16 MB the tarball measured 41 instead of 46 µs); Node’s HTTP parser, header validation and the finish events about a fifth; the front door’s own work (the permission check against the in-memory snapshot, the item and the 345 B body from memory, the headers, the request log line) about a fifth. No SQL runs while nothing is written: strace shows one read and one writev per request, and SQLite’s data_version probe at most once a millisecond.',
  'npm-packument':
    'The cached document is sent from memory by the front door (ADR 025): no SQL while nothing is written, no Fastify. What separates Arca from the limit server is a fixed cost per request of about 30 µs of CPU (bench/cpu-per-request.mjs, abbreviated form of a small package: the permission check, the stamp and cache lookups, headers, the request log line, garbage collection) next to the kernel’s copy of the body into the socket, which both pay alike; so the larger the document the closer Arca comes to the limit (full 546 KB, abbreviated 269 KB, gzip 67 KB: the gzip form sits furthest from the limit).',
};
