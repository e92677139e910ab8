#include "InputFile.h"

#include "acceptance/Acceptance.h"

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

} // namespace gpuplan
