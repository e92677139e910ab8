#!/usr/bin/env python3
"""Every command and option the programs accept appears in the shell completions and the man pages.

What the programs accept is read from their own --help (every command, `quotes rank`, the three reports and the
desktop program); the generated files are those the build installs (packaging/generated). A command or option
added without the docs being regenerated from it — or a generator that misses one — fails here. The fixed value
sets the completions offer (--sort fastest …) must each be named in that option's help.

Usage: check_docs.py GPUPLAN GPU_RENTAL_PLANNER GENERATED_DIR
"""
import gzip
import os
import re
import subprocess
import sys

gpuplan, desktop, generated = sys.argv[1:4]
env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen")
failures = []


def run(*args):
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=60).stdout


def options(help_text):
    """{option: its help text} from a QCommandLineParser --help."""
    found, current = {}, None
    for line in help_text.splitlines():
        m = re.match(r"^  (-[^\s,]+(?:, -[^\s,]+)*)(?: <[^>]+>)?(?:\s+(.*))?$", line)
        if m:
            names = [n for n in m.group(1).split(", ") if n.startswith("--")]
            current = names[0] if names else None
            if current:
                found[current] = m.group(2) or ""
        elif current and line.startswith("    "):
            found[current] += " " + line.strip()
        elif not line.startswith(" "):
            current = None
    return found


bash = open(os.path.join(generated, "gpuplan.bash"), encoding="utf-8").read()
zsh = open(os.path.join(generated, "_gpuplan"), encoding="utf-8").read()
man = {}
for lang in ("en", "zh_CN"):
    for page in ("gpuplan", "gpu-rental-planner"):
        with gzip.open(os.path.join(generated, lang, page + ".1.gz"), "rt", encoding="utf-8") as f:
            man[(lang, page)] = f.read().replace("\\-", "-")

commands = re.findall(r"^  ([a-z]+)  +\S", run(gpuplan, "--help"), re.M)
if len(commands) < 10:
    failures.append("gpuplan --help lists only %d commands" % len(commands))
invocations = []
for c in commands:
    if c == "report":
        invocations += [["report", w] for w in ("checklist", "quotes", "plan")]
    else:
        invocations.append([c])
        if c == "quotes":
            invocations.append(["quotes", "rank"])

checked = 0
for inv in invocations:
    name = " ".join(inv)
    helptext = run(gpuplan, *inv, "--help")
    opts = options(helptext)
    if not opts:
        failures.append("gpuplan %s --help lists no option" % name)
    if not re.search(r"'%s'\)" % re.escape(name), bash):
        failures.append("bash completion has no case for '%s'" % name)
    for lang in ("en", "zh_CN"):
        if ".SS gpuplan %s\n" % name not in man[(lang, "gpuplan")]:
            failures.append("man page (%s) has no section for 'gpuplan %s'" % (lang, name))
    for opt, text in opts.items():
        checked += 1
        # bash: the option is among the words offered for this command
        case = re.search(r"'%s'\)\n(.*?)\n            ;;\n" % re.escape(name), bash, re.S)
        words = case and re.search(r"if \[\[ \$cur == -\* \]\]; then\n\s+COMPREPLY=\(\$\(compgen -W '([^']*)'",
                                   case.group(1))
        if not words or opt not in words.group(1).split():
            failures.append("bash completion of 'gpuplan %s' lacks %s" % (name, opt))
        if "'%s[" % opt not in zsh:
            failures.append("zsh completion lacks %s (gpuplan %s)" % (opt, name))
        for lang in ("en", "zh_CN"):
            if opt not in man[(lang, "gpuplan")]:
                failures.append("man page (%s) lacks %s (gpuplan %s)" % (lang, opt, name))
        # fixed value sets offered by the completion are named in the option's own help
        values = case and re.search(r"^                %s\) COMPREPLY=\(\$\(compgen -W '([^']*)'" % re.escape(opt), case.group(1), re.M)
        if values:
            for v in values.group(1).split():
                if v not in text and v.upper() not in helptext:
                    failures.append("%s offers '%s', which its help (%s) does not name" % (opt, v, text))

# Every command is offered at the first word, and every action a command's help lists (its indented "  action
# …" lines before "Options:") is offered at the second: ux-4 found `report`, `acceptance reports|withdraw`
# and `db history|copy` missing.
first = re.search(r"if \[\[ -z \$cmd \]\]; then\n\s+COMPREPLY=\(\$\(compgen -W '([^']*)'", bash)
for c in commands:
    if not first or c not in first.group(1).split():
        failures.append("bash completion does not offer the command '%s'" % c)
for c in commands:
    if c == "report":
        continue
    helptext = run(gpuplan, c, "--help").split("Options:")[0]
    listed = [w for w in re.findall(r"^  ([a-z][a-z-]*)(?= |$)", helptext, re.M)]
    case = re.search(r"'%s'\)\n(.*?)\n            ;;\n" % re.escape(c), bash, re.S)
    offered = case and re.search(r"elif \[\[ -z \$sub \]\]; then\n\s+COMPREPLY=\(\$\(compgen -W '([^']*)'",
                                 case.group(1))
    for action in listed:
        if not offered or action not in offered.group(1).split():
            failures.append("bash completion of 'gpuplan %s' does not offer the action '%s'" % (c, action))

desktop_opts = options(run(desktop, "--help"))
for opt in desktop_opts:
    checked += 1
    if opt in ("--help-all",):
        continue
    if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(opt), bash.split("_gpu_rental_planner()")[1]):
        failures.append("bash completion of gpu-rental-planner lacks %s" % opt)
    if "'%s[" % opt not in zsh.split("_gpuplan() {")[0]:
        failures.append("zsh completion of gpu-rental-planner lacks %s" % opt)
    for lang in ("en", "zh_CN"):
        if opt not in man[(lang, "gpu-rental-planner")]:
            failures.append("man page (%s) of gpu-rental-planner lacks %s" % (lang, opt))

# Self-check: the checker finds a missing option (it would pass on anything otherwise).
if options("Options:\n  --tier <TIER>  Only this tier.\n") != {"--tier": "Only this tier."}:
    failures.append("the help parser is broken")

for f in failures:
    print("FAIL:", f)
print("%d options of %d commands and the desktop program checked; %d problem(s)"
      % (checked, len(invocations), len(failures)))
sys.exit(1 if failures else 0)
