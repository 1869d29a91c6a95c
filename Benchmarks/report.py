"""Turns package-benchmark's JMH export into the ratio table; see ./run."""

import glob
import json
import os
import sys

PREFIX = "package.benchmark.CoreBenchmarks."
SCALE = 1000  # operations per measured iteration (scalingFactor .kilo)
TOLERANCE = 0.20  # a ratio more than 20% above its threshold is a regression

# Targets from issue 6, as (ratio key, limit, description).
TARGETS = {
    "a.publish-send-1-sub": {"floor": 1.5, "oc": 0.5, "mallocs": 0},
    "b.publish-send-10-subs": {"floor": 1.3, "oc": 0.2, "mallocs": 0},
    "c.map-filter-map-1-sub": {"oc": 0.5, "mallocs": 0},
    "d.subscribe-dispose": {"oc": 0.5},
    "d.subscribe-dispose-100k-live": {"oc": 0.5},
    "e.behavior-send-1-sub": {"oc": 0.5, "mallocs": 0},
    "f.bytes-per-live-subscription": {"oc": 0.5},
    "h.flatMapLatest-switch": {"oc": 0.5},
    "i.share-replay-1-fanout-10": {"oc": 0.5},
}


def load(directory):
    results = {}
    for path in glob.glob(os.path.join(directory, "*.json")):
        with open(path) as handle:
            for element in json.load(handle):
                name = element["benchmark"]
                if name.startswith(PREFIX):
                    name = name[len(PREFIX):]
                case, _, impl = name.rpartition(":")
                metrics = {}
                for key, metric in element["secondaryMetrics"].items():
                    p50 = metric["scorePercentiles"]["50.0"]
                    if "wall clock" in key.lower():
                        metrics["ns"] = p50  # JMH divides time by 1000: ns per operation
                    elif key.lower().startswith("malloc (total)"):
                        metrics["mallocs"] = p50 / SCALE
                    elif "free" in key.lower() and "bytes" in key.lower():
                        # memoryLeakedBytes: bytes malloc'd minus bytes freed
                        metrics["bytes"] = p50 / SCALE
                results.setdefault(case, {})[impl] = metrics
    return results


def ratio(results, case, impl, other, metric="ns"):
    try:
        return results[case][impl][metric] / results[case][other][metric]
    except (KeyError, ZeroDivisionError):
        return None


def fmt(value, digits=2):
    return "–" if value is None else f"{value:.{digits}f}"


def compute(results):
    """The table rows, the ratios compared with thresholds.json, the target misses, and the
    two headline ratios (cross-module, O(1))."""
    ratios = {}
    misses = []
    rows = []
    for case in sorted(results):
        impls = results[case]
        if "ErrorFlow" not in impls:
            continue
        ef = impls["ErrorFlow"]
        metric = "bytes" if case.startswith("f.") else "ns"
        vs_floor = ratio(results, case, "ErrorFlow", "Floor", metric)
        vs_oc = ratio(results, case, "ErrorFlow", "OpenCombine", metric)
        mallocs = ef.get("mallocs")
        oc_mallocs = impls.get("OpenCombine", {}).get("mallocs")
        for key, value in (("floor", vs_floor), ("oc", vs_oc)):
            if value is not None:
                ratios[f"{case} ErrorFlow/{'Floor' if key == 'floor' else 'OpenCombine'}"] = value
        if mallocs is not None and metric == "ns":
            ratios[f"{case} ErrorFlow mallocs/event"] = mallocs
        target = TARGETS.get(case, {})
        verdict = []
        if "floor" in target and vs_floor is not None and vs_floor > target["floor"]:
            verdict.append(f"floor {vs_floor:.2f}× > {target['floor']}×")
        if "oc" in target and vs_oc is not None and vs_oc > target["oc"]:
            verdict.append(f"vs OpenCombine {1 / vs_oc:.1f}× faster < {1 / target['oc']:.0f}×")
        if "mallocs" in target and mallocs is not None and mallocs > target["mallocs"]:
            verdict.append(f"{mallocs:.2f} mallocs/event > 0")
        if case.startswith("f.") and ef.get("bytes", 0) > 128:
            verdict.append(f"{ef['bytes']:.0f} B > 128 B")
        misses += [f"{case}: {v}" for v in verdict]
        unit = "B/sub" if metric == "bytes" else "ns"
        rows.append([
            case,
            f"{fmt(ef.get(metric), 1)} {unit}",
            fmt(impls.get("Floor", {}).get(metric), 1),
            fmt(impls.get("OpenCombine", {}).get(metric), 1),
            fmt(vs_floor),
            fmt(vs_oc),
            fmt(None if vs_oc in (None, 0) else 1 / vs_oc, 1),
            fmt(mallocs, 2) if metric == "ns" else "–",
            fmt(oc_mallocs, 2) if metric == "ns" else "–",
            "ok" if not verdict else "MISS",
        ])
    cross = ratio(results, "a.publish-send-1-sub", "ErrorFlow", "InModule")
    if cross is not None:
        ratios["a.publish-send-1-sub ErrorFlow/InModule"] = cross
        if cross > 1.3:
            misses.append(f"cross-module: ErrorFlow ÷ in-module copy {cross:.2f}× > 1.3×")
    big = results.get("d.subscribe-dispose-100k-live", {}).get("ErrorFlow", {}).get("ns")
    small = results.get("d.subscribe-dispose", {}).get("ErrorFlow", {}).get("ns")
    o1 = big / small if big and small else None
    if o1 is not None:
        ratios["d subscribe+dispose 100k live / 0 live"] = o1
        if o1 > 2:
            misses.append(f"d: 100k live ÷ 0 live {o1:.2f}× > 2×")
    return rows, ratios, misses, cross, o1


def cases_of(key):
    """The benchmark cases a thresholds.json key depends on."""
    if key.startswith("d subscribe+dispose"):
        return ["d.subscribe-dispose", "d.subscribe-dispose-100k-live"]
    return [key.split(" ")[0]]


def main():
    # report.py FIRST_RUN_DIR THRESHOLDS UPDATE [RE-RUN_DIR ...]
    directory, thresholds_path, update = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
    reruns = sys.argv[4:]
    results = load(directory)
    if not results:
        sys.exit("no benchmark results found")
    rows, ratios, misses, cross, o1 = compute(results)

    header = ["case", "ErrorFlow", "floor", "OpenCombine", "EF÷floor", "EF÷OC", "OC÷EF",
              "EF mallocs/ev", "OC mallocs/ev", "targets"]
    if not reruns:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---" for _ in header) + "|")
        for row in rows:
            print("| " + " | ".join(row) + " |")
        print()
        print(f"cross-module (a): ErrorFlow ÷ in-module copy = {fmt(cross)}× (target ≤ 1.3×)")
        print(f"O(1) subscribe+dispose: 100k live ÷ 0 live = {fmt(o1)}× (target ≤ 2×)")
        print("times: median ns per operation; f: net bytes per live subscription")
        if misses:
            print("\ntargets missed:")
            for miss in misses:
                print(f"  - {miss}")

    if update:
        with open(thresholds_path, "w") as handle:
            json.dump({"tolerance": TOLERANCE, "ratios": {k: round(v, 3) for k, v in ratios.items()}},
                      handle, indent=2,
                      sort_keys=True)
            handle.write("\n")
        print(f"\nwrote {thresholds_path}")
        return
    if not os.path.exists(thresholds_path):
        print(f"\nno {thresholds_path}: nothing to compare (run with --update-thresholds)")
        return
    with open(thresholds_path) as handle:
        thresholds = json.load(handle)
    tolerance = thresholds.get("tolerance", TOLERANCE)
    # A ratio counts as regressed only if it is too high in the first run and in every re-run
    # of its case: ratios are compared within one run, and one noisy run is not a regression.
    best = dict(ratios)
    for rerun in reruns:
        _, rerun_ratios, _, _, _ = compute(load(rerun))
        for key, value in rerun_ratios.items():
            if key in best:
                best[key] = min(best[key], value)
    regressions = []
    regressed_cases = []
    for key, limit in sorted(thresholds["ratios"].items()):
        value = best.get(key)
        if value is None:
            continue
        allowed = limit * (1 + tolerance) + (0.01 if "mallocs" in key else 0)
        if value > allowed:
            regressions.append(f"{key}: {value:.3f} > {limit:.3f} + {tolerance:.0%}")
            regressed_cases += [c for c in cases_of(key) if c not in regressed_cases]
    if regressions:
        with open(os.path.join(directory, "regressed.txt"), "w") as handle:
            handle.write("\n".join(regressed_cases) + "\n")
        runs = f", in the first run and {len(reruns)} re-run{'s' if len(reruns) != 1 else ''}"
        print(f"\nREGRESSIONS (more than {tolerance:.0%} above thresholds.json"
              f"{runs if reruns else ''}):")
        for line in regressions:
            print(f"  - {line}")
        sys.exit(1)
    if reruns:
        print(f"\nre-ran the cases above their threshold {len(reruns)} time(s): within "
              f"{tolerance:.0%} of {thresholds_path} now (the first run was noise)")
        return
    print(f"\nno ratio regressed by more than {tolerance:.0%} against {thresholds_path}")

if __name__ == "__main__":
    main()
