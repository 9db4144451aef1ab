"""A notification daemon for the phone journeys (issue 47): where a notification is shown and
tapped, as a user's system does it, not as the page's own script would fake it.

Chromium hands `showNotification` to the freedesktop notification daemon on its session bus;
a tap on the bubble comes back as the daemon's ActionInvoked, and Chromium fires a *trusted*
`notificationclick` in the service worker — the only kind that may focus or open a window. So
the desk runs Debian's Xvfb (a screen for the bubbles), a private session bus (dbus-daemon)
and dunst on both, and Chromium gets the bus's address. `tap` does what a tap on the bubble
does (its default action); `shot` photographs the screen (Pillow's ImageGrab).
"""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time

from PIL import ImageGrab

DUNSTRC = """[global]
    monitor = 0
    follow = none
    width = 460
    height = 160
    origin = top-left
    offset = 10x10
    font = Noto Sans CJK KR 13
    frame_width = 2
    frame_color = "#8fa3b8"
    corner_radius = 12
    format = "<b>%s</b>\\n%b"
    markup = full
    icon_position = left
    max_icon_size = 48
    show_indicators = no
    idle_threshold = 0
[urgency_low]
    background = "#fdfdfd"
    foreground = "#1d2430"
    timeout = 0
[urgency_normal]
    background = "#fdfdfd"
    foreground = "#1d2430"
    timeout = 0
[urgency_critical]
    background = "#fdfdfd"
    foreground = "#1d2430"
    timeout = 0
"""


class DeskError(Exception):
    """The desk could not start, or a bubble never came."""


def until(condition, what, seconds=20):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise DeskError(f"no {what} within {seconds} s")
        time.sleep(0.1)


class NotificationDesk:
    def __init__(self, width=480, height=150):
        self.folder = tempfile.mkdtemp(prefix="kept-desk-")
        self.processes, self.bus_pid = [], None
        try:
            self.env = self._start(width, height)
        except Exception:
            self.close()
            raise

    def _start(self, width, height):
        # Xvfb chooses a free display and writes its number, then a newline, to the pipe once
        # it is ready: the pipe is read to the newline (closed early, Xvfb dies).
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-wr", "-nolisten", "tcp"],
                                pass_fds=(write,), stderr=subprocess.DEVNULL)
        self.processes.append(xvfb)
        os.close(write)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read, 16)
            if not chunk:
                raise DeskError("Xvfb stopped before it chose a display")
            number += chunk
        os.close(read)
        env = dict(os.environ, DISPLAY=":" + number.decode().strip())
        bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--nopidfile", "--print-address=1", "--print-pid=1"],
                             capture_output=True, text=True, check=True, env=env).stdout.split()
        env["DBUS_SESSION_BUS_ADDRESS"], self.bus_pid = bus[0], int(bus[1])
        config = os.path.join(self.folder, "dunstrc")
        with open(config, "w") as file:
            file.write(DUNSTRC)
        self.log = os.path.join(self.folder, "dunst.log")
        self.processes.append(subprocess.Popen(["dunst", "-config", config], env=env,
                                               stdout=open(self.log, "w"), stderr=subprocess.STDOUT))
        until(lambda: self._ctl(env, "is-paused").returncode == 0, "dunst on the session bus")
        return env

    @staticmethod
    def _ctl(env, *words):
        return subprocess.run(["dunstctl", *words], env=env, capture_output=True, text=True)

    def close(self):
        for process in self.processes:
            process.kill()
            process.wait()
        if self.bus_pid:
            try:
                os.kill(self.bus_pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        shutil.rmtree(self.folder, ignore_errors=True)

    def shown(self):
        """How many bubbles are on the screen."""
        return int(self._ctl(self.env, "count", "displayed").stdout.strip() or 0)

    def wait_shown(self, count=1):
        until(lambda: self.shown() >= count, f"notification bubble ({self.shown()} shown)")

    def history(self):
        """What the daemon was given, newest first: summary (title), body, app name."""
        # Closed bubbles go to the history; shown ones are listed by `dunstctl history` too
        # only once closed, so this is read after a tap.
        data = json.loads(self._ctl(self.env, "history").stdout or "{}")
        return [{key: item.get(key, {}).get("data") for key in ("summary", "body", "appname")}
                for group in data.get("data", []) for item in group]

    def shot(self, path):
        ImageGrab.grab(xdisplay=self.env["DISPLAY"]).save(path)

    def tap(self):
        """The newest bubble's default action, as a tap on it does. Asked of dunst itself
        (`dunstctl action 0`), not by a click at the bubble's place: a click that comes while
        dunst is still laying the bubble out only closes it (seen under load)."""
        if self.shown() == 0:
            raise DeskError("no bubble on the screen to tap")
        self._ctl(self.env, "action", "0").check_returncode()
