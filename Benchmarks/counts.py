"""Counts instructions per operation for every case with callgrind; see ./run and README.md.

counts.py EXECUTABLE OUT_JSON [REGEX] [JOBS]

For each case (BENCH_COUNT_CASE=list), runs the executable twice under callgrind, with N and
2N operations, instrumentation on only in the measured region, and records
(I(2N) - I(N)) / N: the instructions one operation costs, whatever the region costs once.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor


def environment(**extra):
    env = dict(os.environ)
    env["SWIFT_DETERMINISTIC_HASHING"] = "1"  # the same hash seeds in every run
    env.update(extra)
    return env


def list_cases(executable):
    out = subprocess.run([executable], env=environment(BENCH_COUNT_CASE="list"),
                         capture_output=True, text=True, check=True).stdout
    cases = []
    for line in out.splitlines():
        name, _, counted = line.partition("\t")
        if name and counted:
            cases.append((name, int(counted)))
    return cases


def instructions(executable, case, iterations, workdir):
    """Instructions executed in the measured region of one run of `case`."""
    path = os.path.join(workdir, f"{case.replace(':', '_')}.{iterations}.out")
    command = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
               f"--callgrind-out-file={path}", executable]
    result = subprocess.run(command, capture_output=True, text=True,
                            env=environment(BENCH_COUNT_CASE=case,
                                            BENCH_COUNT_ITERATIONS=str(iterations)))
    if result.returncode != 0:
        sys.exit(f"callgrind run of {case} ({iterations}) failed:\n{result.stderr[-3000:]}")
    total = None
    with open(path) as handle:
        for line in handle:
            if line.startswith("totals:"):
                total = int(line.split()[1])
    os.remove(path)
    if total is None:
        sys.exit(f"no totals in callgrind output of {case}")
    return total


def main():
    executable, out_path = sys.argv[1], sys.argv[2]
    pattern = re.compile(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    jobs = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    cases = [(c, n) for c, n in list_cases(executable) if not pattern or pattern.search(c)]
    if not cases:
        sys.exit("no case matches")
    runs = [(case, n, k * n) for case, n in cases for k in (1, 2)]
    with tempfile.TemporaryDirectory() as workdir, ThreadPoolExecutor(jobs) as pool:
        # valgrind 3.19 cannot read the DWARF 5 debug info Swift 6.3 writes ("Possibly
        # corrupted debuginfo file"): count on a copy without it (symbols stay).
        stripped = os.path.join(workdir, os.path.basename(executable))
        subprocess.run(["objcopy", "--strip-debug", executable, stripped], check=True)
        executable = stripped
        totals = list(pool.map(lambda r: instructions(executable, r[0], r[2], workdir), runs))
    result = {}
    for index, (case, n) in enumerate(cases):
        small, large = totals[2 * index], totals[2 * index + 1]
        result[case] = {"n": n, "instructions_n": small, "instructions_2n": large,
                        "per_op": (large - small) / n}
    with open(out_path, "w") as handle:
        json.dump(result, handle, indent=2, sort_keys=True)


if __name__ == "__main__":
    main()
