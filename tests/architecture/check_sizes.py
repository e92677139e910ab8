#!/usr/bin/env python3
"""The house rules on the shape of the code, checked on every build:

- core leans one way: nothing in core/quotes includes the planner or storage, nothing in core/report
  includes storage, and nothing in core includes Qt Widgets;
- no production file (app/, core/, ui/) is over 600 lines and no function over 100, except those named
  below, each with its reason (they are to shrink, never to grow: the limit given is today's size).

A function is counted from its opening brace to its closing brace at the start of a line (clang-format puts
both there), so its signature and a constructor's initialiser list are left out.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
MAX_FILE = 600
MAX_FUNCTION = 100

# file → (lines at most, why it is still larger)
FILE_EXCEPTIONS = {
    "core/quotes/QuoteCsv.cpp": (700, "the column table (37 columns) and one parser"),
}
# "file:function" → (lines at most, why)
FUNCTION_EXCEPTIONS = {
    "app/cli/PlanCommand.cpp:runPlan": (135, "its options table (48 lines), then read → ask → save → print"),
    "app/cli/ChecklistCommand.cpp:runChecklist": (125, "its options table (50 lines), then five subcommands; templates and printing apart"),
    "core/acceptance/AcceptanceCheck.cpp:checkDelivery": (460, "14 sections, one per kind of evidence"),
    "core/acceptance/AcceptanceReport.cpp:parseDeliveryReport": (381, "one parser over the script's sections, each shape counted"),
    "core/quotes/QuoteCsv.cpp:parse": (320, "one parser over the column table"),
    "core/planner/RuleChecks.cpp:checkConfiguration": (300, "the seeds' 11 numbered rules and the export note, in order"),
    "core/planner/Matcher.cpp:match": (190, "the search: hardware × layout, then the Pareto set"),
    "core/planner/PlanRequest.cpp:fromJson": (175, "every field of the plan file checked"),
    "core/planner/QuoteRanking.cpp:rankQuotes": (165, "each quote weighed with its own terms"),
    "core/report/PlanReport.cpp:planDocument": (165, "the plan summary's sections in order"),
    "core/estimate/TimeEstimator.cpp:estimate": (155, "compute, communication and overlap, explained"),
    "ui/MainWindow.cpp:MainWindow": (215, "menus, actions and wiring"),
    "ui/plan/PlanInputs.cpp:PlanInputs": (190, "26 fields and their wiring"),
    "ui/plan/PlanPage.cpp:PlanPage": (125, "layout and wiring"),
    "app/cli/Cli.cpp:run": (115, "the global options and the command table"),
    "app/cli/CostCommand.cpp:quoteFromOptions": (105, "a quote's every term from options"),
    "app/cli/Docs.cpp:manPage": (110, "the man page's sections in order"),
    "core/catalog/GpuCatalog.cpp:fromCsv": (115, "every column of the catalog checked, each within its physical range"),
    "core/report/Reports.cpp:addComparison": (150, "the comparison table's rows in order (with the cost to the buyer)"),
    "ui/plan/ConfigurationModel.cpp:data": (120, "one switch over 12 columns and their roles"),
    "ui/quotes/QuoteTableModel.cpp:data": (110, "one switch over columns and roles"),
    "ui/plan/PlanInputsRequest.cpp:request": (113, "the form read into a request, field by field; a failed field is never read (else branches)"),
}

SIGNATURE = re.compile(r"([A-Za-z_][A-Za-z_0-9]*)\s*\(")


def functions(lines):
    """(name, first line, length) of each top-level function body."""
    out = []
    i = 0
    while i < len(lines):
        if lines[i] == "{" and i > 0:
            # The signature: the nearest line above that starts at the margin (an initialiser list is indented).
            j = i - 1
            while j > 0 and j >= i - 15 and (lines[j].startswith(" ") or "(" not in lines[j]):
                j -= 1
            sig = lines[j]
            start = i
            k = i + 1
            while k < len(lines) and lines[k] not in ("}", "};"):
                k += 1
            if k < len(lines) and lines[k] == "}":
                head = sig.split("(")[0].strip()
                name = re.split(r"[\s:*&]+", head)[-1] if head else "?"
                out.append((name, start + 1, k - start + 1))
            i = k + 1
            continue
        i += 1
    return out


def main():
    problems = []
    seen_files, seen_functions = {}, {}
    for path in sorted(ROOT.glob("core/**/*")):
        if path.suffix not in (".h", ".cpp"):
            continue
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        includes = re.findall(r'#include [<"]([^>"]+)[>"]', text)
        for inc in includes:
            if rel.startswith("core/quotes/") and (inc.startswith("planner/") or inc.startswith("storage/")):
                problems.append(f"{rel}: includes {inc} (quotes may not lean on the planner or storage)")
            if rel.startswith("core/report/") and inc.startswith("storage/"):
                problems.append(f"{rel}: includes {inc} (reports draw answers; they do not query)")
            if inc.startswith("QtWidgets") or inc in ("QWidget", "QChart", "QApplication"):
                problems.append(f"{rel}: includes {inc} (core never includes Widgets)")
    for folder in ("app", "core", "ui"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp"):
                continue
            rel = path.relative_to(ROOT).as_posix()
            lines = path.read_text(encoding="utf-8").split("\n")
            n = len(lines) - (1 if lines and lines[-1] == "" else 0)
            seen_files[rel] = n
            limit, _ = FILE_EXCEPTIONS.get(rel, (MAX_FILE, ""))
            if n > limit:
                problems.append(f"{rel}: {n} lines (at most {limit})")
            if path.suffix != ".cpp":
                continue
            for name, line, length in functions(lines):
                key = f"{rel}:{name}"
                seen_functions[key] = max(seen_functions.get(key, 0), length)
                limit, _ = FUNCTION_EXCEPTIONS.get(key, (MAX_FUNCTION, ""))
                if length > limit:
                    problems.append(f"{rel}:{line}: {name} has {length} lines (at most {limit})")
    # An exception that is no longer needed goes, so that it cannot grow back unnoticed.
    for key in FILE_EXCEPTIONS:
        if seen_files.get(key, 0) <= MAX_FILE:
            problems.append(f"{key}: the exception is no longer needed ({seen_files.get(key, 0)} lines); remove it")
    for key in FUNCTION_EXCEPTIONS:
        if seen_functions.get(key, 0) <= MAX_FUNCTION:
            problems.append(f"{key}: the exception is no longer needed ({seen_functions.get(key, 0)} lines); remove it")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s); the rules and their exceptions are in {__file__}")
        return 1
    print("layers and sizes: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
