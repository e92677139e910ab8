#include "Cli.h"

#include "files/DataSources.h"
#include "storage/Database.h"

#include "storage/CatalogStore.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

QString mainHelp()
{
    return Tr::tr(
        "gpuplan — plan GPU rentals: memory, configurations, time and cost of large-model work\n"
        "\n"
        "Usage: gpuplan COMMAND [OPTIONS]\n"
        "\n"
        "Commands:\n"
        "  gpus        list the GPU catalog\n"
        "  models      list the model presets\n"
        "  estimate    memory per GPU, time and checks of one configuration\n"
        "  plan        search every configuration that can run a job and rank them\n"
        "  cost        price a job under every rental term; curves and the cheapest term by need\n"
        "  quotes      import, list and export vendor quotes\n"
        "  checklist   contract and acceptance checklists of quotes\n"
        "  acceptance  acceptance tests on delivery: the script for the servers and the check of its report\n"
        "  measurements  your own serving measurements, and the calibration they make of later estimates\n"
        "  contract    after the signature: the contract, each month's bill matched, outages and SLA "
        "credits\n"
        "  report      PDF and Excel: a quote's checklists, the quotes side by side\n"
        "  tender      a purchase: offers by round, evaluation, award and approval\n"
        "  db          check the database\n"
        "  settings    show or change the settings (hours per month, region, language)\n"
        "\n"
        "Global options: --json (machine-readable output), --lang zh|en, --database PATH.\n"
        "'gpuplan COMMAND --help' describes each command. Exit codes: 0 done, 1 failed, 2 bad input.\n");
}

namespace {
// An error as printed: a refused value of 100,000 characters is not echoed whole (reliability-4 F25).
QString bounded(const QString& message)
{
    constexpr int kLongest = 4000;
    return message.size() <= kLongest
               ? message
               : message.left(kLongest) + Tr::tr("… [%1 characters in all]").arg(message.size());
}
} // namespace

int Context::badInput(const Error& e)
{
    // The database failed (a lost connection, an error of its own): not the input (reliability-4 F16).
    if (e.field == QLatin1String("storage"))
        return failure(e.toString());
    // Errors about an input of the planning model name the option the user typed.
    const QString where = e.field.isEmpty() ? e.where : QStringLiteral("--") + e.field;
    m_err << QStringLiteral("gpuplan: ")
          << bounded(where.isEmpty() ? e.message : where + QStringLiteral(": ") + e.message) << Qt::endl;
    // Core's messages name no command; where a command lists what is allowed, the command line says which.
    if (e.field == QLatin1String("gpu"))
        m_err << QStringLiteral("gpuplan: ") << Tr::tr("'gpuplan gpus' lists the GPU catalog") << Qt::endl;
    else if (e.field == QLatin1String("model"))
        m_err << QStringLiteral("gpuplan: ") << Tr::tr("'gpuplan models' lists the model presets")
              << Qt::endl;
    return ExitBadInput;
}

int Context::writeRefused(const Status& s, const QString& option)
{
    if (s.error().field != QLatin1String("output"))
        return failure(s.error().toString());
    return badInput(Error{s.error().toString(), option, QString()});
}

int Context::openFailed(const Error& e)
{
    return e.field.isEmpty() ? failure(e.toString()) : badInput(e);
}

int Context::failure(const Error& e)
{
    return e.field == QLatin1String("database") ? badInput(e) : failure(e.toString());
}

int Context::failure(const QString& message)
{
    m_err << QStringLiteral("gpuplan: ") << bounded(message) << Qt::endl;
    return ExitFailure;
}

void Context::printJson(const QJsonObject& o)
{
    m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    m_out.flush();
}

void Context::printJsonList(const QJsonObject& rest, const QString& listKey, qsizetype count,
                            const std::function<QJsonObject(qsizetype)>& item)
{
    // Qt's indented form: members in key order, four spaces a level, the list's objects one level deeper.
    QStringList keys = rest.keys();
    keys << listKey;
    std::sort(keys.begin(), keys.end());
    const auto indented = [](const QByteArray& json, const QByteArray& pad) {
        QByteArray out;
        const QList<QByteArray> lines = json.trimmed().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i)
            out += (i == 0 ? QByteArray() : pad) + lines[i] + (i + 1 < lines.size() ? "\n" : "");
        return out;
    };
    m_out << "{\n";
    for (qsizetype k = 0; k < keys.size(); ++k) {
        const QString& key = keys[k];
        m_out << "    "
              << QString::fromUtf8(QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact))
                     .mid(1)
                     .chopped(1)
              << ": ";
        if (key == listKey) {
            if (count == 0) {
                m_out << "[\n    ]";
            } else {
                m_out << "[\n";
                for (qsizetype i = 0; i < count; ++i) {
                    m_out << "        "
                          << QString::fromUtf8(
                                 indented(QJsonDocument(item(i)).toJson(QJsonDocument::Indented), "        "))
                          << (i + 1 < count ? ",\n" : "\n");
                    if (i % 1000 == 999)
                        m_out.flush();
                }
                m_out << "    ]";
            }
        } else {
            const QByteArray wrapped =
                QJsonDocument(QJsonArray{rest.value(key)}).toJson(QJsonDocument::Indented);
            // "[\n    VALUE\n]\n": the value, its inner lines one level deeper than in the wrapper.
            const QByteArray value = wrapped.mid(wrapped.indexOf('\n') + 1).trimmed().chopped(1).trimmed();
            m_out << QString::fromUtf8(value);
        }
        m_out << (k + 1 < keys.size() ? ",\n" : "\n");
    }
    m_out << "}\n";
    m_out.flush();
}

int parseCommand(Context& ctx, Parser& parser, const QStringList& args, const QString& usage)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption({QStringLiteral("json"), Tr::tr("Print machine-readable JSON.")});
    parser.addOption({QStringLiteral("lang"),
                      Tr::tr("Language of the output: zh or en (reports: both by default, or both)."),
                      QStringLiteral("zh|en|both")});
    parser.addOption({QStringLiteral("database"),
                      Tr::tr("SQLite database file (default: in the user's data folder)."),
                      QStringLiteral("PATH")});
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Tr::tr("Show this help."));
    parser.addOption(help);
    if (ctx.describe) {
        ctx.describe(usage, parser.applicationDescription(), parser.helpText());
        return ExitOk;
    }
    if (!parser.parse(args))
        return ctx.badInput(QString(), parser.errorText());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        // Qt prints the program's own name; show the subcommand's usage instead.
        const qsizetype nl = text.indexOf(QLatin1Char('\n'));
        ctx.out() << usage << text.mid(nl);
        return ExitOk;
    }
    ctx.json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("database"))) {
        ctx.databasePath = parser.value(QStringLiteral("database"));
        // An empty --database would otherwise mean the user's real database.
        if (ctx.databasePath.trimmed().isEmpty())
            return ctx.badInput(QStringLiteral("--database"),
                                Tr::tr("no file name given; leave out --database to use the database in your "
                                       "data folder"));
    }
    return -1;
}

const QList<CommandEntry>& commandTable()
{
    auto words = [](const char* list) {
        return QString::fromLatin1(list).split(QLatin1Char(' '));
    };
    static const QList<CommandEntry> table = {
        {QStringLiteral("gpus"), runGpus, words("import")},
        {QStringLiteral("models"), runModels, {}},
        {QStringLiteral("estimate"), runEstimate, {}},
        {QStringLiteral("plan"), runPlan, {}},
        {QStringLiteral("cost"), runCost, {}},
        {QStringLiteral("quotes"), runQuotes, words("import list show export edit delete rank template")},
        {QStringLiteral("checklist"), runChecklist,
         words("templates create show set export template-set template-delete")},
        {QStringLiteral("tender"), runTender,
         words("create list show open close cancel fail invite offer clarify rounds evaluate award approve "
               "history rfq report")},
        {QStringLiteral("acceptance"), runAcceptance, words("script check service reports withdraw")},
        {QStringLiteral("measurements"), runMeasurements, words("list import use ignore")},
        {QStringLiteral("contract"), runContract,
         words("create list show status server outages bill bills approve amend amendments renewal vendors "
               "credits")},
        {QStringLiteral("report"), runReport, words("checklist quotes plan")},
        {QStringLiteral("db"), runDb, words("check path plans history copy roles")},
        {QStringLiteral("settings"), runSettings, words("set")},
    };
    return table;
}

// A global option given before the command ("gpuplan --lang zh estimate ...", "gpuplan --database
// team.sqlite quotes list") is not the command: --lang is already applied, --json and --database go to the
// command's own options.
static void moveGlobalOptions(QStringList& args)
{
    QStringList global;
    while (args.size() > 1) {
        const QString& a = args[1];
        const bool separate = a == QLatin1String("--lang") || a == QLatin1String("--database");
        if (!separate && !a.startsWith(QLatin1String("--lang=")) && a != QLatin1String("--json") &&
            !a.startsWith(QLatin1String("--database=")))
            break;
        if (!a.startsWith(QLatin1String("--lang")))
            global << a;
        const bool database = a == QLatin1String("--database");
        args.removeAt(1);
        if (separate && args.size() > 1) {
            if (database)
                global << args[1];
            args.removeAt(1);
        }
    }
    if (args.size() > 1)
        args << global;
}

int run(const QStringList& argsIn, QTextStream& out, QTextStream& err)
{
    Context ctx(out, err);
    QStringList args = argsIn;
    // The language must be known before any text is produced, --help included.
    QString lang = Settings().language();
    bool typed = false;
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            lang = args[i + 1];
            typed = true;
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            lang = args[i].mid(7);
            typed = true;
        }
    }
    // Reports carry both languages unless --lang asks for one; "--lang both" keeps the messages' language.
    if (typed) {
        ctx.reportLanguages = lang;
        if (lang == QLatin1String("both")) {
            lang = Settings().language();
            typed = false;
        }
    }
    if (!typed && !lang.isEmpty() && !Language::install(lang)) {
        // A bad language in the settings file must not block every command, the one that fixes it included.
        const QString stored = lang;
        lang = Language::fromEnvironment();
        Language::install(lang);
        err << QStringLiteral("gpuplan: ")
            << Tr::tr("the language '%1' in the settings is not supported; using %2. Fix it with: gpuplan "
                      "settings "
                      "set language zh (or en)")
                   .arg(stored, lang)
            << Qt::endl;
    }
    if (lang.isEmpty())
        lang = Language::fromEnvironment();
    if (!Language::install(lang)) {
        Language::install(QStringLiteral("en"));
        return ctx.badInput(QStringLiteral("--lang"),
                            Tr::tr("'%1' is not a supported language; use zh or en").arg(lang));
    }
    ctx.language = lang;
    moveGlobalOptions(args);
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h") ||
        args[1] == QLatin1String("help")) {
        out << mainHelp();
        return args.size() < 2 ? ExitBadInput : ExitOk;
    }
    if (args[1] == QLatin1String("--version")) {
        QJsonArray data;
        for (const DataSource& s : shippedDataSources())
            data.append(QJsonObject{{QStringLiteral("id"), s.id},
                                    {QStringLiteral("entries"), s.entries},
                                    {QStringLiteral("first_date"), s.firstDate},
                                    {QStringLiteral("last_date"), s.lastDate}});
        if (args.contains(QStringLiteral("--json")))
            out << QJsonDocument(
                       QJsonObject{{QStringLiteral("data"), data},
                                   {QStringLiteral("program"), QStringLiteral("gpuplan")},
                                   {QStringLiteral("version"), QStringLiteral(GPUPLAN_VERSION)},
                                   {QStringLiteral("schema_version"), Database::latestVersion()},
                                   {QStringLiteral("release_date"), QStringLiteral(GPUPLAN_RELEASE_DATE)},
                                   {QStringLiteral("translations"), Language::translationsSource()}})
                       .toJson(QJsonDocument::Compact)
                << Qt::endl;
        else
            out << QStringLiteral("gpuplan ") << QStringLiteral(GPUPLAN_VERSION) << Qt::endl;
        return ExitOk;
    }
    const QString command = args[1];
    QStringList rest = args.mid(1); // the command's name plays the program name for its parser
    // An id such as -1 where a command expects one is a wrong id, not an unknown option.
    static const QRegularExpression negative(QStringLiteral("^-\\d+$"));
    if ((command == QLatin1String("quotes") || command == QLatin1String("checklist") ||
         command == QLatin1String("tender")) &&
        rest.size() >= 3 && negative.match(rest[2]).hasMatch())
        return ctx.badInput(Tr::tr("id"),
                            Tr::tr("'%1' is not an id; ids are whole numbers from 1").arg(rest[2]));
    if (const int rc = runServing(ctx, rest); rc >= 0) // estimate, plan, quotes rank --method serve
        return rc;
    for (const CommandEntry& c : commandTable())
        if (c.name == command)
            return c.run(ctx, rest);
    err << mainHelp();
    return ctx.badInput(
        command, Tr::tr("unknown command; use one of gpus, models, estimate, plan, cost, quotes, "
                        "checklist, tender, acceptance, measurements, contract, report, db, settings"));
}

} // namespace gpuplan::cli
