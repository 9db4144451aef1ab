"""Chromium's DevTools protocol over its own WebSocket, beside chromedriver (issue 47).

Selenium's `execute_cdp_cmd` reaches the page's session only and never returns an event, but
pushing a message to a service worker needs the worker's registration id (an event of the
page's ServiceWorker domain) and a click on a notification is handled inside the worker, a
target of its own. `DevTools` talks to the browser endpoint chromedriver reports
(`goog:chromeOptions.debuggerAddress`) with websocket-client, which Selenium itself depends on.
"""
import json
import time
import urllib.request

import websocket


class DevToolsError(Exception):
    """The protocol answered a command with an error, or an awaited event never came."""


class DevTools:
    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version", timeout=10) as answer:
            endpoint = json.load(answer)["webSocketDebuggerUrl"]
        self.socket = websocket.create_connection(endpoint, timeout=20, suppress_origin=True)
        self.next_id = 0
        self.events = []
        # The sessions a journey attaches to and keeps (`attach`): its page, its service worker.
        self.page = self.worker = None

    def close(self):
        self.socket.close()

    def send(self, method, params=None, session=None):
        """A command's result; the events that arrive meanwhile are kept for `event`."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv())
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise DevToolsError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def event(self, method, matches=lambda params: True, seconds=20):
        """The first event `method` (kept or still to come) whose params `matches`."""
        deadline = time.monotonic() + seconds
        while True:
            for event in self.events:
                if event["method"] == method and matches(event.get("params", {})):
                    self.events.remove(event)
                    return event["params"]
            left = deadline - time.monotonic()
            if left <= 0:
                raise DevToolsError(f"no {method} within {seconds} s")
            self.socket.settimeout(left)
            try:
                message = json.loads(self.socket.recv())
            except websocket.WebSocketTimeoutException:
                continue
            finally:
                self.socket.settimeout(20)
            if "method" in message:
                self.events.append(message)

    def attach(self, kind, url_prefix, seconds=20):
        """A session on the first target of `kind` ("page", "service_worker") at `url_prefix`."""
        deadline = time.monotonic() + seconds
        while True:
            targets = self.send("Target.getTargets")["targetInfos"]
            found = [t for t in targets if t["type"] == kind and t["url"].startswith(url_prefix)]
            if found:
                return self.send("Target.attachToTarget", {"targetId": found[0]["targetId"], "flatten": True})["sessionId"]
            if time.monotonic() > deadline:
                raise DevToolsError(f"no {kind} target at {url_prefix}: {[(t['type'], t['url']) for t in targets]}")
            time.sleep(0.2)

    def evaluate(self, session, expression):
        """`expression`'s value (a promise awaited) in the target of `session`."""
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                           session=session)
        if "exceptionDetails" in result:
            raise DevToolsError(f"{expression[:80]}…: {result['exceptionDetails']}")
        return result["result"].get("value")
