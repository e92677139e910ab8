#include "Docs.h"

#include "Cli.h"
#include "estimate/Workload.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Docs)
};

// The commands as `gpuplan --help` lists them: name and one-line summary.
QList<QPair<QString, QString>> mainCommands()
{
    QList<QPair<QString, QString>> commands;
    // "  estimate    memory per GPU, …": a command's line, in either language.
    static const QRegularExpression line(QStringLiteral("^  ([a-z]+) {2,}(\\S.*)$"));
    for (const QString& l : mainHelp().split(QLatin1Char('\n'))) {
        const auto m = line.match(l);
        if (m.hasMatch())
            commands.append({m.captured(1), m.captured(2).trimmed()});
    }
    return commands;
}

bool isCjk(QChar c)
{
    return c.unicode() >= 0x2E80 && c.unicode() <= 0xFFEF;
}

// Joins lines that Qt wrapped: no space between Chinese characters.
void appendWrapped(QString& text, const QString& more)
{
    if (text.isEmpty()) {
        text = more;
        return;
    }
    if (more.isEmpty())
        return;
    const bool tight = isCjk(text.back()) || isCjk(more.front());
    text += (tight ? QString() : QStringLiteral(" ")) + more;
}

// The options of a command as QCommandLineParser::helpText() lists them: "  -h, --help  Text" and its
// continuation lines, up to "Arguments:".
QList<QCommandLineOption> optionsFromHelp(const QString& help)
{
    QList<QCommandLineOption> options;
    QStringList names;
    QString valueName;
    QString description;
    auto flush = [&] {
        if (names.isEmpty())
            return;
        QCommandLineOption o(names, description, valueName);
        options.append(o);
        names.clear();
        valueName.clear();
        description.clear();
    };
    static const QRegularExpression head(
        QStringLiteral("^  (-[^ ]+(?:, -[^ ]+)*)(?: <([^>]+)>)?(?:  +(.*))?$"));
    bool inOptions = false;
    for (const QString& l : help.split(QLatin1Char('\n'))) {
        if (!inOptions) {
            // "Options:", or Qt's translation of it ("选项：")
            inOptions = !l.startsWith(QLatin1Char(' ')) &&
                        (l.endsWith(QLatin1Char(':')) || l.endsWith(QChar(0xFF1A))) &&
                        l.count(QLatin1Char(' ')) == 0;
            continue;
        }
        if (!l.startsWith(QLatin1Char(' '))) { // "Arguments:" or the end
            if (!l.isEmpty())
                break;
            continue;
        }
        const auto m = head.match(l);
        if (m.hasMatch()) {
            flush();
            for (QString n : m.captured(1).split(QStringLiteral(", "))) {
                while (n.startsWith(QLatin1Char('-')))
                    n.remove(0, 1);
                names << n;
            }
            valueName = m.captured(2);
            description = m.captured(3).trimmed();
        } else if (!names.isEmpty()) {
            appendWrapped(description, l.trimmed());
        }
    }
    flush();
    return options;
}

CommandDoc describe(const QString& name, const QString& summary, const QStringList& actions,
                    const std::function<int(Context&)>& call)
{
    QString text;
    QTextStream out(&text);
    QTextStream err(&text);
    Context ctx(out, err);
    CommandDoc doc;
    doc.name = name;
    doc.summary = summary;
    doc.actions = actions;
    ctx.describe = [&](const QString& usage, const QString& description, const QString& help) {
        doc.usage = usage.trimmed();
        doc.description = description;
        doc.options = optionsFromHelp(help);
    };
    call(ctx);
    return doc;
}

QString longName(const QCommandLineOption& o)
{
    for (const QString& n : o.names())
        if (n.size() > 1)
            return n;
    return o.names().value(0);
}

QStringList flags(const QCommandLineOption& o)
{
    QStringList f;
    for (const QString& n : o.names())
        f << (n.size() > 1 ? QStringLiteral("--") : QStringLiteral("-")) + n;
    return f;
}

// Single quotes for the shell.
QString shQuote(const QString& s)
{
    QString q = s;
    q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

// Text for troff: backslashes, a leading dot or quote, and hyphens in option names.
QString roff(const QString& s)
{
    QString r = s;
    r.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    r.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    // Chinese has no spaces: a break point (\:) after each character lets groff fill and wrap it.
    QString broken;
    broken.reserve(r.size() * 2);
    for (qsizetype i = 0; i < r.size(); ++i) {
        broken += r[i];
        if (isCjk(r[i]) && i + 1 < r.size() && r[i + 1] != QLatin1Char('\n'))
            broken += QStringLiteral("\\:");
    }
    r = broken;
    QStringList lines = r.split(QLatin1Char('\n'));
    for (QString& l : lines)
        if (l.startsWith(QLatin1Char('.')) || l.startsWith(QLatin1Char('\'')))
            l.prepend(QStringLiteral("\\&"));
    return lines.join(QLatin1Char('\n'));
}

// --json, --lang, --database and --help: every command has them (parseCommand).
bool isGlobal(const QCommandLineOption& o)
{
    static const QStringList names{QStringLiteral("json"), QStringLiteral("lang"), QStringLiteral("database"),
                                   QStringLiteral("help")};
    return names.contains(longName(o));
}

QString manOptions(const QList<QCommandLineOption>& options)
{
    QString s;
    for (const QCommandLineOption& o : options) {
        QStringList f = flags(o);
        for (QString& x : f)
            x = QStringLiteral("\\fB") + roff(x) + QStringLiteral("\\fR");
        QString head = f.join(QStringLiteral(", "));
        if (!o.valueName().isEmpty())
            head += QStringLiteral(" \\fI") + roff(o.valueName()) + QStringLiteral("\\fR");
        s += QStringLiteral(".TP\n") + head + QLatin1Char('\n') + roff(o.description()) + QLatin1Char('\n');
    }
    return s;
}

QString completionWords(const QList<QCommandLineOption>& options)
{
    QStringList words;
    for (const QCommandLineOption& o : options)
        words << flags(o);
    return words.join(QLatin1Char(' '));
}

} // namespace

QList<CommandDoc> describeCommands()
{
    QList<CommandDoc> docs;
    for (const auto& [name, summary] : mainCommands()) {
        const QStringList args{name};
        if (name == QLatin1String("report")) {
            for (const QString& what :
                 {QStringLiteral("checklist"), QStringLiteral("quotes"), QStringLiteral("plan")})
                docs << describe(QStringLiteral("report ") + what, summary, {}, [what](Context& c) {
                    return runReport(c, {QStringLiteral("report"), what});
                });
            continue;
        }
        const auto entry = std::find_if(commandTable().begin(), commandTable().end(),
                                        [&name = name](const CommandEntry& c) { return c.name == name; });
        if (entry == commandTable().end()) {
            // A command added to the help but not to the table: described by its summary alone, and the test
            // that compares the completion with `gpuplan COMMAND --help` fails.
            CommandDoc d;
            d.name = name;
            d.summary = summary;
            docs << d;
            continue;
        }
        docs << describe(name, summary, entry->actions,
                         [args, run = entry->run](Context& c) { return run(c, args); });
        if (name == QLatin1String("quotes"))
            docs << describe(QStringLiteral("quotes rank"), summary, {}, [](Context& c) {
                return runQuotes(c, {QStringLiteral("quotes"), QStringLiteral("rank")});
            });
    }
    return docs;
}

QStringList optionValues(const QString& command, const QString& option)
{
    // The one option whose values differ between commands.
    if (option == QLatin1String("sort") && command.startsWith(QLatin1String("quotes")) &&
        command != QLatin1String("quotes rank"))
        return {QStringLiteral("price"), QStringLiteral("date"), QStringLiteral("provider"),
                QStringLiteral("gpu")};
    // Fixed sets of values; tst_docs checks that each is named in the option's own help text.
    static const QHash<QString, QStringList> values{
        {QStringLiteral("lang"), {QStringLiteral("zh"), QStringLiteral("en"), QStringLiteral("both")}},
        {QStringLiteral("method"),
         {QStringLiteral("inference"), QStringLiteral("lora"), QStringLiteral("qlora"),
          QStringLiteral("full"), QStringLiteral("pretrain"), QStringLiteral("serve")}},
        {QStringLiteral("optimizer"),
         {QStringLiteral("adamw"), QStringLiteral("adamw8bit"), QStringLiteral("sgd"),
          QStringLiteral("adafactor")}},
        {QStringLiteral("recompute"),
         {QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full")}},
        {QStringLiteral("network"), {QStringLiteral("rdma"), QStringLiteral("ethernet")}},
        {QStringLiteral("stack"), stackNames().split(QStringLiteral(", "))},
        {QStringLiteral("sort"),
         {QStringLiteral("recommended"), QStringLiteral("fastest"), QStringLiteral("fewest"),
          QStringLiteral("cheapest")}}, // plan
        {QStringLiteral("tier"),
         {QStringLiteral("entry"), QStringLiteral("advanced"), QStringLiteral("flagship")}},
        {QStringLiteral("paper"), {QStringLiteral("a4"), QStringLiteral("letter")}},
    };
    return values.value(option);
}

bool optionTakesFile(const QCommandLineOption& option)
{
    static const QStringList fileValues{QStringLiteral("FILE"), QStringLiteral("PATH"),
                                        QStringLiteral("PNG"),  QStringLiteral("PDF"),
                                        QStringLiteral("XLSX"), QStringLiteral("DIR")};
    return fileValues.contains(option.valueName());
}

QString bashCompletion()
{
    const QList<CommandDoc> docs = describeCommands();
    QStringList commands;
    for (const CommandDoc& d : docs)
        if (!d.name.contains(QLatin1Char(' ')))
            commands << d.name;
        else if (d.name.startsWith(QLatin1String("report ")) && !commands.contains(QLatin1String("report")))
            commands << QStringLiteral("report"); // described per document, completed as one command
    QString s;
    QTextStream t(&s);
    t << "# bash completion for gpuplan and gpu-rental-planner -*- shell-script -*-\n"
         "# Generated by gpuplan_docs from the programs' own option definitions; do not edit.\n\n"
         "_gpuplan()\n{\n"
         "    local cur prev words cword\n"
         "    _init_completion || return\n"
         "    local cmd=\"\" sub=\"\" i\n"
         "    for ((i = 1; i < cword; i++)); do\n"
         "        case \"${words[i]}\" in\n"
         "            -*) ;;\n"
         "            *) if [[ -z $cmd ]]; then cmd=${words[i]}; elif [[ -z $sub ]]; then sub=${words[i]}; "
         "fi ;;\n"
         "        esac\n"
         "    done\n";
    t << "    if [[ -z $cmd ]]; then\n"
         "        COMPREPLY=($(compgen -W "
      << shQuote(commands.join(QLatin1Char(' ')) + QStringLiteral(" --help --version --lang"))
      << " -- \"$cur\"))\n"
         "        return\n"
         "    fi\n"
         "    local key=$cmd\n"
         "    [[ $cmd == report || ( $cmd == quotes && $sub == rank ) ]] && [[ -n $sub ]] && key=\"$cmd "
         "$sub\"\n"
         "    case \"$key\" in\n";
    for (const CommandDoc& d : docs) {
        t << "        " << shQuote(d.name) << ")\n";
        // Values of the options that take one.
        t << "            case \"$prev\" in\n";
        for (const QCommandLineOption& o : d.options) {
            if (o.valueName().isEmpty())
                continue;
            const QString n = longName(o);
            const QStringList values = optionValues(d.name, n);
            if (optionTakesFile(o))
                t << "                --" << n << ") _filedir; return ;;\n";
            else if (!values.isEmpty())
                t << "                --" << n << ") COMPREPLY=($(compgen -W "
                  << shQuote(values.join(QLatin1Char(' '))) << " -- \"$cur\")); return ;;\n";
            else
                t << "                --" << n << ") return ;;\n";
        }
        t << "            esac\n";
        const QString words = completionWords(d.options);
        t << "            if [[ $cur == -* ]]; then\n"
             "                COMPREPLY=($(compgen -W "
          << shQuote(words) << " -- \"$cur\"))\n";
        if (!d.actions.isEmpty())
            t << "            elif [[ -z $sub ]]; then\n"
                 "                COMPREPLY=($(compgen -W "
              << shQuote(d.actions.join(QLatin1Char(' '))) << " -- \"$cur\"))\n";
        t << "            else\n"
             "                _filedir\n"
             "            fi\n"
             "            ;;\n";
    }
    t << "        report)\n"
         "            COMPREPLY=($(compgen -W 'checklist quotes plan' -- \"$cur\"))\n"
         "            ;;\n"
         "    esac\n"
         "} && complete -F _gpuplan gpuplan\n\n";
    t << "_gpu_rental_planner()\n{\n"
         "    local cur prev words cword\n"
         "    _init_completion || return\n"
         "    case \"$prev\" in\n";
    for (const QCommandLineOption& o : desktopOptions()) {
        const QString n = longName(o);
        if (optionTakesFile(o))
            t << "        --" << n << ") _filedir; return ;;\n";
        else if (n == QLatin1String("lang"))
            t << "        --lang) COMPREPLY=($(compgen -W 'zh en' -- \"$cur\")); return ;;\n";
        else
            t << "        --" << n << ") return ;;\n";
    }
    t << "    esac\n"
         "    if [[ $cur == -* ]]; then\n"
         "        COMPREPLY=($(compgen -W "
      << shQuote(completionWords(desktopOptions()) + QStringLiteral(" --help --version"))
      << " -- \"$cur\"))\n"
      << "    else\n"
         "        _filedir '@(gpuplan|csv|txt|log)'\n"
         "    fi\n"
         "} && complete -F _gpu_rental_planner gpu-rental-planner\n";
    return s;
}

QString zshCompletion()
{
    const QList<CommandDoc> docs = describeCommands();
    // zsh's _arguments specs: '--name[description]:value:action'
    auto spec = [](const QString& command, const QCommandLineOption& o) {
        QString desc = o.description().section(QLatin1Char('.'), 0, 0);
        desc.replace(QLatin1Char('['), QLatin1Char('(')).replace(QLatin1Char(']'), QLatin1Char(')'));
        desc.replace(QLatin1Char('\''), QLatin1Char(' ')).replace(QLatin1Char(':'), QLatin1Char(' '));
        QStringList out;
        for (const QString& f : flags(o)) {
            QString s = f + QLatin1Char('[') + desc + QLatin1Char(']');
            if (!o.valueName().isEmpty()) {
                const QStringList values = optionValues(command, longName(o));
                QString action;
                if (optionTakesFile(o))
                    action = QStringLiteral("_files");
                else if (!values.isEmpty())
                    action = QLatin1Char('(') + values.join(QLatin1Char(' ')) + QLatin1Char(')');
                else
                    action = QStringLiteral(" ");
                QString v = o.valueName();
                v.replace(QLatin1Char(':'), QLatin1Char(' '));
                s += QLatin1Char(':') + v + QLatin1Char(':') + action;
            }
            out << QLatin1Char('\'') + s + QLatin1Char('\'');
        }
        return out.join(QLatin1Char(' '));
    };
    QString s;
    QTextStream t(&s);
    t << "#compdef gpuplan gpu-rental-planner\n"
         "# zsh completion for gpuplan and gpu-rental-planner.\n"
         "# Generated by gpuplan_docs from the programs' own option definitions; do not edit.\n\n";
    t << "_gpu_rental_planner() {\n    _arguments -s '--help[Show help]' '--version[Show the version]'";
    for (const QCommandLineOption& o : desktopOptions())
        t << " \\\n        " << spec(QStringLiteral("gpu-rental-planner"), o);
    t << " \\\n        '*:file:_files -g \"*.(gpuplan|csv|txt|log)\"'\n}\n\n";
    t << "_gpuplan() {\n"
         "    local -a commands\n"
         "    commands=(\n";
    for (const CommandDoc& d : docs)
        if (!d.name.contains(QLatin1Char(' ')))
            t << "        "
              << shQuote(d.name + QLatin1Char(':') +
                         QString(d.summary).replace(QLatin1Char(':'), QLatin1Char(' ')))
              << "\n";
    t << "    )\n"
         "    if (( CURRENT == 2 )); then\n"
         "        _describe -t commands 'gpuplan command' commands\n"
         "        return\n"
         "    fi\n"
         "    local key=${words[2]}\n"
         "    if [[ ( $key == report || ( $key == quotes && ${words[3]} == rank ) ) && CURRENT -gt 3 ]]; "
         "then\n"
         "        key=\"$key ${words[3]}\"\n"
         "    fi\n"
         "    case $key in\n";
    for (const CommandDoc& d : docs) {
        t << "        " << shQuote(d.name) << ")\n            _arguments -s";
        for (const QCommandLineOption& o : d.options)
            t << " \\\n                " << spec(d.name, o);
        if (!d.actions.isEmpty())
            t << " \\\n                '1:action:(" << d.actions.join(QLatin1Char(' ')) << ")'";
        t << " \\\n                '*:file:_files'\n            ;;\n";
    }
    t << "        report)\n            _arguments '1:report:(checklist quotes plan)'\n            ;;\n"
         "    esac\n"
         "}\n\n"
         "case $service in\n"
         "    gpu-rental-planner) _gpu_rental_planner \"$@\" ;;\n"
         "    *) _gpuplan \"$@\" ;;\n"
         "esac\n";
    return s;
}

QString manPage(const QString& program, const QString& version, const QString& date)
{
    QString s;
    QTextStream t(&s);
    const bool desktop = program == QLatin1String("gpu-rental-planner");
    t << ".\\\" Generated by gpuplan_docs from the program's own option definitions; do not edit.\n"
      << ".TH " << roff(program).toUpper() << " 1 \"" << date << "\" \"" << roff(program) << ' ' << version
      << "\" \"" << roff(Tr::tr("GPU Rental Planner")) << "\"\n";
    t << ".ad l\n"; // left-adjusted: Chinese lines cannot be justified by stretching spaces
    t << ".SH " << roff(Tr::tr("NAME")) << '\n';
    t << roff(program) << " \\- "
      << roff(desktop ? Tr::tr("plan and quote GPU rentals: the desktop application")
                      : Tr::tr("plan and quote GPU rentals from the command line"))
      << '\n';
    t << ".SH " << roff(Tr::tr("SYNOPSIS")) << '\n';
    if (desktop) {
        t << ".B gpu-rental-planner\n[\\fIOPTIONS\\fR] [\\fIFILE\\fR]\n";
        t << ".SH " << roff(Tr::tr("DESCRIPTION")) << '\n'
          << roff(Tr::tr(
                 "The desktop application of GPU Rental Planner: the plan area (configurations, cost over "
                 "time, the buyer's statements), the planning wizard, vendor quotes, contract and "
                 "acceptance checklists, the GPU catalog and the quick estimate, in Chinese and English."))
          << '\n'
          << ".PP\n"
          << roff(Tr::tr("FILE may be a saved plan (.gpuplan), which is opened; a quote CSV file, which is "
                         "previewed for import into the quotes area; or an acceptance report written by the "
                         "acceptance script, which is checked against a quote's contract on the checklists "
                         "area. Nothing is written without the user's confirmation."))
          << '\n';
        t << ".SH " << roff(Tr::tr("OPTIONS")) << '\n';
        QList<QCommandLineOption> options = desktopOptions();
        options.prepend(
            QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, Tr::tr("Show this help.")));
        options.append(QCommandLineOption({QStringLiteral("v"), QStringLiteral("version")},
                                          Tr::tr("Show the version.")));
        t << manOptions(options);
    } else {
        t << ".B gpuplan\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR]\n";
        t << ".SH " << roff(Tr::tr("DESCRIPTION")) << '\n'
          << roff(
                 Tr::tr("The command line of GPU Rental Planner, over the same core as the desktop "
                        "application: memory per GPU, the configurations that can run a job, their time and "
                        "cost under every way of renting, vendor quotes, contract and acceptance checklists, "
                        "and PDF and Excel reports. Every command takes --help, --json, --lang zh|en and "
                        "--database PATH."))
          << '\n';
        t << ".SH " << roff(Tr::tr("COMMANDS")) << '\n';
        for (const CommandDoc& d : describeCommands()) {
            t << ".SS " << roff(QStringLiteral("gpuplan ") + d.name) << '\n';
            if (!d.name.contains(QLatin1Char(' ')))
                t << roff(d.summary) << '\n' << ".PP\n";
            if (!d.usage.isEmpty()) {
                t << ".nf\n" << roff(d.usage) << "\n.fi\n";
            }
            if (!d.description.isEmpty())
                t << ".PP\n.nf\n" << roff(d.description) << "\n.fi\n";
            QList<QCommandLineOption> own;
            for (const QCommandLineOption& o : d.options)
                if (!isGlobal(o))
                    own << o;
            if (!own.isEmpty())
                t << ".PP\n" << roff(Tr::tr("Options:")) << '\n' << manOptions(own);
        }
        // The options every command takes, once.
        const QList<CommandDoc> all = describeCommands();
        QList<QCommandLineOption> global;
        for (const QCommandLineOption& o : all.value(0).options)
            if (isGlobal(o))
                global << o;
        t << ".SH " << roff(Tr::tr("GLOBAL OPTIONS")) << '\n' << manOptions(global);
        t << ".SH " << roff(Tr::tr("EXIT STATUS")) << '\n'
          << ".TP\n.B 0\n"
          << roff(Tr::tr("done")) << '\n'
          << ".TP\n.B 1\n"
          << roff(Tr::tr("failed (for acceptance check: a check failed)")) << '\n'
          << ".TP\n.B 2\n"
          << roff(Tr::tr("bad input; the message names the option and what is allowed")) << '\n';
        t << ".SH " << roff(Tr::tr("EXAMPLES")) << '\n'
          << ".nf\n"
          << roff(QStringLiteral(
                 "gpuplan estimate --model llama-2-70b --method lora --gpu A100-80G-SXM --gpus 8 "
                 "--tokens 500M\n"
                 "gpuplan plan --model llama-2-70b --method lora --tokens 500M --deadline 3w "
                 "--budget 200000CNY --top 5\n"
                 "gpuplan quotes import quotes.csv\n"
                 "gpuplan acceptance script --quote 3 --out accept.sh"))
          << "\n.fi\n";
    }
    t << ".SH " << roff(Tr::tr("FILES")) << '\n'
      << ".TP\n.I ~/.local/share/gpu-rental-planner/gpu-rental-planner/gpuplan.sqlite\n"
      << roff(Tr::tr("The default database: quotes, checklists, saved plans, the user's GPU catalog."))
      << '\n'
      << ".TP\n.I ~/.config/gpu-rental-planner/gpu-rental-planner.conf\n"
      << roff(Tr::tr("The settings shared by the desktop application and the command line.")) << '\n';
    t << ".SH " << roff(Tr::tr("ENVIRONMENT")) << '\n'
      << ".TP\n.B LANG\n"
      << roff(Tr::tr("The language when none is set (zh_CN.* gives Chinese, anything else English)."))
      << '\n';
    t << ".SH " << roff(Tr::tr("SEE ALSO")) << '\n'
      << (desktop ? QStringLiteral(".BR gpuplan (1)\n") : QStringLiteral(".BR gpu-rental-planner (1)\n"))
      << ".PP\n"
      << roff(Tr::tr("The README in /usr/share/doc/gpu-rental-planner/ describes every figure's formula and "
                     "source."))
      << '\n';
    return s;
}

} // namespace gpuplan::cli
