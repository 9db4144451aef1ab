"""An assistant's session with `kept mcp`, through the official MCP Python SDK (`mcp` on PyPI)
as the client: what AssistantMCPTests runs against the built kept.

    assistant_session.py KEPT STORE

KEPT is the built executable, STORE a store seeded by the test (a diary entry about 김치 on
another day, the fridge item 김치, 두부 on the shopping list, a note). The script launches
`kept mcp` over stdio three times (no limits, --read-only, --kinds fridge), calls every tool,
checks the store's files and commits after each write, and prints the session as JSON lines
(one per call: tool, arguments, isError, text) for the test to show. Any failed check raises:
the script exits non-zero with the reason.
"""

import asyncio
import json
import os

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

from mcp_store import KEPT, STORE, VIA, clean, commits, git, read, text_of

ALL_TOOLS = {"search", "list", "show", "today", "append_today", "new_entry", "set_fields", "on_this_day",
             "cards_due", "review_grade", "fridge_expiring", "fridge_add", "fridge_consume", "fridge_buy",
             "shopping_list", "stats"}
WRITING = {"append_today", "new_entry", "set_fields", "review_grade", "fridge_add", "fridge_consume", "fridge_buy"}


class Session:
    def __init__(self, session, label):
        self.session, self.label = session, label

    async def call(self, tool, arguments=None, error=False):
        result = await self.session.call_tool(tool, arguments or {})
        said = text_of(result)
        print(json.dumps({"session": self.label, "tool": tool, "arguments": arguments or {},
                          "isError": bool(result.is_error), "text": said}, ensure_ascii=False), flush=True)
        assert bool(result.is_error) == error, f"{tool} {arguments}: isError {result.is_error}, said: {said}"
        assert said.strip(), f"{tool} answered no text"
        if not error:
            assert isinstance(result.structured_content, dict), f"{tool}: no structured content"
        return result


async def run(args, label, body, language=None):
    env = dict(os.environ)
    if language:
        env["LANG"] = language
    params = StdioServerParameters(command=KEPT, args=["mcp", "--store", STORE, *args], env=env)
    async with stdio_client(params) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            init = await session.initialize()
            assert init.server_info.name == "kept", init.server_info
            tools = (await session.list_tools()).tools
            await body(Session(session, label), {tool.name: tool for tool in tools})


async def everything(s, tools):
    assert set(tools) == ALL_TOOLS, sorted(tools)
    for tool in tools.values():
        assert tool.description and tool.input_schema["type"] == "object", tool
    assert tools["search"].input_schema["required"] == ["query"]

    # Reading: search (words and Hangul initials), list, show.
    found = (await s.call("search", {"query": "김치"})).structured_content["entries"]
    kinds = {entry["kind"] for entry in found}
    assert {"diary", "fridge"} <= kinds, found
    initials = (await s.call("search", {"query": "ㄱㅊ"})).structured_content["entries"]
    # Initials alone look in titles and fields (as `kept search ㄱㅊ` does): the fridge's 김치.
    assert any(entry["kind"] == "fridge" and entry["title"] == "김치" for entry in initials), initials
    fridge_only = (await s.call("search", {"query": "김치", "kinds": ["fridge"]})).structured_content["entries"]
    assert fridge_only and all(entry["kind"] == "fridge" for entry in fridge_only), fridge_only
    diary = (await s.call("list", {"kind": "diary"})).structured_content["entries"]
    assert [entry["date"] for entry in diary] == ["2025-11-20"], diary
    assert (await s.call("list", {"kind": "diary", "from": "2025-11-21"})).structured_content["entries"] == []
    limited = (await s.call("list", {"limit": 1})).structured_content["entries"]
    assert len(limited) == 1, limited
    shown = await s.call("show", {"reference": diary[0]["path"]})
    assert "종로에서 김치찌개" in shown.structured_content["text"] and shown.structured_content["kind"] == "diary"
    by_title = await s.call("show", {"reference": "첫눈"})
    assert by_title.structured_content["path"] == diary[0]["path"]
    missing = await s.call("show", {"reference": "없는 항목"}, error=True)
    assert "없는 항목" in text_of(missing)
    await s.call("list", {"kind": "없는종류"}, error=True)
    await s.call("list", {"limit": 0}, error=True)
    await s.call("search", {}, error=True)

    # Writing: each write one commit ending in (via assistant), nothing else left behind.
    before = commits()
    empty = await s.call("today")
    assert "path" not in empty.structured_content
    first = await s.call("append_today", {"text": "오늘은 첫눈이 왔다. 어시스턴트가 적었다."})
    path = first.structured_content["path"]
    assert path.startswith("diary/"), path
    assert commits()[0].endswith(VIA) and commits()[0].startswith("diary: add"), commits()[0]
    assert len(commits()) == len(before) + 1
    clean()
    second = await s.call("append_today", {"text": "저녁에는 붕어빵."})
    assert second.structured_content["path"] == path
    assert commits()[0].endswith(VIA) and len(commits()) == len(before) + 2, commits()[:3]
    text = read(path)
    assert "첫눈이 왔다" in text and "붕어빵" in text and text.index("첫눈이") < text.index("붕어빵"), text
    clean()
    today = await s.call("today")
    assert today.structured_content["path"] == path and "붕어빵" in today.structured_content["text"]

    added = await s.call("fridge_add", {"name": "우유", "expires": "2026-12-31", "quantity": 2, "unit": "L"})
    milk = added.structured_content["path"]
    assert commits()[0] == "fridge: add 우유" + VIA, commits()[0]
    assert "expires: 2026-12-31" in read(milk) and "우유" in read(milk), read(milk)
    clean()

    # Bad input: kept's message as a tool error, no file, no commit.
    count = len(commits())
    bad_date = await s.call("fridge_add", {"name": "두유", "expires": "언젠가"}, error=True)
    assert "언젠가" in text_of(bad_date), text_of(bad_date)
    await s.call("fridge_add", {"name": "두유", "colour": "white"}, error=True)
    await s.call("fridge_add", {"name": "두유", "quantity": -1}, error=True)
    await s.call("fridge_add", {"name": "우유"}, error=True)  # a second batch must be asked for
    await s.call("append_today", {"text": "   "}, error=True)
    assert len(commits()) == count, commits()[:3]
    clean()

    shopping = (await s.call("shopping_list")).structured_content["items"]
    assert [item["name"] for item in shopping] == ["두부"], shopping

    # An unknown tool is the protocol's error, and the server goes on answering.
    try:
        await s.session.call_tool("delete_everything", {})
        raise AssertionError("an unknown tool was answered as if it existed")
    except MCPError as error:
        print(json.dumps({"session": s.label, "tool": "delete_everything", "protocolError": str(error)},
                         ensure_ascii=False), flush=True)
    await s.call("today")


async def read_only(s, tools):
    assert set(tools) == ALL_TOOLS - WRITING, sorted(tools)
    # Tools and their arguments are described in the user's language (LANG), as kept speaks.
    assert tools["search"].description.startswith("사용자의 kept 보관함"), tools["search"].description
    assert tools["search"].input_schema["properties"]["query"]["description"].startswith("찾을 낱말"), tools["search"].input_schema
    count = len(commits())
    # This session speaks Korean (LANG=ko_KR.UTF-8): kept's own sentences, particles fitted.
    refused = await s.call("append_today", {"text": "몰래 쓰기"}, error=True)
    assert text_of(refused) == "append_today는 보관함을 바꾸는데, 이 서버는 읽기 전용입니다(kept mcp --read-only).", text_of(refused)
    await s.call("fridge_add", {"name": "몰래"}, error=True)
    assert len(commits()) == count
    clean()
    found = await s.call("search", {"query": "우유"})
    assert text_of(found).startswith("우유: 항목 1개를 찾았습니다."), text_of(found)


async def fridge_only(s, tools):
    assert set(tools) == {"search", "list", "show", "new_entry", "set_fields", "stats", "fridge_expiring", "fridge_add",
                          "fridge_consume", "fridge_buy", "shopping_list"}, sorted(tools)
    found = (await s.call("search", {"query": "김치"})).structured_content["entries"]
    assert found and all(entry["kind"] == "fridge" for entry in found), found
    everything_listed = (await s.call("list", {"limit": 100})).structured_content["entries"]
    assert everything_listed and all(entry["kind"] == "fridge" for entry in everything_listed), everything_listed
    # A diary entry named by its path is answered as a path that names nothing; by its title,
    # as a title nothing has; neither answer names or quotes a diary entry.
    diary_path = git("-c", "core.quotePath=false", "ls-files", "diary").splitlines()[0]
    by_path = await s.call("show", {"reference": diary_path}, error=True)
    nowhere = await s.call("show", {"reference": "diary/2000/01/2000-01-01.md"}, error=True)
    assert text_of(by_path).replace(diary_path, "X") == text_of(nowhere).replace("diary/2000/01/2000-01-01.md", "X")
    for refused in [("show", {"reference": "첫눈"}), ("list", {"kind": "diary"}),
                    ("search", {"query": "김치", "kinds": ["diary"]}), ("today", {})]:
        result = await s.call(*refused, error=True)
        assert "diary/" not in text_of(result) and "종로" not in text_of(result), text_of(result)
    await s.call("append_today", {"text": "몰래"}, error=True)


async def main():
    await run([], "everything", everything)
    await run(["--read-only"], "read-only", read_only, language="ko_KR.UTF-8")
    await run(["--kinds", "fridge"], "kinds fridge", fridge_only)


asyncio.run(main())
