#include "DataFile.h"

#include "Csv.h"

#include <QCoreApplication>
#include <QFile>

namespace gpuplan::DataFile {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DataFile)
};
} // namespace

QString resource(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("resource %s missing", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

Status read(const QString& text, const QString& sourceName, const QStringList& columns,
            const std::function<bool(const QStringList& fields, const Fail& fail)>& onRow)
{
    bool header = true;
    std::optional<Error> error;
    Csv::parse(text, QLatin1Char(','), [&](const Csv::Record& r) {
        if (Csv::isComment(r))
            return true;
        const Fail fail = [&](int col, const QString& why) {
            error = Error{why, Tr::tr("%1 line %2, column %3 (%4)")
                                   .arg(sourceName)
                                   .arg(r.line)
                                   .arg(col + 1)
                                   .arg(columns.value(col))};
            return false;
        };
        if (header) {
            header = false;
            for (int c = 0; c < columns.size(); ++c)
                if (r.fields.value(c).trimmed() != columns[c])
                    return fail(
                        c, Tr::tr("expected the column '%1', found '%2'").arg(columns[c], r.fields.value(c)));
            return true;
        }
        if (r.fields.size() != columns.size())
            return fail(0, Tr::tr("expected %1 fields, found %2").arg(columns.size()).arg(r.fields.size()));
        return onRow(r.fields, fail);
    });
    if (error)
        return *error;
    return Status();
}

} // namespace gpuplan::DataFile
