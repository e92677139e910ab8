#include "InputFile.h"

#include "acceptance/Acceptance.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace gpuplan {

InputFile classifyInputFile(const QString& fileName, const QByteArray& head)
{
    InputFile f;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray bytes = head;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (suffix == QLatin1String("gpuplan") ||
        (bytes.trimmed().startsWith('{') && bytes.contains("\"gpuplan-plan\""))) {
        f.kind = InputFileKind::Plan;
        return f;
    }
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv")) {
        f.kind = InputFileKind::QuoteCsv;
        return f;
    }
    const QString text = QString::fromUtf8(bytes);
    const DeliveryReport report = parseDeliveryReport(text);
    if (bytes.contains("===== gpuplan: ") || !report.isEmpty()) {
        f.kind = InputFileKind::AcceptanceReport;
        f.quoteId = report.quoteId;
        return f;
    }
    const QByteArray firstLine = bytes.left(bytes.indexOf('\n'));
    if (suffix == QLatin1String("txt") && (firstLine.count(',') >= 2 || firstLine.count('\t') >= 2))
        f.kind = InputFileKind::QuoteCsv;
    return f;
}

Result<QByteArray> readImportFile(const QString& path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (info.isDir())
        return Error(QCoreApplication::translate("InputFile", "is a folder; give a file"), path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error(
            QCoreApplication::translate("InputFile", "cannot read the file: %1").arg(f.errorString()), path);
    QByteArray bytes = f.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return Error(QCoreApplication::translate("InputFile", "larger than %1 MB; nothing was read from it")
                         .arg(maxBytes / (1024 * 1024)),
                     path);
    return bytes;
}

} // namespace gpuplan
