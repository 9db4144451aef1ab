#!/usr/bin/env python3
"""Prints Benchmarks/run's results as one markdown table: medians, kept beside its peers."""
import json
import os
import re
import sys

results, sizes, jrnl_version = sys.argv[1], sys.argv[2].split(","), sys.argv[3]

ROWS = [  # operation, kept's result, peer's label, peer's result
    ("`list diary --limit 10`, warm cache", "list-warm", f"jrnl {jrnl_version} `-n 10`", "jrnl-last-ten"),
    ("`list diary --limit 10`, no cache", "list-cold", f"jrnl {jrnl_version} `-n 10`", "jrnl-last-ten"),
    ("`list diary --limit 10`, first after `kept clone`", "list-after-clone", "the same, warm cache", "list-warm"),
    ("`list diary --limit 10`, first after `kept init` adopting the files", "list-after-init", "the same, warm cache", "list-warm"),
    ("`list diary --format paths`, warm", "paths-warm", "stat of every file (`find -printf`)", "stat-walk"),
    ("`list diary --limit 10`, warm", "list-warm", "stat of every file (`find -printf`)", "stat-walk"),
    ("`search 첫눈 diary`", "search", "`rg -l 첫눈 diary`", "rg"),
    ("`search 첫눈 diary`", "search", f"jrnl {jrnl_version} `-contains 첫눈`", "jrnl-contains"),
    ("`search coffee diary` (a word in 30% of entries)", "search-common", "`rg -l coffee diary`", "rg-common"),
    ("`search ㄱㅊ diary` (Hangul initials)", "search-initials", "`rg -l 김치 diary` (one expansion)", "rg-initials"),
    ("`new diary T --no-edit` (one commit)", "new", "`git add f && git commit`", "git-commit"),
    ("`kept --version` (process start)", "start", "", None),
]


def median(size, name, which=0):
    """The median of the run's first command (kept), or with which=1 of the --baseline binary."""
    try:
        with open(os.path.join(results, f"{size}--{name}.json")) as f:
            return json.load(f)["results"][which]["median"]
    except (OSError, KeyError, IndexError, ValueError):
        return None


def show(seconds):
    if seconds is None:
        return "—"
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "—"


# The baseline columns appear when Benchmarks/run timed a --baseline binary beside kept.
with_baseline = any(median(size, mine, 1) is not None for size in sizes for _, mine, _, _ in ROWS)
if with_baseline:
    print("| operation | entries | kept | peer | peer | kept/peer | baseline | kept/baseline |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
else:
    print("| operation | entries | kept | peer | peer | kept/peer |")
    print("| --- | ---: | ---: | --- | ---: | ---: |")
for size in sizes:
    for label, mine, peer_label, peer in ROWS:
        k, p = median(size, mine), (median(size, peer) if peer else None)
        row = f"| {label} | {int(size):,} | {show(k)} | {peer_label or '—'} | {show(p)} | {ratio(k, p)} |"
        if with_baseline:
            b = median(size, mine, 1)
            row += f" {show(b)} | {ratio(k, b)} |"
        print(row)


def baseline_cells(size, name):
    """The --baseline binary's median and kept's ratio to it, when it was timed."""
    if not with_baseline:
        return ""
    b = median(size, name, 1)
    return f" {show(b)} | {ratio(median(size, name), b)} |"


for label, mine, peer in [("first push of the store (`kept sync`)", "first-push-encrypted", "first-push-plain"),
                          ("one-entry sync (`kept new` before, not timed)", "one-entry-encrypted", "one-entry-plain")]:
    k, p = median(sizes[0], mine), median(sizes[0], peer)
    print(f"| {label}, encrypted remote | {int(sizes[0]):,} | {show(k)} | the same through a plain remote | {show(p)} | {ratio(k, p)} |"
          + baseline_cells(sizes[0], mine))
k, p = median("history", "log"), median("history", "git-log")
print(f"| `log PATH` (10,000 commits, 200 of them to the entry) | — | {show(k)} | `git log --follow --oneline -- PATH` | {show(p)} | {ratio(k, p)} |"
      + baseline_cells("history", "log"))

for label, name in [("`import jrnl` of a 10,000-entry JSON export (one commit)", "import-jrnl"),
                    ("`import dayone` of a 5,000-entry zip with 1,000 photos (one commit)", "import-dayone"),
                    ("`import anki` of a 20,000-note .apkg with 2,000 images (one commit)", "import-anki")]:
    if median("imports", name) is None:
        continue  # import-anki needs the reference environment's `anki`
    print(f"| {label} | — | {show(median('imports', name))} | target | 30 s | {ratio(median('imports', name), 30)} |"
          + baseline_cells("imports", name))
k = median("reviews", "optimize")
print(f"| `review --optimize`: FSRS fitted to 100,000 reviews of 10,000 cards (one commit) | — | {show(k)} | target | 10 s | {ratio(k, 10)} |"
      + baseline_cells("reviews", "optimize"))

print()
# Issue 19: the warm list at 100,000 entries peaks at 100 MB at most (the index cache is
# mapped, and only its front part, what a list reads, is touched).
warm_limit_mb = {100000: 100}
print("| peak memory of `kept list diary --limit 10` | entries | warm cache | no cache | warm target |")
print("| --- | ---: | ---: | ---: | --- |")
for size in sizes:
    peaks = []
    for when in ("warm", "cold"):
        try:
            text = open(os.path.join(results, f"{size}--rss-{when}.txt")).read()
            kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
            peaks.append(kb / 1024)
        except (OSError, AttributeError):
            peaks.append(None)
    limit = warm_limit_mb.get(int(size))
    target = "—" if limit is None or peaks[0] is None else f"≤ {limit} MB: {'met' if peaks[0] <= limit else 'NOT MET'}"
    shown = [f"{mb:.0f} MB" if mb is not None else "—" for mb in peaks]
    print(f"| | {int(size):,} | {shown[0]} | {shown[1]} | {target} |")
