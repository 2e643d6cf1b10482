"""Schemathesis hooks of Arca's fuzz pass (ADR 011), loaded through SCHEMATHESIS_HOOKS.

A generated request may name the account the pass signs in as, or its token: the stateful phase
takes names and ids from list answers and feeds them to DELETE and PATCH calls. Such a value is
swapped for a decoy of the same kind (ARCA_FUZZ_REAIM, a JSON object), so the destructive call
still runs, on an administrator that nothing else needs.

Web addresses in generated requests are pointed at a closed port of this machine
(ARCA_FUZZ_LOCAL_TARGET): a fuzzed webhook, remote repository or integration must never make the
instance reach out past it.

Arca's request validators drop the properties a schema does not name, as Fastify's do
(removeAdditional), so a request with an extra one is served as if it were not there. That is
its rule, not a schema it fails to enforce: `negative_data_rejection` failures that rest on
properties a schema does not name (schemathesis' unknown property, or `additionalProperties`)
are dropped.
"""

import json
import os
from urllib.parse import urlsplit, urlunsplit

import schemathesis

_DECOYS = {key.lower(): value for key, value in json.loads(os.environ.get("ARCA_FUZZ_REAIM", "{}")).items()}
_LOCAL_TARGET = os.environ.get("ARCA_FUZZ_LOCAL_TARGET", "127.0.0.1:9")
_LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
_UNKNOWN_PROPERTY = "x-schemathesis-unknown-property"


def _kept_local(text):
    if "://" not in text:
        return text
    try:
        parts = urlsplit(text)
        host = parts.hostname
    except ValueError:
        return text
    if parts.scheme.lower() not in ("http", "https") or not host or host.lower() in _LOCAL_HOSTS:
        return text
    return urlunsplit((parts.scheme, _LOCAL_TARGET, parts.path, parts.query, parts.fragment))


def _reaimed(value):
    if isinstance(value, str):
        decoy = _DECOYS.get(value.lower())
        return decoy if decoy is not None else _kept_local(value)
    if isinstance(value, list):
        return [_reaimed(item) for item in value]
    if isinstance(value, dict):
        return {key: _reaimed(item) for key, item in value.items()}
    return value


@schemathesis.hook
def before_call(context, case, kwargs):
    for part in ("path_parameters", "query", "body"):
        value = getattr(case, part, None)
        changed = _reaimed(value)
        if changed != value:
            setattr(case, part, changed)


def _names_unknown_property(value):
    if isinstance(value, dict):
        return _UNKNOWN_PROPERTY in value or any(_names_unknown_property(item) for item in value.values())
    if isinstance(value, list):
        return any(_names_unknown_property(item) for item in value)
    return False


@schemathesis.hook
def filter_failure(context, failure, case, response):
    if getattr(failure, "code", None) != "ST201":
        return True
    if "additionalProperties" in str(getattr(failure, "message", "")):
        return False
    return not (_names_unknown_property(case.body) or _names_unknown_property(case.query))
