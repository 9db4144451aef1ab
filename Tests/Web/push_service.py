#!/usr/bin/env python3
"""A push service on loopback for kept's tests: it plays what FCM or Mozilla's autopush do
for a subscription (RFC 8030), and checks what kept sends with the reference libraries.

    push_service.py            prints "PORT\n" once listening on 127.0.0.1, serves until killed

  POST /_subscribe             makes a browser's subscription (its own P-256 key and auth
                               secret, as a browser does) and answers its toJSON():
                               {"endpoint": ".../push/ID", "keys": {"p256dh", "auth"}}
  POST /_answers/ID            JSON [[status, retry_after or null], ...]: what the next pushes
                               to ID are answered (then 201 for ever)
  GET  /_received/ID           what ID was sent, each: {"payload" (decrypted with http_ece, as
                               text), "ttl", "urgency", "encoding", "claims", "vapid_ok",
                               "vapid_problem", "status"}
  POST /push/ID                a push: recorded, decrypted, its VAPID header verified
                               (ES256 with the key in k=, aud = this origin, exp within 24 h)
"""
import base64
import json
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, utils


def b64d(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64e(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


LOCK = threading.Lock()
SUBSCRIPTIONS = {}   # id -> (private key, auth)
ANSWERS = {}         # id -> [[status, retry_after]]
RECEIVED = {}        # id -> [record]


def check_vapid(header, origin):
    """(claims, problem): problem is None when the header is a valid VAPID one for origin."""
    if not header.startswith("vapid "):
        return None, "not a vapid header"
    parts = dict(p.strip().split("=", 1) for p in header[len("vapid "):].split(","))
    token, key = parts.get("t", ""), parts.get("k", "")
    head, body, signature = token.split(".")
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), b64d(key))
    raw = b64d(signature)
    der = utils.encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    try:
        public.verify(der, (head + "." + body).encode(), ec.ECDSA(hashes.SHA256()))
    except Exception:
        return None, "bad signature"
    header_json, claims = json.loads(b64d(head)), json.loads(b64d(body))
    if header_json.get("alg") != "ES256":
        return claims, "alg is not ES256"
    if claims.get("aud") != origin:
        return claims, "aud is %r, not %r" % (claims.get("aud"), origin)
    left = claims.get("exp", 0) - time.time()
    if not 0 < left <= 86400:
        return claims, "exp is not within 24 hours"
    if not str(claims.get("sub", "")).startswith(("mailto:", "https:")):
        return claims, "sub is neither mailto: nor https:"
    return claims, None


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, value=None, headers=()):
        data = json.dumps(value).encode() if value is not None else b""
        self.send_response(status)
        for name, text in headers:
            self.send_header(name, text)
        if value is not None:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        return self.rfile.read(int(self.headers.get("Content-Length", "0") or 0))

    def origin(self):
        return "http://127.0.0.1:%d" % self.server.server_address[1]

    def do_GET(self):
        if self.path.startswith("/_received/"):
            with LOCK:
                return self.answer(200, RECEIVED.get(self.path.split("/")[-1], []))
        self.answer(404, {"error": "no such path"})

    def do_POST(self):
        data = self.body()
        if self.path == "/_subscribe":
            key = ec.generate_private_key(ec.SECP256R1())
            auth = uuid.uuid4().bytes
            ident = uuid.uuid4().hex
            point = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
            with LOCK:
                SUBSCRIPTIONS[ident] = (key, auth)
                RECEIVED[ident] = []
            return self.answer(200, {"endpoint": self.origin() + "/push/" + ident,
                                     "keys": {"p256dh": b64e(point), "auth": b64e(auth)}})
        if self.path.startswith("/_answers/"):
            with LOCK:
                ANSWERS[self.path.split("/")[-1]] = json.loads(data)
            return self.answer(200, {})
        if self.path.startswith("/push/"):
            ident = self.path.split("/")[-1]
            with LOCK:
                known = SUBSCRIPTIONS.get(ident)
                queue = ANSWERS.get(ident) or []
                status, retry = queue.pop(0) if queue else (201, None)
            if known is None:
                return self.answer(404, {"error": "no such subscription"})
            record = {"ttl": self.headers.get("TTL"), "urgency": self.headers.get("Urgency"),
                      "encoding": self.headers.get("Content-Encoding"), "status": status, "payload": None}
            try:
                record["payload"] = http_ece.decrypt(data, private_key=known[0], auth_secret=known[1],
                                                     version="aes128gcm").decode("utf-8")
            except Exception as error:
                record["decrypt_problem"] = repr(error)
            claims, problem = check_vapid(self.headers.get("Authorization", ""), self.origin())
            record["claims"], record["vapid_ok"], record["vapid_problem"] = claims, problem is None, problem
            with LOCK:
                RECEIVED[ident].append(record)
            headers = [("Retry-After", str(retry))] if retry is not None else []
            if status == 201:
                headers.append(("Location", "/message/" + uuid.uuid4().hex))
            return self.answer(status, None, headers)
        self.answer(404, {"error": "no such path"})


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
