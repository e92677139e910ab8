// Reading a vendor's bill as it comes: the header found among title rows, Chinese or English names, each
// row's cells checked with its sheet, row and column named.
#include "Bill.h"

#include "util/Csv.h"
#include "util/Spreadsheet.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

enum Col
{
    ContractNo,
    Month,
    Server,
    Kind,
    Item,
    Quantity,
    Unit,
    UnitPrice,
    Amount,
    VatRate,
    Vat,
    Total,
    Invoice,
    CurrencyCol,
    kCols
};

// Header names as vendors' bills write them, compared without blanks and without a parenthesised remark
// ("单价(不含税)" is 单价).
const char* const kNames[kCols][8] = {
    {"合同编号", "合同号", "contract", "contractno", "contractnumber", nullptr},
    {"账期", "账单月份", "计费月份", "月份", "month", "billingmonth", "period", nullptr},
    {"服务器", "主机", "主机名", "实例", "server", "host", "instance", nullptr},
    {"费用类型", "类型", "计费项类型", "kind", "type", "chargetype", nullptr},
    {"项目", "计费项", "说明", "摘要", "description", "item", nullptr},
    {"数量", "用量", "计费数量", "quantity", "qty", "usage", nullptr},
    {"单位", "计费单位", "unit", nullptr},
    {"单价", "unitprice", "price", nullptr},
    {"金额", "不含税金额", "amount", "netamount", "amountexvat", nullptr},
    {"税率", "vatrate", "taxrate", nullptr},
    {"税额", "vat", "tax", nullptr},
    {"价税合计", "含税金额", "合计金额", "total", "amountincvat", "grossamount", nullptr},
    {"发票类型", "发票", "invoice", "invoicetype", nullptr},
    {"币种", "货币", "currency", nullptr},
};

QString normalised(const QString& header)
{
    static const QRegularExpression remark(QStringLiteral("[(（][^)）]*[)）]"));
    static const QRegularExpression marks(QStringLiteral("[\\s_.\\-:：]"));
    QString h = header.trimmed().toLower();
    if (h.isEmpty())
        return h;
    h.remove(remark);
    h.remove(marks);
    return h;
}

int columnOf(const QString& header)
{
    const QString h = normalised(header);
    for (int c = 0; c < kCols; ++c)
        for (int i = 0; kNames[c][i]; ++i)
            if (h == QString::fromUtf8(kNames[c][i]))
                return c;
    return -1;
}

struct Row
{
    QString sheet;
    int row = 0;
    QStringList cells;
    QMap<int, QString> unreadable; // column → why
};

// The file's tables: each worksheet's rows, or the CSV's lines as one.
Result<QList<QList<Row>>> tablesOf(const QByteArray& bytes, const QString& fileName)
{
    QList<QList<Row>> tables;
    QList<Row> rows;
    if (Spreadsheet::detect(bytes) != Spreadsheet::Kind::NotSpreadsheet) {
        auto sheets = Spreadsheet::read(bytes);
        if (!sheets)
            return Error(sheets.error().message, fileName, QStringLiteral("bill"));
        if (sheets->isEmpty())
            return Error(Tr::tr("the workbook holds no worksheet"), fileName, QStringLiteral("bill"));
        for (const SheetTable& s : sheets.value()) {
            rows.clear();
            for (auto it = s.rows.cbegin(); it != s.rows.cend(); ++it)
                rows.append({s.name, it.key(), it.value(), s.unreadable.value(it.key())});
            tables << rows;
        }
        return tables;
    }
    const QString text = Csv::decode(bytes);
    int bad = 0;
    if (!Csv::parse(
            text, Csv::detectDelimiter(text),
            [&](const Csv::Record& r) {
                rows.append({QString(), r.line, r.fields, {}});
                return true;
            },
            &bad))
        return Error(Tr::tr("a quoted field is not closed"), Tr::tr("%1, line %2").arg(fileName).arg(bad),
                     QStringLiteral("bill"));
    tables << rows;
    return tables;
}

bool blank(const QStringList& cells)
{
    for (const QString& c : cells)
        if (!c.trimmed().isEmpty())
            return false;
    return true;
}

int filled(const QStringList& cells)
{
    int n = 0;
    for (const QString& c : cells)
        n += c.trimmed().isEmpty() ? 0 : 1;
    return n;
}

BillLineKind kindOf(const QString& text, bool* known)
{
    static const struct
    {
        const char* name;
        BillLineKind kind;
    } names[] = {{"", BillLineKind::Usage},           {"usage", BillLineKind::Usage},
                 {"rent", BillLineKind::Usage},       {"rental", BillLineKind::Usage},
                 {"租用费", BillLineKind::Usage},     {"使用费", BillLineKind::Usage},
                 {"租金", BillLineKind::Usage},       {"算力租赁", BillLineKind::Usage},
                 {"setup", BillLineKind::Setup},      {"开通费", BillLineKind::Setup},
                 {"安装费", BillLineKind::Setup},     {"一次性费用", BillLineKind::Setup},
                 {"minimum", BillLineKind::Minimum},  {"保底", BillLineKind::Minimum},
                 {"保底费用", BillLineKind::Minimum}, {"最低消费", BillLineKind::Minimum},
                 {"credit", BillLineKind::Credit},    {"赔付", BillLineKind::Credit},
                 {"sla赔付", BillLineKind::Credit},   {"抵扣", BillLineKind::Credit},
                 {"补偿", BillLineKind::Credit}};
    const QString t = normalised(text);
    *known = true;
    for (const auto& n : names)
        if (t == QString::fromUtf8(n.name))
            return n.kind;
    *known = false;
    return BillLineKind::Other;
}

// "6%", "6", "0.06", "6.0%" → 600 basis points; -1 when not a rate.
int rateOf(const QString& text)
{
    QString t = text.trimmed();
    const bool percent = t.endsWith(QLatin1Char('%')) || t.endsWith(QChar(0xFF05));
    if (percent)
        t.chop(1);
    Fraction f;
    if (!Fraction::fromDecimal(t.trimmed(), &f))
        return -1;
    Fraction bp = f * Fraction(percent || !(f < Fraction(1)) ? 100 : 10000);
    const qint64 r = bp.rounded();
    return (Fraction(r) == bp && r >= 0 && r < 10000) ? int(r) : -1;
}

QDate monthOf(const QString& text)
{
    QString t = text.trimmed();
    t.replace(QString::fromUtf8("年"), QStringLiteral("-")).remove(QString::fromUtf8("月"));
    t.replace(QLatin1Char('/'), QLatin1Char('-')).replace(QLatin1Char('.'), QLatin1Char('-'));
    const QStringList parts = t.split(QLatin1Char('-'), Qt::SkipEmptyParts);
    if (parts.size() < 2 || parts.size() > 3)
        return {};
    bool y = false, m = false;
    const QDate d(parts[0].toInt(&y), parts[1].toInt(&m), 1);
    return y && m ? d : QDate();
}

QString invoiceOf(const QString& text, bool* ok)
{
    const QString t = normalised(text);
    *ok = true;
    if (t.isEmpty())
        return {};
    for (const char* s : {"special", "专票", "专用发票", "增值税专用发票", "增值税专票"})
        if (t == QString::fromUtf8(s))
            return QStringLiteral("special");
    for (const char* s : {"ordinary", "普票", "普通发票", "增值税普通发票", "增值税普票"})
        if (t == QString::fromUtf8(s))
            return QStringLiteral("ordinary");
    *ok = false;
    return {};
}

} // namespace

QString Bill::where(const BillLine& line, const QString& column) const
{
    const QString c = headers.value(column, column);
    return line.sheet.isEmpty()
               ? Tr::tr("%1, line %2, column %3").arg(file).arg(line.row).arg(c)
               : Tr::tr("%1, sheet %2, row %3, column %4").arg(file, line.sheet).arg(line.row).arg(c);
}

QString differenceKindName(DifferenceKind k)
{
    static const char* const names[] = {"price",       "quantity",     "before_acceptance", "outage",
                                        "granularity", "minimum_term", "setup_fee",         "not_in_contract",
                                        "vat_rate",    "invoice_type", "arithmetic"};
    return QString::fromLatin1(names[int(k)]);
}

namespace {

QString stripSymbols(QString text)
{
    for (const char* s : {"¥", "￥", "$", "元", "CNY", "RMB"})
        text.remove(QString::fromUtf8(s));
    return text.trimmed();
}

// One row into a line; false with `problem` set when a cell cannot be read.
bool readLine(const Row& r, const int (&col)[kCols], const QStringList& header, const QString& fileName,
              BillLine* line, Error* problem)
{
    const auto cell = [&](int c) {
        return col[c] >= 0 ? r.cells.value(col[c]).trimmed() : QString();
    };
    const auto fail = [&](int c, const QString& message) {
        const QString at = r.sheet.isEmpty()
                               ? Tr::tr("%1, line %2, column %3").arg(fileName).arg(r.row)
                               : Tr::tr("%1, sheet %2, row %3, column %4").arg(fileName, r.sheet).arg(r.row);
        *problem = Error(message, at.arg(header.value(col[c]).trimmed()), QStringLiteral("bill"));
        return false;
    };
    for (int c = 0; c < kCols; ++c)
        if (col[c] >= 0 && r.unreadable.contains(col[c]))
            return fail(c, Tr::tr("the cell cannot be read: %1").arg(r.unreadable.value(col[c])));
    line->sheet = r.sheet;
    line->row = r.row;
    line->contractNumber = cell(ContractNo);
    line->server = cell(Server);
    line->item = cell(Item);
    if (!cell(Month).isEmpty() && !(line->month = monthOf(cell(Month))).isValid())
        return fail(Month, Tr::tr("'%1' is not a month: write 2026-11 or 2026年11月").arg(cell(Month)));
    bool known = false;
    line->kind = kindOf(cell(Kind), &known);
    if (!cell(CurrencyCol).isEmpty()) {
        QString code = cell(CurrencyCol).toUpper();
        if (code == QString::fromUtf8("人民币") || code == QString::fromUtf8("元") ||
            code == QLatin1String("RMB"))
            code = QStringLiteral("CNY");
        else if (code == QString::fromUtf8("美元"))
            code = QStringLiteral("USD");
        if (!(line->currency = currencyFromCode(code)))
            return fail(CurrencyCol,
                        Tr::tr("'%1' is not a currency: CNY, USD or EUR").arg(cell(CurrencyCol)));
    }
    const Currency cur = line->currency.value_or(Currency::CNY);
    const auto money = [&](int c, Money* out) {
        auto m = Money::parseAmount(stripSymbols(cell(c)), cur, header.value(col[c]));
        if (!m)
            return fail(c, Tr::tr("'%1' is not an amount").arg(cell(c)));
        *out = m.value();
        return true;
    };
    if (!cell(Quantity).isEmpty()) {
        QString q = cell(Quantity);
        q.remove(QLatin1Char(','));
        if (!Fraction::fromDecimal(q, &line->quantity))
            return fail(Quantity, Tr::tr("'%1' is not a quantity").arg(cell(Quantity)));
        if (line->quantity < Fraction(0))
            return fail(Quantity, Tr::tr("the quantity %1 is negative: a credit is a line of its own, with "
                                         "a negative amount")
                                      .arg(cell(Quantity)));
    }
    if (!cell(Unit).isEmpty() && !(line->unit = priceUnitFromName(cell(Unit))) &&
        line->kind == BillLineKind::Usage)
        return fail(Unit, Tr::tr("'%1' is not a unit the program knows: GPU-hour (卡时), server-month "
                                 "(台/月), GPU-day (卡天) …")
                              .arg(cell(Unit)));
    if (!cell(UnitPrice).isEmpty()) {
        Fraction f;
        QString t = stripSymbols(cell(UnitPrice));
        t.remove(QLatin1Char(','));
        if (!Fraction::fromDecimal(t, &f) || f < Fraction(0))
            return fail(UnitPrice, Tr::tr("'%1' is not a unit price").arg(cell(UnitPrice)));
        line->unitPrice = f;
    }
    if (cell(Amount).isEmpty())
        return fail(Amount, Tr::tr("the amount is missing"));
    if (!money(Amount, &line->amount))
        return false;
    if (!known && cell(Kind).isEmpty() == false)
        line->kind = BillLineKind::Other;
    else if (cell(Kind).isEmpty() && line->amount.minor() < 0)
        line->kind = BillLineKind::Credit;
    if (line->amount.minor() < 0 && line->kind != BillLineKind::Credit)
        return fail(Amount, Tr::tr("a negative amount is a credit: mark its type 赔付 or credit"));
    if (!cell(VatRate).isEmpty() && (line->vatBasisPoints = rateOf(cell(VatRate))) < 0)
        return fail(VatRate, Tr::tr("'%1' is not a VAT rate: write 6% or 0.06").arg(cell(VatRate)));
    for (int c : {int(Vat), int(Total)})
        if (!cell(c).isEmpty()) {
            Money m;
            if (!money(c, &m))
                return false;
            (c == Vat ? line->vat : line->total) = m;
        }
    bool invoiceKnown = true;
    line->invoiceType = invoiceOf(cell(Invoice), &invoiceKnown);
    if (!invoiceKnown)
        return fail(Invoice, Tr::tr("'%1' is not an invoice type: 专票 (special VAT invoice) or 普票 "
                                    "(ordinary invoice)")
                                 .arg(cell(Invoice)));
    if (line->kind == BillLineKind::Usage && (!line->unit || col[Quantity] < 0 || cell(Quantity).isEmpty()))
        return fail(line->unit ? Quantity : Unit,
                    Tr::tr("a line of rent needs its quantity and unit (e.g. 5760 卡时)"));
    return true;
}

bool isTotalRow(const QStringList& cells)
{
    for (const QString& c : cells) {
        const QString t = normalised(c);
        if (t.isEmpty())
            continue;
        return t == QString::fromUtf8("合计") || t == QString::fromUtf8("总计") ||
               t == QLatin1String("total") || t == QString::fromUtf8("本月合计");
    }
    return false;
}

} // namespace

Result<Bill> readBill(const QByteArray& bytes, const QString& fileName)
{
    auto tables = tablesOf(bytes, fileName);
    if (!tables)
        return tables.error();
    Bill bill;
    bill.file = fileName;
    int col[kCols];
    qsizetype first = -1;
    QStringList header;
    // The first worksheet with a header among its first 50 rows (a sheet of notes may come first).
    const QList<Row>* rows = nullptr;
    for (qsizetype t = 0; t < tables->size() && first < 0; ++t)
        for (qsizetype i = 0; i < tables->at(t).size() && i < 50 && first < 0; ++i) {
            rows = &tables->at(t);
            std::fill(std::begin(col), std::end(col), -1);
            const QStringList& cells = rows->at(i).cells;
            for (int c = 0; c < cells.size(); ++c)
                if (const int k = columnOf(cells[c]); k >= 0 && col[k] < 0)
                    col[k] = c;
            if (col[Amount] >= 0 && (col[Quantity] >= 0 || col[Total] >= 0)) {
                first = i + 1;
                header = cells;
                for (const auto& [key, c] : {std::pair{"contract", ContractNo}, std::pair{"month", Month},
                                             std::pair{"server", Server}, std::pair{"currency", CurrencyCol},
                                             std::pair{"amount", Amount}, std::pair{"kind", Kind}})
                    bill.headers.insert(QLatin1String(key), col[c] >= 0 ? cells.value(col[c]).trimmed()
                                                                        : QString::fromLatin1(key));
            }
        }
    if (first < 0)
        return Error(Tr::tr("no header row names the bill's columns: at least 金额 (amount) and 数量 "
                            "(quantity), with 服务器, 单位, 单价, 税率, 税额, 价税合计 as the bill has them"),
                     fileName, QStringLiteral("bill"));
    for (qsizetype i = first; i < rows->size(); ++i) {
        const Row& r = rows->at(i);
        if (blank(r.cells) || isTotalRow(r.cells) || (filled(r.cells) == 1 && r.unreadable.isEmpty()))
            continue;
        BillLine line;
        Error problem;
        if (readLine(r, col, header, fileName, &line, &problem))
            bill.lines << line;
        else
            bill.problems << problem;
    }
    if (bill.lines.isEmpty() && bill.problems.isEmpty())
        return Error(Tr::tr("the bill holds no lines under its header"), fileName, QStringLiteral("bill"));
    return bill;
}

} // namespace gpuplan
