#include "ExportControls.h"

#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ExportControls)
};

bool chinese(const QString& language)
{
    const QString l = language.isEmpty() ? Language::current() : language;
    return l.startsWith(QLatin1String("zh"));
}
} // namespace

QString ExportControlNote::rule(const QString& language) const
{
    return chinese(language) ? ruleZh : ruleEn;
}

Result<ExportControls> ExportControls::fromCsv(const QString& text, const QString& sourceName)
{
    ExportControls out;
    const QStringList columns{QStringLiteral("gpus"),    QStringLiteral("since"),
                              QStringLiteral("rule_en"), QStringLiteral("rule_zh"),
                              QStringLiteral("source"),  QStringLiteral("verification")};
    const Status s =
        DataFile::read(text, sourceName, columns, [&](const QStringList& f, const DataFile::Fail& fail) {
            ExportControlNote n;
            n.gpuIds = f[0].split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (n.gpuIds.isEmpty())
                return fail(0, Tr::tr("name at least one GPU id"));
            n.since = QDate::fromString(f[1].trimmed(), Qt::ISODate);
            if (!n.since.isValid())
                return fail(1, Tr::tr("'%1' is not a date (YYYY-MM-DD)").arg(f[1]));
            n.ruleEn = f[2].trimmed();
            n.ruleZh = f[3].trimmed();
            n.source = f[4].trimmed();
            if (n.ruleEn.isEmpty() || n.ruleZh.isEmpty() || n.source.isEmpty())
                return fail(n.ruleEn.isEmpty()   ? 2
                            : n.ruleZh.isEmpty() ? 3
                                                 : 4,
                            Tr::tr("the rule (English and Chinese) and its source are required"));
            n.verification = f[5].trimmed();
            out.m_notes << n;
            return true;
        });
    if (!s)
        return s.error();
    return out;
}

const ExportControls& ExportControls::shipped()
{
    static const ExportControls controls = [] {
        auto parsed = fromCsv(DataFile::resource(QStringLiteral(":/gpuplan/catalog/export-controls.csv")),
                              QStringLiteral("export-controls.csv"));
        if (!parsed)
            qFatal("Shipped export-control notes are invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return controls;
}

QList<const ExportControlNote*> ExportControls::forGpu(const QString& gpuId) const
{
    QList<const ExportControlNote*> out;
    for (const ExportControlNote& n : m_notes)
        if (n.gpuIds.contains(gpuId))
            out << &n;
    return out;
}

QString exportControlText(const ExportControlNote& note, const QString& language)
{
    const char* source = QT_TRANSLATE_NOOP("ExportControls", "%1 (since %2%3)");
    const QString unverified =
        note.verification == QLatin1String("unverified")
            ? (language.isEmpty() ? Tr::tr("; unverified")
                                  : Language::translate(language, "ExportControls",
                                                        QT_TRANSLATE_NOOP("ExportControls", "; unverified")))
            : QString();
    const QString pattern =
        language.isEmpty() ? Tr::tr(source) : Language::translate(language, "ExportControls", source);
    return pattern.arg(note.rule(language), note.since.toString(Qt::ISODate), unverified);
}

} // namespace gpuplan
