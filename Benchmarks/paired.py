#!/usr/bin/env python3
"""Times two archlint builds and the `cat` floor side by side, in alternating rounds, and prints a Markdown table.

Usage: paired.py RUNS OLD_LABEL OLD_BINARY NEW_LABEL NEW_BINARY NAME=FOLDER...

For each folder: one warm-up run of each command, then RUNS rounds of the three commands (the floor, `archlint lint
FOLDER --format json --output /dev/null --quiet` with the old build, with the new one), the order turning by one
each round so that no command always runs first or last. Wall time is measured around each run, CPU time (user +
system) from the run's own resource usage. Each figure is the median of the rounds, with the 10th–90th percentile
spread; ratios are medians of the per-round ratios, so that the drift of a shared machine falls on both sides of
each one.
"""

import os
import statistics
import subprocess
import sys
import time


def run(command):
    """(wall seconds, CPU seconds) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"paired.py: {' '.join(command)} failed ({os.waitstatus_to_exitcode(status)})")
    return wall, usage.ru_utime + usage.ru_stime


def percentile(values, fraction):
    ordered = sorted(values)
    position = fraction * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def main():
    if len(sys.argv) < 7:
        sys.exit(__doc__)
    runs = int(sys.argv[1])
    old_label, old_binary, new_label, new_binary = sys.argv[2:6]
    targets = [argument.split("=", 1) for argument in sys.argv[6:]]
    print("| folder | command | wall s | wall spread (p10–p90) | CPU s | × `cat` floor (wall) |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    summaries = []
    for name, folder in targets:
        floor = ["sh", "-c", f"find '{folder}' -type f -name '*.swift' -print0 | xargs -0 cat > /dev/null"]
        lint = ["lint", folder, "--format", "json", "--output", "/dev/null", "--quiet"]
        commands = [("`cat` floor", floor), (old_label, [old_binary] + lint), (new_label, [new_binary] + lint)]
        for _, command in commands:
            run(command)
        samples = {label: [] for label, _ in commands}
        for round_number in range(runs):
            turn = round_number % len(commands)
            for label, command in commands[turn:] + commands[:turn]:
                samples[label].append(run(command))
        floor_walls = [wall for wall, _ in samples["`cat` floor"]]
        for label, _ in commands:
            walls = [wall for wall, _ in samples[label]]
            cpus = [cpu for _, cpu in samples[label]]
            over_floor = "" if label == "`cat` floor" else \
                f"{statistics.median(w / f for w, f in zip(walls, floor_walls)):.2f}×"
            print(f"| {name} | {label} | {statistics.median(walls):.3f} | "
                  f"{percentile(walls, 0.1):.3f}–{percentile(walls, 0.9):.3f} | {statistics.median(cpus):.3f} | "
                  f"{over_floor} |")
        old, new = samples[old_label], samples[new_label]
        wall_ratio = statistics.median(n[0] / o[0] for o, n in zip(old, new))
        cpu_ratio = statistics.median(n[1] / o[1] for o, n in zip(old, new))
        summaries.append(f"- {name}: {new_label} against {old_label}, median of the {runs} per-round ratios: "
                         f"wall {100 * (wall_ratio - 1):+.1f} %, CPU {100 * (cpu_ratio - 1):+.1f} %")
    print()
    for line in summaries:
        print(line)


if __name__ == "__main__":
    main()
