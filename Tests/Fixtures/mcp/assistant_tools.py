"""The rest of an assistant's session with `kept mcp`, through the official MCP Python SDK:
new entries of any kind, fields, on-this-day, a card quiz, the fridge's comings and goings, the
numbers, and the resources. What AssistantMCPTests.theOtherToolsAndResources runs.

    assistant_tools.py KEPT STORE

STORE is the seeded store of assistant_session.py (a diary entry about 김치, the fridge's 김치,
두부 to buy). Dates are relative to the day the test runs. Every write is checked in the files
and the commits; every refusal leaves neither. Prints the session as JSON lines; any failed
check raises and the script exits non-zero with the reason.
"""

import asyncio
import datetime
import json
import os
import urllib.parse

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp import types
from mcp.shared.exceptions import MCPError

from mcp_store import KEPT, STORE, VIA, clean, commits, git, read, text_of

TODAY = datetime.date.today()


def show(label, what, **rest):
    print(json.dumps({"session": label, **what, **rest}, ensure_ascii=False), flush=True)


class Session:
    def __init__(self, session, label):
        self.session, self.label = session, label

    async def call(self, tool, arguments=None, error=False):
        result = await self.session.call_tool(tool, arguments or {})
        said = text_of(result)
        show(self.label, {"tool": tool, "arguments": arguments or {}}, isError=bool(result.is_error), text=said)
        assert bool(result.is_error) == error, f"{tool} {arguments}: isError {result.is_error}, said: {said}"
        assert said.strip(), f"{tool} answered no text"
        return result

    async def write(self, tool, arguments, starts):
        """A write: exactly one new commit, marked, starting with `starts`; nothing left over."""
        before = len(commits())
        result = await self.call(tool, arguments)
        now = commits()
        assert len(now) == before + 1, f"{tool}: {len(now) - before} commits: {now[:3]}"
        assert now[0].startswith(starts) and now[0].endswith(VIA), now[0]
        clean()
        return result.structured_content

    async def refused(self, tool, arguments, *words):
        """A refusal: kept's message (holding `words`), no commit, no file."""
        before = commits()
        said = text_of(await self.call(tool, arguments, error=True))
        for word in words:
            assert word in said, f"{tool} {arguments}: {word!r} not in {said!r}"
        assert commits() == before, commits()[:3]
        clean()
        return said

    async def resource(self, uri):
        result = await self.session.read_resource(uri)
        show(self.label, {"resource": uri}, text=result.contents[0].text[:200])
        return result.contents[0]

    async def missing(self, uri):
        try:
            await self.session.read_resource(uri)
        except MCPError as error:
            show(self.label, {"resource": uri}, protocolError=str(error), code=error.error.code)
            assert error.error.code == -32002, error.error
            return error.error.message
        raise AssertionError(f"{uri} was read")


async def run(args, label, body):
    params = StdioServerParameters(command=KEPT, args=["mcp", "--store", STORE, *args], env=dict(os.environ))
    async with stdio_client(params) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            await session.initialize()
            await body(Session(session, label))


async def entries(s):
    year_ago = TODAY.replace(year=TODAY.year - 1) if not (TODAY.month == 2 and TODAY.day == 29) else TODAY - datetime.timedelta(days=365)
    made = await s.write("new_entry", {"kind": "diary", "title": "눈사람", "date": year_ago.isoformat(),
                                       "body": "마당에 눈사람을 만들었다.", "fields": {"mood": "기쁨"}}, "diary: add")
    assert made["path"].startswith(f"diary/{year_ago.year}/"), made
    text = read(made["path"])
    assert "title: 눈사람" in text and "마당에 눈사람" in text and "mood: 기쁨" in text, text
    memories = (await s.call("on_this_day")).structured_content
    assert [m["path"] for m in memories["entries"]] == [made["path"]] and memories["entries"][0]["years_ago"] == 1, memories
    # Two walks of one title: the title alone is ambiguous, named with both paths, changes nothing.
    for day in ("2025-10-01", "2025-10-02"):
        await s.write("new_entry", {"kind": "diary", "title": "산책", "date": day}, "diary: add")
    await s.refused("show", {"reference": "산책"}, "2025-10-01-산책", "2025-10-02-산책")
    await s.refused("set_fields", {"reference": "산책", "fields": {"mood": "x"}}, "2025-10-01-산책", "2025-10-02-산책")
    card = await s.write("new_entry", {"kind": "card", "title": "먹다", "category": "동사", "body": "to eat"}, "cards: add")
    assert card["path"] == "cards/동사/먹다.md", card
    await s.refused("new_entry", {"kind": "diary", "title": "x", "fields": {"colour": "red"}}, "colour")
    await s.refused("new_entry", {"kind": "diary", "title": "x", "date": "언젠가"}, "언젠가")
    await s.refused("new_entry", {"kind": "없는종류", "title": "x"}, "없는종류")
    await s.refused("new_entry", {"kind": "diary", "fields": ["mood"]}, "fields")

    await s.write("set_fields", {"reference": "김치", "fields": {"quantity": 3}}, "fridge: set 김치 quantity")
    assert "quantity: 3" in read("fridge/other/김치.md"), read("fridge/other/김치.md")
    same = await s.call("set_fields", {"reference": "김치", "fields": {"quantity": 3}})
    assert "nothing changed" in text_of(same), text_of(same)
    colour = await s.refused("set_fields", {"reference": "김치", "fields": {"colour": "red"}}, "colour")
    assert "--new-field" not in colour, colour  # the command line's way out is none for an assistant
    await s.refused("set_fields", {"reference": "김치", "fields": {}}, "fields")
    # A NUL would end the commit message there, dropping the mark or forging another's.
    await s.refused("fridge_add", {"name": "forged (via phone)\u0000"}, "NUL")
    await s.refused("set_fields", {"reference": "김치", "fields": {"unit": "통\u0000"}}, "NUL")
    # A card's id ties it to its reviews: another card's would merge their histories.
    await s.refused("set_fields", {"reference": "김치", "fields": {"id": "k3x9q2ab"}}, "id")

    stats = (await s.call("stats")).structured_content
    assert {k["kind"] for k in stats["kinds"]} >= {"diary", "fridge", "card"} and "fridge" in stats, stats
    diary_stats = (await s.call("stats", {"kind": "diary"})).structured_content
    assert [k["kind"] for k in diary_stats["kinds"]] == ["diary"], diary_stats


async def cards(s):
    due = (await s.call("cards_due")).structured_content
    item = next(i for i in due["items"] if i["title"] == "먹다")
    assert item["card"] == "cards/동사/먹다.md" and item["new"] and "to eat" in item["answer"], item
    await s.refused("review_grade", {"card": item["card"], "grade": "perfect"}, "perfect")
    await s.refused("review_grade", {"card": item["card"], "grade": "good", "item": "c9"}, "c9")
    before = len(commits())
    graded = (await s.call("review_grade", {"card": item["card"], "grade": "좋음"})).structured_content  # as the Korean review names it
    new = commits()[: len(commits()) - before]
    # One commit for the grade (a card kept made has its id already), marked.
    assert new[0] == "cards: review 먹다 (good)" + VIA and all(c.endswith(VIA) for c in new), new
    assert graded["due"] > TODAY.isoformat() and graded["grade"] == "good", graded
    # The grade is a line in this machine's review log, as `kept review` writes it.
    logs = os.listdir(os.path.join(STORE, ".kept", "reviews"))
    lines = [json.loads(line) for log in logs for line in read(os.path.join(".kept", "reviews", log)).splitlines()]
    assert [line["grade"] for line in lines] == [3], lines
    clean()
    again = (await s.call("cards_due")).structured_content
    assert all(i["card"] != item["card"] for i in again["items"]), again
    show(s.label, {"review_logs": logs})


async def fridge(s):
    soon = (TODAY + datetime.timedelta(days=2)).isoformat()
    await s.write("fridge_add", {"name": "요거트", "expires": soon}, "fridge: add 요거트")
    await s.write("fridge_add", {"name": "꿀", "expires": (TODAY + datetime.timedelta(days=90)).isoformat()}, "fridge: add 꿀")
    expiring = (await s.call("fridge_expiring", {"within": "5d"})).structured_content
    names = [i["name"] for i in expiring["items"]]
    assert "요거트" in names and "꿀" not in names, names
    await s.refused("fridge_expiring", {"within": "곧"}, "곧")
    await s.write("fridge_consume", {"name": "김치"}, "fridge: consume 김치 (3 → 2)")
    await s.write("fridge_consume", {"name": "김치", "all": True}, "fridge: consume 김치 (2 → 0)")
    await s.refused("fridge_consume", {"name": "요거트", "all": True, "quantity": 1}, "quantity")
    await s.refused("fridge_consume", {"name": "없는거"}, "없는거")
    await s.write("fridge_buy", {"name": "김치"}, "fridge: buy 김치")
    before = commits()
    listed = await s.call("fridge_buy", {"name": "두부"})
    assert "두부" in text_of(listed) and commits() == before, text_of(listed)
    shopping = [i["name"] for i in (await s.call("shopping_list")).structured_content["items"]]
    assert sorted(shopping) == ["김치", "두부"], shopping


async def resources(s):
    listed = (await s.session.list_resources()).resources
    uris = [str(r.uri) for r in listed]
    show(s.label, {"resources": uris})
    assert "kept://overview" in uris and "kept://report" in uris, uris
    diary = next(r for r in listed if str(r.uri).startswith("kept://diary/") and r.title == "첫눈")
    path = urllib.parse.unquote(str(diary.uri)[len("kept://"):])
    content = await s.resource(str(diary.uri))
    assert content.text == read(path) and content.mime_type == "text/markdown", content
    overview = json.loads((await s.resource("kept://overview")).text)
    assert {k["kind"] for k in overview["kinds"]} >= {"diary", "fridge", "card"}, overview
    report = json.loads((await s.resource("kept://report")).text)
    assert "fridge" in report and report["kinds"], report
    for uri in ["kept://diary/../../etc/passwd", "kept://../outside.md", "file:///etc/passwd",
                "kept://.git/config", "kept://diary/2000/01/2000-01-01.md", "kept://%2Fetc%2Fpasswd"]:
        await s.missing(uri)
    # A cursor past the end (near Int.max: it overflowed and killed the server) is refused.
    for cursor in ["9223372036854775400", "-1", "x"]:
        try:
            await s.session.list_resources(params=types.PaginatedRequestParams(cursor=cursor))
            raise AssertionError(f"cursor {cursor} was taken")
        except MCPError as error:
            assert error.error.code == -32602, error.error
    assert (await s.session.list_resources()).resources, "the server stopped answering"


async def fridge_only(s):
    listed = [str(r.uri) for r in (await s.session.list_resources()).resources]
    assert listed and all(u.startswith("kept://fridge/") or u in ("kept://overview", "kept://report") for u in listed), listed
    diary_path = git("-c", "core.quotePath=false", "ls-files", "diary").splitlines()[0]
    hidden = await s.missing("kept://" + urllib.parse.quote(diary_path))
    nothing = await s.missing("kept://diary/2000/01/2000-01-01.md")
    assert hidden.replace(urllib.parse.quote(diary_path), "X") == nothing.replace("diary/2000/01/2000-01-01.md", "X"), (hidden, nothing)
    overview = json.loads((await s.resource("kept://overview")).text)
    assert [k["kind"] for k in overview["kinds"]] == ["fridge"] and overview.get("todays_diary") is None, overview
    assert all(line["kind"] == "fridge" for line in overview["newest"]), overview
    report = json.loads((await s.resource("kept://report")).text)
    assert [k["kind"] for k in report["kinds"]] == ["fridge"] and "cards" not in report, report
    await s.refused("new_entry", {"kind": "diary", "title": "몰래"}, "diary")
    await s.refused("set_fields", {"reference": diary_path, "fields": {"mood": "x"}})
    await s.refused("stats", {"kind": "diary"}, "diary")
    # The fridge's tools name fridge items only: a diary path is no item (they wrote into it).
    for tool, arguments in [("fridge_consume", {"name": diary_path}), ("fridge_consume", {"name": diary_path[:-3], "quantity": 1000}),
                            ("fridge_buy", {"name": diary_path})]:
        said = await s.refused(tool, arguments)
        assert said.startswith("no entry matches `diary/"), said  # as for a path naming nothing


async def main():
    async def everything(s):
        await entries(s)
        await cards(s)
        await fridge(s)
        await resources(s)
    await run([], "everything", everything)
    await run(["--kinds", "fridge"], "kinds fridge", fridge_only)


asyncio.run(main())
