#include "Spreadsheet.h"

#include <unzip.h> // minizip: the same ZIP library libxlsxwriter writes with (QuaZip exports minizip's symbol
                   // names with its own meaning, and libxlsxwriter's zipOpen3 then crashed in QuaZip's)

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QTemporaryFile>
#include <QXmlStreamReader>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Spreadsheet)
};

// An open ZIP archive (minizip reads files by path: the bytes go to a private temporary file first).
struct Zip
{
    unzFile file = nullptr;
    ~Zip()
    {
        if (file)
            unzClose(file);
    }
};

// A part of the package, at most kMaxPartBytes once unpacked; empty optional when absent.
std::optional<QByteArray> readPart(Zip& zip, const QString& path, QString* error)
{
    QString p = path;
    if (p.startsWith(QLatin1Char('/')))
        p.remove(0, 1);
    if (unzLocateFile(zip.file, p.toUtf8().constData(), 2 /* case-insensitive */) != UNZ_OK)
        return std::nullopt;
    unz_file_info64 info{};
    if (unzGetCurrentFileInfo64(zip.file, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK) {
        *error = Tr::tr("the part %1 cannot be unpacked (the workbook is damaged)").arg(p);
        return std::nullopt;
    }
    if (info.uncompressed_size > quint64(Spreadsheet::kMaxPartBytes)) {
        *error = Tr::tr("the part %1 is %2 MB unpacked; a quote workbook is far smaller")
                     .arg(p)
                     .arg(info.uncompressed_size / (1024 * 1024));
        return std::nullopt;
    }
    if ((info.flag & 1) != 0 || unzOpenCurrentFile(zip.file) != UNZ_OK) {
        *error = Tr::tr("the part %1 cannot be unpacked (the workbook is damaged or protected by a password)")
                     .arg(p);
        return std::nullopt;
    }
    QByteArray data;
    char buffer[64 * 1024];
    int n = 0;
    // The sizes in the archive can lie: what is read is bounded too.
    while ((n = unzReadCurrentFile(zip.file, buffer, sizeof buffer)) > 0) {
        data.append(buffer, n);
        if (data.size() > Spreadsheet::kMaxPartBytes) {
            unzCloseCurrentFile(zip.file);
            *error = Tr::tr("the part %1 is larger than a quote workbook can be").arg(p);
            return std::nullopt;
        }
    }
    // A damaged stream, or a CRC that does not match what was read.
    if (unzCloseCurrentFile(zip.file) != UNZ_OK || n < 0) {
        *error = Tr::tr("the part %1 cannot be unpacked (the workbook is damaged or protected by a password)")
                     .arg(p);
        return std::nullopt;
    }
    return data;
}

// The text of an <si> or <is> element: its <t> runs joined, phonetic runs (<rPh>) left out.
QString richText(QXmlStreamReader& xml)
{
    const QString end = xml.name().toString();
    QString text;
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("rPh"))
                ++phonetic;
            else if (xml.name() == QLatin1String("t") && phonetic == 0)
                text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("rPh"))
                --phonetic;
            else if (xml.name() == end)
                break;
        }
    }
    return text;
}

// The shared strings, or why they cannot be read: a damaged part, or entities it declares (a "billion laughs"
// DTD, an external entity) — each would leave cells silently empty or wrong.
Result<QStringList> sharedStrings(const QByteArray& data)
{
    QStringList out;
    QXmlStreamReader xml(data);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isDTD() || xml.isEntityReference())
            return Result<QStringList>::failure(
                Tr::tr("the file"), Tr::tr("the workbook's shared strings declare entities (line %1 of "
                                           "xl/sharedStrings.xml); Excel and WPS never write them: save the "
                                           "workbook again from Excel or WPS")
                                        .arg(xml.lineNumber()));
        if (xml.isStartElement() && xml.name() == QLatin1String("si"))
            out.append(richText(xml));
    }
    if (xml.hasError())
        return Result<QStringList>::failure(
            Tr::tr("the file"), Tr::tr("the workbook's shared strings are damaged (line %1 of "
                                       "xl/sharedStrings.xml: %2); save it again from Excel or WPS")
                                    .arg(xml.lineNumber())
                                    .arg(xml.errorString()));
    return out;
}

enum class Style
{
    Number,
    Date,
    Percent
};

// cellXfs index → how its number is shown.
QList<Style> cellStyles(const QByteArray& data)
{
    QHash<int, QString> customFormats;
    QList<Style> out;
    QXmlStreamReader xml(data);
    bool inCellXfs = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("numFmt"))
                customFormats.insert(a.value(QLatin1String("numFmtId")).toInt(),
                                     a.value(QLatin1String("formatCode")).toString());
            else if (xml.name() == QLatin1String("cellXfs"))
                inCellXfs = true;
            else if (inCellXfs && xml.name() == QLatin1String("xf")) {
                const int id = a.value(QLatin1String("numFmtId")).toInt();
                const QString code = customFormats.value(id);
                out.append(Spreadsheet::isDateFormat(id, code)      ? Style::Date
                           : Spreadsheet::isPercentFormat(id, code) ? Style::Percent
                                                                    : Style::Number);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("cellXfs")) {
            inCellXfs = false;
        }
    }
    return out;
}

struct SheetRef
{
    QString name;
    QString path;
};

// The sheets in the workbook's order, with the part each one is in.
Result<QList<SheetRef>> sheetRefs(Zip& zip, bool* date1904)
{
    QString error;
    const auto workbook = readPart(zip, QStringLiteral("xl/workbook.xml"), &error);
    if (!workbook)
        return Result<QList<SheetRef>>::failure(
            Tr::tr("the file"), error.isEmpty()
                                    ? Tr::tr("the file is a ZIP archive but not an Excel workbook "
                                             "(it has no xl/workbook.xml)")
                                    : error);
    const auto rels = readPart(zip, QStringLiteral("xl/_rels/workbook.xml.rels"), &error);
    QHash<QString, QString> targets;
    if (rels) {
        QXmlStreamReader xml(*rels);
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("Relationship")) {
                QString target = xml.attributes().value(QLatin1String("Target")).toString();
                if (!target.startsWith(QLatin1Char('/')))
                    target.prepend(QStringLiteral("xl/"));
                targets.insert(xml.attributes().value(QLatin1String("Id")).toString(), target);
            }
        }
    }
    QList<SheetRef> out;
    QXmlStreamReader xml(*workbook);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("workbookPr")) {
            const auto v = a.value(QLatin1String("date1904"));
            *date1904 = v == QLatin1String("1") || v == QLatin1String("true");
        } else if (xml.name() == QLatin1String("sheet")) {
            QString id;
            for (const QXmlStreamAttribute& attr : a)
                if (attr.name() == QLatin1String("id")) // r:id, whatever the prefix
                    id = attr.value().toString();
            const QString path =
                targets.value(id, QStringLiteral("xl/worksheets/sheet%1.xml").arg(out.size() + 1));
            out.append({a.value(QLatin1String("name")).toString(), path});
        }
    }
    if (xml.hasError())
        return Result<QList<SheetRef>>::failure(
            Tr::tr("the file"),
            Tr::tr("the workbook's list of sheets is damaged: %1").arg(xml.errorString()));
    return out;
}

struct SheetContext
{
    const QStringList& strings;
    const QList<Style>& styles;
    bool date1904 = false;
    int* cells = nullptr;
};

// `unreadable` receives why a cell cannot be read (its text is then empty).
QString cellText(const QString& type, const QString& raw, const QString& inlineText, int style,
                 const SheetContext& context, QString* unreadable)
{
    if (type == QLatin1String("s")) {
        bool ok = false;
        const qint64 i = raw.trimmed().toLongLong(&ok);
        if (!ok || i < 0 || i >= context.strings.size()) {
            *unreadable = context.strings.isEmpty()
                              ? Tr::tr("shared string %1 does not exist (the workbook has no shared strings)")
                                    .arg(raw.trimmed())
                              : Tr::tr("shared string %1 does not exist (the workbook has %2)")
                                    .arg(raw.trimmed())
                                    .arg(context.strings.size());
            return QString();
        }
        return context.strings.at(i);
    }
    if (type == QLatin1String("inlineStr"))
        return inlineText;
    if (type == QLatin1String("str") || type == QLatin1String("e"))
        return raw;
    if (type == QLatin1String("b"))
        return raw.trimmed() == QLatin1String("1") ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    bool ok = false;
    const double v = raw.toDouble(&ok);
    if (!ok)
        return raw;
    switch (context.styles.value(style, Style::Number)) {
    case Style::Date:
        return Spreadsheet::serialDate(v, context.date1904);
    case Style::Percent:
        return Spreadsheet::numberText(v * 100) + QLatin1Char('%');
    case Style::Number:
        break;
    }
    return Spreadsheet::numberText(v);
}

Status readSheet(const QByteArray& data, const SheetContext& context, SheetTable& sheet)
{
    QXmlStreamReader xml(data);
    int row = 0;
    int column = 0;
    struct Merge
    {
        int r0, c0, r1, c1;
    };
    QList<Merge> merges;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("row")) {
            const int r = a.value(QLatin1String("r")).toInt();
            row = r > 0 ? r : row + 1;
            column = 0;
        } else if (xml.name() == QLatin1String("c")) {
            const QString ref = a.value(QLatin1String("r")).toString();
            const int c = ref.isEmpty() ? column : Spreadsheet::columnIndex(ref);
            column = c + 1;
            const QString type = a.value(QLatin1String("t")).toString();
            const int style = a.value(QLatin1String("s")).toInt();
            QString raw;
            QString inlineText;
            bool formula = false, value = false;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("f"))
                    formula = true;
                if (xml.isStartElement() && xml.name() == QLatin1String("v")) {
                    raw = xml.readElementText();
                    value = true;
                } else if (xml.isStartElement() && xml.name() == QLatin1String("is"))
                    inlineText = richText(xml);
                else if (xml.isEndElement() && xml.name() == QLatin1String("c"))
                    break;
            }
            if (c < 0 || c >= Spreadsheet::kMaxColumns || row <= 0)
                continue;
            QString why;
            if (formula && !value && type != QLatin1String("inlineStr"))
                why =
                    Tr::tr("a formula without a saved result: open the workbook in Excel or WPS and save it");
            const QString text =
                why.isEmpty() ? cellText(type, raw, inlineText, style, context, &why) : QString();
            if (!why.isEmpty() && sheet.unreadable.size() < Spreadsheet::kMaxCells)
                sheet.unreadable[row].insert(c, why);
            if (text.isEmpty())
                continue;
            if (++*context.cells > Spreadsheet::kMaxCells)
                return Status::failure(
                    Tr::tr("sheet '%1'").arg(sheet.name),
                    Tr::tr("more than %1 cells; a quote sheet is far smaller").arg(Spreadsheet::kMaxCells));
            QStringList& cells = sheet.rows[row];
            while (cells.size() <= c)
                cells.append(QString());
            cells[c] = text;
        } else if (xml.name() == QLatin1String("mergeCell")) {
            const QStringList ends = a.value(QLatin1String("ref")).toString().split(QLatin1Char(':'));
            if (ends.size() != 2)
                continue;
            auto rowOf = [](const QString& ref) {
                int i = 0;
                while (i < ref.size() && ref[i].isLetter())
                    ++i;
                return ref.mid(i).toInt();
            };
            merges.append({rowOf(ends[0]), Spreadsheet::columnIndex(ends[0]), rowOf(ends[1]),
                           Spreadsheet::columnIndex(ends[1])});
        }
    }
    if (xml.hasError())
        return Status::failure(Tr::tr("sheet '%1'").arg(sheet.name),
                               Tr::tr("the sheet is damaged (line %1 of its XML: %2)")
                                   .arg(xml.lineNumber())
                                   .arg(xml.errorString()));
    qint64 budget = qint64(Spreadsheet::kMaxCells) - *context.cells;
    for (const Merge& m : merges)
        if (!Spreadsheet::fillMerged(sheet, m.r0, m.c0, m.r1, m.c1, &budget))
            return Status::failure(
                Tr::tr("sheet '%1'").arg(sheet.name),
                Tr::tr("its %1 merged ranges cover more than %2 cells; a quote sheet is far "
                       "smaller (Excel keeps merged ranges apart): save it again from Excel "
                       "or WPS")
                    .arg(QLocale().toString(qint64(merges.size())),
                         QLocale().toString(Spreadsheet::kMaxCells)));
    return Status();
}
} // namespace

Spreadsheet::Kind Spreadsheet::detect(const QByteArray& bytes)
{
    if (bytes.startsWith(QByteArrayLiteral("PK\x03\x04")))
        return Kind::Xlsx;
    if (bytes.startsWith(QByteArrayLiteral("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")))
        return Kind::Xls;
    return Kind::NotSpreadsheet;
}

Result<QList<SheetTable>> Spreadsheet::read(const QByteArray& bytes)
{
    switch (detect(bytes)) {
    case Kind::Xlsx:
        return readXlsx(bytes);
    case Kind::Xls:
        return readXls(bytes);
    case Kind::NotSpreadsheet:
        break;
    }
    return Result<QList<SheetTable>>::failure(Tr::tr("the file"),
                                              Tr::tr("the file is not an Excel workbook (.xlsx or .xls)"));
}

Result<QList<SheetTable>> Spreadsheet::readXlsx(const QByteArray& bytes)
{
    QTemporaryFile file;
    if (!file.open() || file.write(bytes) != bytes.size() || !file.flush())
        return Result<QList<SheetTable>>::failure(
            Tr::tr("the file"),
            Tr::tr("a temporary copy of the workbook cannot be written: %1").arg(file.errorString()));
    Zip zip;
    zip.file = unzOpen64(QFile::encodeName(file.fileName()).constData());
    if (!zip.file)
        return Result<QList<SheetTable>>::failure(
            Tr::tr("the file"), Tr::tr("the file starts as a ZIP archive (an .xlsx workbook) but cannot be "
                                       "opened as one; it is damaged or cut short"));
    bool date1904 = false;
    auto refs = sheetRefs(zip, &date1904);
    if (!refs)
        return refs.error();
    QString error;
    QStringList strings;
    if (const auto part = readPart(zip, QStringLiteral("xl/sharedStrings.xml"), &error)) {
        auto read = sharedStrings(*part);
        if (!read)
            return read.error();
        strings = read.value();
    }
    QList<Style> styles;
    if (const auto part = readPart(zip, QStringLiteral("xl/styles.xml"), &error))
        styles = cellStyles(*part);
    if (!error.isEmpty())
        return Result<QList<SheetTable>>::failure(Tr::tr("the file"), error);
    int cells = 0;
    const SheetContext context{strings, styles, date1904, &cells};
    QList<SheetTable> out;
    for (const SheetRef& ref : refs.value()) {
        SheetTable sheet;
        sheet.name = ref.name;
        const auto part = readPart(zip, ref.path, &error);
        if (!part) {
            if (!error.isEmpty())
                return Result<QList<SheetTable>>::failure(Tr::tr("sheet '%1'").arg(ref.name), error);
            continue; // a chart sheet or a missing part: nothing to read
        }
        const Status read = readSheet(*part, context, sheet);
        if (!read)
            return read.error();
        out.append(sheet);
    }
    if (out.isEmpty())
        return Result<QList<SheetTable>>::failure(Tr::tr("the file"),
                                                  Tr::tr("the workbook has no worksheets"));
    return out;
}

QString Spreadsheet::serialDate(double serial, bool date1904)
{
    if (!std::isfinite(serial) || serial < 0 || serial > 2958465) // 9999-12-31
        return numberText(serial);
    const qint64 days = qint64(std::floor(serial));
    QDate date;
    if (date1904)
        date = QDate(1904, 1, 1).addDays(days);
    else if (days == 60)
        return QStringLiteral("1900-02-29"); // Excel's phantom day: shown as written, refused as a date later
    else
        date = days < 60 ? QDate(1899, 12, 31).addDays(days) : QDate(1899, 12, 30).addDays(days);
    const double fraction = serial - double(days);
    const int seconds = int(std::lround(fraction * 86400));
    if (seconds == 0 || seconds == 86400)
        return date.toString(Qt::ISODate);
    return date.toString(Qt::ISODate) + QLatin1Char(' ') +
           QTime(0, 0).addSecs(seconds).toString(QStringLiteral("HH:mm:ss"));
}

QString Spreadsheet::numberText(double value)
{
    QString s = QString::number(value, 'g', 15);
    if (s.contains(QLatin1Char('e')) && std::fabs(value) < 1e15 && std::fabs(value) >= 1e-6) {
        s = QString::number(value, 'f', 6);
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

namespace {
// The format code's letters outside quoted text, [brackets] and escaped characters.
QString formatLetters(const QString& code)
{
    QString out;
    bool quoted = false;
    int bracket = 0;
    for (int i = 0; i < code.size(); ++i) {
        const QChar c = code[i];
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (quoted)
            continue;
        else if (c == QLatin1Char('\\') || c == QLatin1Char('_') || c == QLatin1Char('*'))
            ++i;
        else if (c == QLatin1Char('['))
            ++bracket;
        else if (c == QLatin1Char(']'))
            bracket = std::max(0, bracket - 1);
        else if (bracket == 0)
            out.append(c.toLower());
    }
    return out;
}
} // namespace

bool Spreadsheet::isDateFormat(int builtinId, const QString& formatCode)
{
    if (formatCode.isEmpty())
        return (builtinId >= 14 && builtinId <= 17) || builtinId == 22 ||
               (builtinId >= 27 && builtinId <= 31) || (builtinId >= 34 && builtinId <= 36) ||
               (builtinId >= 50 && builtinId <= 58);
    const QString letters = formatLetters(formatCode);
    return letters.contains(QLatin1Char('d')) || letters.contains(QLatin1Char('y'));
}

bool Spreadsheet::isPercentFormat(int builtinId, const QString& formatCode)
{
    if (formatCode.isEmpty())
        return builtinId == 9 || builtinId == 10;
    return formatLetters(formatCode).contains(QLatin1Char('%'));
}

int Spreadsheet::columnIndex(QStringView reference)
{
    int column = 0;
    int letters = 0;
    for (QChar c : reference) {
        if (!c.isLetter())
            break;
        const int v = c.toUpper().unicode() - 'A';
        if (v < 0 || v >= 26 || ++letters > 3)
            return -1;
        column = column * 26 + v + 1;
    }
    return letters == 0 ? -1 : column - 1;
}

bool Spreadsheet::fillMerged(SheetTable& sheet, int firstRow, int firstColumn, int lastRow, int lastColumn,
                             qint64* budget)
{
    if (firstRow <= 0 || firstColumn < 0 || lastRow < firstRow || lastColumn < firstColumn ||
        lastColumn >= kMaxColumns)
        return true;
    const auto top = sheet.rows.constFind(firstRow);
    if (top == sheet.rows.constEnd() || firstColumn >= top->size() || top->at(firstColumn).isEmpty())
        return true;
    const QString value = top->at(firstColumn);
    // Only rows that hold something: a merge down to row 1048576 must not create a million rows. Every cell
    // visited counts against the budget, so that duplicate or overlapping merges (Excel keeps them apart)
    // cannot make the work grow with their number times the sheet (reliability-5 G12).
    for (auto it = sheet.rows.lowerBound(firstRow); it != sheet.rows.end() && it.key() <= lastRow; ++it) {
        if (budget && (*budget -= lastColumn - firstColumn + 1) < 0)
            return false;
        QStringList& cells = it.value();
        while (cells.size() <= lastColumn)
            cells.append(QString());
        for (int c = firstColumn; c <= lastColumn; ++c)
            if (cells[c].isEmpty())
                cells[c] = value;
    }
    return true;
}

} // namespace gpuplan
