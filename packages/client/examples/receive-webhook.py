# A webhook receiver in Python (standard library only): checks each delivery's signature as the
# Standard Webhooks specification says, then handles the event. Set WBN_WEBHOOK_SECRET to the
# endpoint's signing secret (whsec_..., shown once when the webhook was added) and PORT to listen on.
import base64
import hashlib
import hmac
import json
import os
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = base64.b64decode(os.environ["WBN_WEBHOOK_SECRET"].removeprefix("whsec_"))


def verify(headers, body):
    """The event, or ValueError when the signature does not match or the timestamp is more than 5 minutes off."""
    msg_id, timestamp = headers["webhook-id"], headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:
        raise ValueError("timestamp too far from now")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(SECRET, signed, hashlib.sha256).digest()).decode()
    for candidate in headers["webhook-signature"].split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return json.loads(body)
    raise ValueError("no matching signature")


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", 0)))
        try:
            event = verify(self.headers, body)
        except (KeyError, ValueError):
            self.send_response(400)
            self.end_headers()
            return
        # webhook-id is the same on every attempt of one delivery: skip one you have handled already.
        print(self.headers["webhook-id"], event["type"], json.dumps(event["data"], separators=(",", ":")), flush=True)
        self.send_response(204)  # answer within 10 seconds; do slow work after answering
        self.end_headers()

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "8080"))), Receiver).serve_forever()
