#!/usr/bin/env python3
"""The house rules on the shape of the code, checked on every build:

- the front ends (app/, ui/) write the stored quotes through QuoteService, never through QuoteStore;
- core leans one way, floor by floor (FLOORS below, architecture-4 §1.4): a folder of core includes only
  folders on lower floors (and util, floor 0); nothing in core/quotes includes the planner or storage, nothing
  in core/report includes storage, and nothing in core includes Qt Widgets;
- no class has more than 700 lines of member-function bodies, however many files it is spread over
  (architecture-4 §2.3: partial classes passed the file rule), except those named below;
- no production file (app/, core/, ui/) is over 600 lines and no function over 100, except those named
  below, each with its reason (they are to shrink, never to grow: the limit given is today's size).

Limits only shrink, and both ways are checked (issue 59 item 4): a limit above its code's size is to be lowered
to it (so that a function that shrank cannot grow back unnoticed); and each limit is compared with the base's
(GPUPLAN_SIZE_BASE, a git revision; by default main when this is another branch, else the commit before this
one): a limit raised, or an exception added, fails. Outside a git checkout (a source package) that comparison
is skipped, and said.

A function is counted from its opening brace to its closing brace at the start of a line (clang-format puts
both there), so its signature and a constructor's initialiser list are left out.
"""
import ast
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
MAX_FILE = 600
MAX_FUNCTION = 100
MAX_CLASS = 700

# The floors of core, lowest first: a folder may include folders on lower floors only.
FLOORS = {
    "util": 0,
    "catalog": 1, "cost": 1,
    "estimate": 2, "quotes": 2,
    "checklist": 3, "tender": 3, "contract": 3,
    "acceptance": 4,
    "storage": 5, "files": 5,
    "planner": 6,
    "serving": 7,
    "report": 8, "service": 8,
}
# class → (lines of member-function bodies at most, why)
CLASS_EXCEPTIONS = {
    "MainWindow": (808, "menus and actions, plans, the database and the session, over three files: to shrink"),
}

# file → (lines at most, why it is still larger)
FILE_EXCEPTIONS = {
}
# "file:function" → (lines at most, why)
FUNCTION_EXCEPTIONS = {
    "app/cli/PlanCommand.cpp:runPlan": (123, "its options table (48 lines), then read → ask → save → print"),
    "app/cli/ChecklistCommand.cpp:runChecklist": (124, "its options table (50 lines), then five subcommands; templates and printing apart"),
    "core/acceptance/AcceptanceCheck.cpp:checkDelivery": (446, "14 sections, one per kind of evidence"),
    "core/acceptance/AcceptanceReport.cpp:parseDeliveryReport": (356, "one parser over the script's sections, each shape counted"),
    "app/cli/TenderCommand.cpp:runTender": (186, "one command's thirteen actions: to split into a function per action"),
    "core/tender/TenderScoring.cpp:scoreOffers": (116, "the two methods, the abnormal-price flag, ranks with ties and the weight sensitivity: to split"),
    "core/quotes/QuoteCsv.cpp:parse": (344, "one parser over the column table, for CSV text and workbook sheets alike"),
    "core/planner/RuleChecks.cpp:checkConfiguration": (220, "the seeds' 11 numbered rules and the export note, in order"),
    "core/planner/Matcher.cpp:match": (185, "the search: hardware × layout, then the Pareto set"),
    "core/planner/PlanRequest.cpp:fromJson": (174, "every field of the plan file checked"),
    "core/planner/QuoteRanking.cpp:rankQuotes": (158, "each quote weighed with its own terms"),
    "core/report/PlanReport.cpp:planDocument": (164, "the plan summary's sections in order"),
    "core/estimate/TimeEstimator.cpp:estimate": (147, "compute, communication and overlap, explained"),
    "ui/MainWindow.cpp:MainWindow": (182, "menus, actions and wiring"),
    "ui/plan/PlanInputs.cpp:PlanInputs": (181, "26 fields and their wiring"),
    "ui/plan/PlanPage.cpp:PlanPage": (109, "layout and wiring"),
    "app/cli/CostCommand.cpp:quoteFromOptions": (101, "a quote's every term from options"),
    "app/cli/Docs.cpp:manPage": (105, "the man page's sections in order"),
    "core/catalog/GpuCatalog.cpp:fromCsv": (115, "every column of the catalog checked, each within its physical range"),
    "core/report/Reports.cpp:addComparison": (135, "the comparison table's rows in order (with the cost to the buyer)"),
    "ui/plan/ConfigurationModel.cpp:data": (120, "one switch over 12 columns and their roles"),
    "ui/plan/PlanInputsRequest.cpp:request": (110, "the form read into a request, field by field; a failed field is never read (else branches)"),
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


def class_of(lines, line):
    """The class of the member function whose body starts at `line` (1-based), from its signature's
    qualified name ("QuotesPage::reload"); empty for a free function."""
    j = line - 2
    while j > 0 and j >= line - 17 and (lines[j].startswith(" ") or "(" not in lines[j]):
        j -= 1
    head = lines[j].split("(")[0].strip()
    token = head.split()[-1] if head else ""
    return token.rsplit("::", 1)[0].lstrip("*&") if "::" in token else ""


def git(*args):
    r = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def base_limits():
    """The exception tables of the base revision (name → dict), and the revision; None when there is none."""
    base = os.environ.get("GPUPLAN_SIZE_BASE")
    if not base:
        branch = (git("rev-parse", "--abbrev-ref", "HEAD") or "").strip()
        base = "main" if branch not in ("main", "HEAD", "") and git("rev-parse", "--verify", "-q", "main") else "HEAD~1"
    text = git("show", f"{base}:tests/architecture/check_sizes.py")
    if text is None:
        return None, base
    tables = {}
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name.endswith("_EXCEPTIONS") or name in ("MAX_FILE", "MAX_FUNCTION", "MAX_CLASS"):
                tables[name] = ast.literal_eval(node.value)
    return tables, base


def raised_limits(problems):
    """A limit above the base's, or an exception the base did not have, is a raise."""
    tables, base = base_limits()
    if tables is None:
        print(f"limits not compared: no base revision ({base}) in this checkout")
        return
    now = {"FILE_EXCEPTIONS": (FILE_EXCEPTIONS, "MAX_FILE", MAX_FILE),
           "FUNCTION_EXCEPTIONS": (FUNCTION_EXCEPTIONS, "MAX_FUNCTION", MAX_FUNCTION),
           "CLASS_EXCEPTIONS": (CLASS_EXCEPTIONS, "MAX_CLASS", MAX_CLASS)}
    for table, (current, default_name, default) in now.items():
        before = tables.get(table, {})
        if default > tables.get(default_name, default):
            problems.append(f"{default_name} raised from {tables[default_name]} to {default} since {base}")
        for key, (limit, _) in current.items():
            was = before.get(key, (tables.get(default_name, default), ""))[0]
            if limit > was:
                problems.append(f"{key}: its limit was raised from {was} to {limit} since {base}; limits only "
                                f"shrink: split it by responsibility instead")


def main():
    problems = []
    raised_limits(problems)
    seen_files, seen_functions, classes = {}, {}, {}
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
            here, there = rel.split("/")[1], inc.split("/")[0]
            if "/" in inc and there in FLOORS and here in FLOORS and here != there:
                if FLOORS[there] >= FLOORS[here]:
                    problems.append(f"{rel}: includes {inc} ({there} is on floor {FLOORS[there]}, not below "
                                    f"{here}'s {FLOORS[here]})")
        if rel.count("/") >= 2 and rel.split("/")[1] not in FLOORS:
            problems.append(f"{rel}: core/{rel.split('/')[1]} has no floor in FLOORS")
    # The front ends write the stored quotes through QuoteService, whose one rule refuses a read-only
    # database in one sentence (issue 36); they may still read through the store (a worker's own connection).
    for folder in ("app", "ui"):
        for path in sorted((ROOT / folder).rglob("*.cpp")):
            text = path.read_text(encoding="utf-8")
            for m in re.finditer(r"QuoteStore\([^)]*\)\.(\w+)\(|QuoteStore\s+(\w+)\(", text):
                method = m.group(1)
                if m.group(2) or method not in ("list", "get", "count"):
                    problems.append(f"{path.relative_to(ROOT).as_posix()}: writes through QuoteStore "
                                    f"({m.group(0)}…); write through QuoteService")
            for m in re.finditer(r"\b(replaceStoredQuote|editStoredQuote)\(", text):
                problems.append(f"{path.relative_to(ROOT).as_posix()}: {m.group(1)} called; write through "
                                f"QuoteService (replace, edit)")
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
                owner = class_of(lines, line)
                if owner:
                    classes[owner] = classes.get(owner, 0) + length
                key = f"{rel}:{name}"
                seen_functions[key] = max(seen_functions.get(key, 0), length)
                limit, _ = FUNCTION_EXCEPTIONS.get(key, (MAX_FUNCTION, ""))
                if length > limit:
                    problems.append(f"{rel}:{line}: {name} has {length} lines (at most {limit})")
    for owner, n in sorted(classes.items()):
        limit, _ = CLASS_EXCEPTIONS.get(owner, (MAX_CLASS, ""))
        if n > limit:
            problems.append(f"class {owner}: {n} lines of member functions (at most {limit})")
    for key in CLASS_EXCEPTIONS:
        if classes.get(key, 0) <= MAX_CLASS:
            problems.append(f"class {key}: the exception is no longer needed ({classes.get(key, 0)} lines); remove it")
    # An exception that is no longer needed goes, so that it cannot grow back unnoticed.
    for key in FILE_EXCEPTIONS:
        if seen_files.get(key, 0) <= MAX_FILE:
            problems.append(f"{key}: the exception is no longer needed ({seen_files.get(key, 0)} lines); remove it")
    for key in FUNCTION_EXCEPTIONS:
        if seen_functions.get(key, 0) <= MAX_FUNCTION:
            problems.append(f"{key}: the exception is no longer needed ({seen_functions.get(key, 0)} lines); remove it")
    # A limit above today's size is lowered to it: what shrank stays shrunk.
    for table, seen in ((FILE_EXCEPTIONS, seen_files), (FUNCTION_EXCEPTIONS, seen_functions),
                        (CLASS_EXCEPTIONS, classes)):
        for key, (limit, _) in table.items():
            if MAX_FUNCTION < seen.get(key, 0) < limit or (table is not FUNCTION_EXCEPTIONS and 0 < seen.get(key, 0) < limit):
                problems.append(f"{key}: {seen[key]} lines, below its limit of {limit}; lower the limit to {seen[key]}")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s); the rules and their exceptions are in {__file__}")
        return 1
    print("layers and sizes: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
