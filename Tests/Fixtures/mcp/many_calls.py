"""1,000 tool calls in one `kept mcp` session, through the official MCP Python SDK: the
server's memory must stay flat (what AssistantMCPTests runs against the built kept).

    many_calls.py KEPT STORE

Reads the server's resident memory (VmRSS, /proc) after 200 calls and after 1,000, and prints
both as JSON; the test judges them.
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

KEPT, STORE = sys.argv[1], sys.argv[2]


def server_pid():
    """The kept this process started (its only child named kept)."""
    me = str(os.getpid())
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                stat = file.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        parent = stat[stat.rindex(")") + 2:].split()[1]
        # `kept mcp` runs kept-mcp in its own process (execv): the same pid, the new name.
        if parent == me and name in ("kept", "kept-mcp"):
            return entry
    raise AssertionError("no kept child process")


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as file:
        for line in file:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


CALLS = [
    ("search", {"query": "김치"}), ("search", {"query": "ㄱㅊ"}), ("list", {"limit": 5}),
    ("show", {"reference": "첫눈"}), ("today", {}), ("shopping_list", {}),
    ("show", {"reference": "없는 항목"}), ("fridge_add", {"name": "x", "colour": 1}),
]


async def main():
    params = StdioServerParameters(command=KEPT, args=["mcp", "--store", STORE, "--read-only"], env=dict(os.environ))
    async with stdio_client(params) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            await session.initialize()
            pid = server_pid()
            sizes = {}
            for n in range(1, 1001):
                tool, arguments = CALLS[n % len(CALLS)]
                result = await session.call_tool(tool, arguments)
                assert result.content, (tool, result)
                if n in (200, 1000):
                    sizes[n] = resident_kib(pid)
            print(json.dumps({"after200": sizes[200], "after1000": sizes[1000]}))


asyncio.run(main())
