#!/usr/bin/env python3
"""The first calls of a group owner, with Python's standard library only (urllib, json): list the
account's groups, then check a text (in the context of the first group that can use the API) and
print the verdict. The same calls and output as examples/node/check.mjs.

    export WARDEN_API_KEY=tk_live_...        # from the operator (`warden key create`); never on a command line
    export WARDEN_BASE_URL=http://127.0.0.1:8080/api/public/v1   # the default: the local stack
    python3 examples/python/check.py "Earn $500 a day from home, DM me"
"""

import json
import os
import sys
import time
import urllib.error
import urllib.request

BASE_URL = (os.environ.get("WARDEN_BASE_URL") or "http://127.0.0.1:8080/api/public/v1").rstrip("/")
MAX_RETRIES = 3
MAX_WAIT_S = 60


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """The API never redirects. A 3xx comes from something in front of it (a base URL on http:// sent on to
    https://): urllib would follow it with the Authorization header, to any host, and turn a POST into a GET
    without its body. Refuse it: urllib then raises the 3xx as an HTTPError."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_opener = urllib.request.build_opener(_NoRedirect)


class WardenError(Exception):
    def __init__(self, status, code, message, request_id):
        super().__init__(message)
        self.status, self.code, self.message, self.request_id = status, code, message, request_id


def call(method, path, api_key, body=None):
    """One API call: JSON in and out, errors as WardenError, 429 retried after Retry-After."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    for attempt in range(MAX_RETRIES + 1):
        req = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
        try:
            with _opener.open(req, timeout=30) as res:
                raw = res.read()
                return json.loads(raw) if raw else None
        except urllib.error.HTTPError as e:
            raw = e.read()
            # A 429 consumed nothing, so any request may be sent again; wait as long as the API says.
            wait = e.headers.get("Retry-After", "")
            if e.code == 429 and attempt < MAX_RETRIES and wait.isdigit() and int(wait) <= MAX_WAIT_S:
                print(f"HTTP 429: retrying in {int(wait) * 1000} ms", file=sys.stderr)
                time.sleep(int(wait))
                continue
            if 300 <= e.code < 400:
                where = e.headers.get("Location", "?")
                raise WardenError(e.code, "unexpected_response", f"a redirect to {where} (not followed: check WARDEN_BASE_URL)", e.headers.get("X-Request-Id"))
            try:
                err = json.loads(raw)["error"]
            except (ValueError, KeyError, TypeError):
                raise WardenError(e.code, "unexpected_response", raw[:200].decode("utf-8", "replace"), e.headers.get("X-Request-Id"))
            raise WardenError(e.code, err["code"], err["message"], err.get("request_id"))
    raise AssertionError("unreachable")


def main():
    api_key = os.environ.get("WARDEN_API_KEY")
    if not api_key:
        print("set WARDEN_API_KEY to your API key (tk_live_...)", file=sys.stderr)
        return 2
    text = sys.argv[1] if len(sys.argv) > 1 else "Earn $500 a day from home, no experience needed, DM me"
    try:
        groups = call("GET", "/groups", api_key)["groups"]
        print(f"groups: {len(groups)}")
        for g in groups:
            print(f"  {g['id']} {g['title']} (plan {g['plan']}, api {'yes' if g['api_available'] else 'no'})")

        # A check with group_id applies that group's settings, rules and whitelist (the group and the account on Pro+).
        group = next((g for g in groups if g["api_available"]), None)
        body = {"text": text}
        if group:
            body["group_id"] = group["id"]
        result = call("POST", "/spam/check", api_key, body)
        print(f"checked in: {group['id'] if group else 'no group'}")
        print(f"verdict: {result['verdict']}")
        print(f"score: {result['score']}")
        print(f"action: {result['recommended_action']}")
        print(f"matched rules: {', '.join(result['matched_rules']) or 'none'}")
    except WardenError as e:
        print(f"error: {e.code} (HTTP {e.status}): {e.message} [request {e.request_id}]", file=sys.stderr)
        return 1
    except urllib.error.URLError as e:
        # Nothing answered: the stack is not running, or WARDEN_BASE_URL points elsewhere.
        print(f"error: cannot reach the API at {BASE_URL}: {e.reason}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
