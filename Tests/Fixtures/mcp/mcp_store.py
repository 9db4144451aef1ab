"""What the assistant sessions (assistant_session.py, assistant_tools.py) read the store with:
its commits, that nothing was left uncommitted, a file, and a tool result's text. Both take
KEPT and STORE as their first two arguments; AssistantMCPTests puts this folder on PYTHONPATH.
"""

import os
import subprocess
import sys

KEPT, STORE = sys.argv[1], sys.argv[2]
VIA = " (via assistant)"


def git(*args):
    return subprocess.run(["git", "-C", STORE, *args], check=True, capture_output=True, text=True).stdout


def commits():
    return git("log", "--format=%s").splitlines()


def clean():
    """Nothing written outside a commit: no half-written file, nothing staged."""
    status = git("status", "--porcelain")
    assert status == "", f"the store has uncommitted changes:\n{status}"


def text_of(result):
    return "\n".join(part.text for part in result.content if part.type == "text")


def read(path):
    with open(os.path.join(STORE, path), encoding="utf-8") as file:
        return file.read()
