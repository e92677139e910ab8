#include "QuoteCsv.h"

#include "QuoteRecords.h"
#include "catalog/GpuCatalog.h"
#include "cost/PriceTerm.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>

#include <cmath>
#include <functional>

namespace gpuplan {

using quotefile::normaliseHeader;
using quotefile::QuoteSheet;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteCsv)
};

enum Col
{
    Provider,
    Region,
    Contact,
    QuoteNumber,
    QuoteDate,
    ValidUntil,
    Gpu,
    GpusPerServer,
    Servers,
    CpuCores,
    RamGb,
    StorageKind,
    StorageTb,
    NetworkKind,
    NetworkGbps,
    Interconnect,
    Price,
    Currency_,
    PriceUnit_,
    VatIncluded,
    VatPercent,
    SetupFee,
    Deposit,
    MinimumTerm,
    Billing_,
    Spot,
    SlaResponse,
    SlaReplacement,
    Notes,
    InvoiceType,
    DeliveryDate,
    CommitmentYears,
    CommitmentPerHour,
    SpotProtection,
    SpotNotice,
    BilledWhenStopped,
    KeepsGpuWhenStopped,
    ColumnCount
};

} // namespace

// Text no column can hold (reliability-4 F10, F7, F25): a NUL character reaches no database whole
// (PostgreSQL refuses it in text), and a vendor's name of thousands of characters fits no document (a table
// cell taller than a page emptied the comparison PDF) — the cell is named, the row left out, the other rows
// kept with --valid-only. The value shown is cut to 80 characters.
void checkTexts(const QStringList& v, int line,
                const std::function<void(int, int, const QString&, const QString&)>& addIssue)
{
    const auto issue = [&](int c, const QString& value, const QString& why) {
        addIssue(line, c, value, why);
    };
    static const QHash<int, int> longest{{Provider, 200}, {QuoteNumber, 100}, {Contact, 200}, {Notes, 4000}};
    for (int c = 0; c < ColumnCount; ++c) {
        const QString shown = v[c].size() > 80 ? v[c].left(80) + QStringLiteral("…") : v[c];
        if (v[c].contains(QChar(u'\0')))
            issue(c, QString(shown).replace(QChar(u'\0'), QStringLiteral("\\0")),
                  Tr::tr("contains a NUL character (\\0), which a database cannot store; remove it"));
        else if (longest.contains(c) && v[c].size() > longest.value(c))
            issue(c, shown,
                  Tr::tr("has %1 characters; this column holds at most %2")
                      .arg(QLocale(QLocale::English).toString(v[c].size()))
                      .arg(QLocale(QLocale::English).toString(longest.value(c))));
    }
}

// China's billing terms (schema 8): the delivery date, a savings plan's commitment, a spot instance's
// protection period and release notice, what a stopped server costs and keeps.
void readBillingTerms(const QStringList& v, std::optional<Currency> currency, Quote& q,
                      const std::function<void(int, const QString&)>& issue)
{
    if (!v[DeliveryDate].isEmpty()) {
        auto d = QuoteCsv::parseDate(v[DeliveryDate]);
        if (!d)
            issue(DeliveryDate, d.error().message);
        else if (q.quoteDate.isValid() && d.value() < q.quoteDate)
            issue(DeliveryDate,
                  Tr::tr("is before the quote date (%1)").arg(q.quoteDate.toString(Qt::ISODate)));
        else if (q.quoteDate.isValid() && d.value() > q.quoteDate.addYears(2))
            // Reliability-4 F21: 9999-12-31 was taken and printed a finish date of nothing.
            issue(DeliveryDate, Tr::tr("is more than two years after the quote date (%1): not a delivery a "
                                       "quote can promise")
                                    .arg(q.quoteDate.toString(Qt::ISODate)));
        else
            q.deliveryDate = d.value();
    }
    if (!v[CommitmentYears].isEmpty()) {
        // 1, 3, 0 with or without its unit (1y, 3 years, 1年); nothing else (F21: 'yy1yy' was read as 1).
        static const QRegularExpression form(QStringLiteral("^([013])\\s*(y|yr|yrs|year|years|年)?$"),
                                             QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = form.match(v[CommitmentYears].trimmed());
        if (!m.hasMatch())
            issue(CommitmentYears, Tr::tr("a savings plan commits for 1 or 3 years (0 or empty: none)"));
        else
            q.price.commitmentYears = m.captured(1).toInt();
    }
    if (!v[CommitmentPerHour].isEmpty() && currency) {
        auto m = Money::parseAmount(v[CommitmentPerHour], *currency, QString());
        if (!m || m->minor() < 0)
            issue(CommitmentPerHour, Tr::tr("must be an amount of zero or more"));
        else if (m->minor() > 0 && !q.price.commitmentYears)
            issue(CommitmentPerHour,
                  Tr::tr("an hourly commitment needs its term: give commitment_years (1 or 3)"));
        else
            q.price.commitmentPerHour = m.value();
    }
    if (q.price.commitmentYears && q.price.spot)
        issue(CommitmentYears, Tr::tr("a savings plan does not apply to spot instances"));
    // Reliability-4 F21: a spot server can be taken back at any time; a minimum term of months is not spot.
    if (q.price.spot && q.price.minimumPeriods > 0 &&
        double(q.price.minimumPeriods) * Conventions{}.hoursIn(q.price.unit) > Conventions::kHoursPerWeek)
        issue(MinimumTerm,
              Tr::tr("a spot instance can be reclaimed at any time: a minimum term longer than a "
                     "week is not a spot term"));
    const struct
    {
        int column;
        double max;
        double* field;
    } numbers[] = {{SpotProtection, 720, &q.price.spotProtectionHours},
                   {SpotNotice, 1440, &q.price.spotNoticeMinutes}};
    for (const auto& n : numbers) {
        if (v[n.column].isEmpty())
            continue;
        auto x = QuoteCsv::parseNumber(v[n.column]);
        if (!q.price.spot && x && x.value() != 0)
            issue(n.column, Tr::tr("applies to spot instances only (spot = yes)"));
        else if (!x || x.value() < 0 || x.value() > n.max)
            issue(n.column, Tr::tr("must be a number from %1 to %2").arg(0).arg(n.max));
        else
            *n.field = x.value();
    }
    for (int c : {BilledWhenStopped, KeepsGpuWhenStopped}) {
        if (v[c].isEmpty())
            continue;
        auto b = QuoteCsv::parseBool(v[c]);
        if (!b)
            issue(c, Tr::tr("must be yes or no (是/否); empty: not stated"));
        else
            (c == BilledWhenStopped ? q.billedWhenStopped : q.keepsGpuWhenStopped) = *b;
    }
}

// The GPUs' links inside a server as stored: NVIDIA's SXM module (NVLink), Huawei Ascend's HCCS (ux-4 P1-m4:
// the planner itself names it), or PCIe cards; 模组 / OAM / module is the module form. Empty when not stated,
// nothing when the value is none of these.
// A row with problems (issues beyond `issuesBefore`) kept as read, to be corrected in the preview (fixRow).
static void keepBadRow(ParsedQuotes& out, int issuesBefore, int line, const QString& sheet,
                       const QStringList& v)
{
    if (out.issueCount == issuesBefore || out.badRows.size() >= ParsedQuotes::kMaxIssues)
        return;
    BadRow bad{line, sheet, {}};
    const QList<QuoteCsv::Column>& cols = QuoteCsv::columns();
    for (int c = 0; c < cols.size() && c < v.size(); ++c)
        if (!v[c].isEmpty())
            bad.fields.insert(QString::fromLatin1(cols[c].key), v[c]);
    out.badRows.append(bad);
}

static std::optional<QString> interconnectValue(const QString& text)
{
    const QString ic = text.trimmed().toLower();
    if (ic.isEmpty())
        return QString();
    if (ic == QLatin1String("nvlink") || ic == QLatin1String("oam") || ic == QLatin1String("module") ||
        ic == QString::fromUtf8("模组") || ic == QLatin1String("sxm"))
        return QStringLiteral("sxm");
    if (ic == QLatin1String("hccs") || ic == QLatin1String("pcie"))
        return ic;
    return std::nullopt;
}

Result<ParsedQuotes> QuoteCsv::parse(const QByteArray& bytes, const GpuCatalog& catalog, const FxTable& fx,
                                     const Conventions& conventions)
{
    ParsedQuotes out;
    const QList<Column>& cols = columns();
    QHash<QString, int> byName;
    for (int i = 0; i < cols.size(); ++i) {
        byName.insert(normaliseHeader(QString::fromLatin1(cols[i].key)), i);
        byName.insert(normaliseHeader(QString::fromUtf8(cols[i].zh)), i);
        if (cols[i].zhAlias)
            byName.insert(normaliseHeader(QString::fromUtf8(cols[i].zhAlias)), i);
    }
    QList<int> fieldToCol; // file field → column, -1 ignored
    QStringList headerNames;
    QString sheet; // the worksheet being read; empty for a CSV file
    auto source = quotefile::openRecords(bytes, byName, &out.encoding);
    if (!source)
        return source.error();
    out.delimiter = source->delimiter;
    // The records of a CSV file, or of each worksheet that has a quote header (the header is read again for
    // every sheet).
    auto forEachRecord = [&](const std::function<bool(const Csv::Record&)>& visit, int* errorLine) {
        if (source->sheets.isEmpty())
            return Csv::parse(source->text, out.delimiter, visit, errorLine);
        for (const QuoteSheet& s : source->sheets) {
            sheet = s.table.name;
            fieldToCol.clear();
            headerNames.clear();
            for (const Csv::Record& r : s.records)
                if (!visit(r))
                    return true;
        }
        return true;
    };
    auto where = [&](int line) {
        return sheet.isEmpty() ? Tr::tr("line %1").arg(line)
                               : Tr::tr("sheet '%1', row %2").arg(sheet).arg(line);
    };
    auto whereHeader = [&](int line) {
        return sheet.isEmpty() ? Tr::tr("line %1 (header)").arg(line)
                               : Tr::tr("sheet '%1', row %2 (header)").arg(sheet).arg(line);
    };
    std::optional<Error> fileError;
    const PriceNormaliser normaliser(fx, conventions);
    QHash<QString, int> seen;                 // dedup key → line
    QHash<QString, const GpuModel*> gpuCache; // spellings repeat across rows

    auto addIssue = [&](int line, int col, const QString& value, const QString& reason) {
        ++out.issueCount;
        if (out.issues.size() < ParsedQuotes::kMaxIssues)
            out.issues.append({line, col >= 0 ? headerNames.value(fieldToCol.indexOf(col)) : QString(), value,
                               reason, sheet, col >= 0 ? QString::fromLatin1(cols[col].key) : QString()});
    };

    int errorLine = 0;
    const bool complete = forEachRecord(
        [&](const Csv::Record& r) {
            if (fieldToCol.isEmpty()) {
                QList<bool> present(ColumnCount, false);
                QStringList known;
                for (const Column& col : cols)
                    known << QString::fromLatin1(col.key) << QString::fromUtf8(col.zh);
                for (const QString& h : r.fields) {
                    const int c = byName.value(normaliseHeader(h), -1);
                    if (c < 0 && !h.trimmed().isEmpty()) {
                        // An unknown column is refused, not ignored: a misspelled optional header would
                        // silently drop a term of every quote.
                        const QString guess = Csv::closestMatch(h, known);
                        fileError = Error{
                            guess.isEmpty()
                                ? Tr::tr("unknown column '%1'; a quote file needs the columns %2 (the quote "
                                         "template lists every column)")
                                      .arg(h.trimmed(), columnList(true))
                                : Tr::tr("unknown column '%1'; did you mean '%2'?").arg(h.trimmed(), guess),
                            whereHeader(r.line)};
                        return false;
                    }
                    if (c >= 0 && present[c]) {
                        fileError = Error{Tr::tr("the column '%1' appears twice").arg(h), where(r.line)};
                        return false;
                    }
                    fieldToCol.append(c);
                    headerNames.append(h.trimmed());
                    if (c >= 0)
                        present[c] = true;
                }
                QStringList missing;
                for (int c = 0; c < cols.size(); ++c)
                    if (cols[c].required && !present[c])
                        missing << QStringLiteral("%1 (%2)").arg(QLatin1String(cols[c].key),
                                                                 QString::fromUtf8(cols[c].zh));
                if (!missing.isEmpty()) {
                    fileError =
                        Error{Tr::tr("required columns are missing: %1. The optional ones are listed in the "
                                     "quote template")
                                  .arg(missing.join(QStringLiteral(", "))),
                              whereHeader(r.line)};
                    return false;
                }
                return true;
            }
            if (const QString why = quotefile::notAQuote(r.fields, fieldToCol, byName); !why.isNull())
                return quotefile::passOver(out, r, why, sheet);
            ++out.rows;
            QStringList v(ColumnCount);
            for (int i = 0; i < r.fields.size() && i < fieldToCol.size(); ++i)
                if (fieldToCol[i] >= 0)
                    v[fieldToCol[i]] = r.fields[i].trimmed();
            const int issuesBefore = out.issueCount; // a row with problems is kept as read
            const auto keep = qScopeGuard([&] { keepBadRow(out, issuesBefore, r.line, sheet, v); });
            if (r.fields.size() != fieldToCol.size()) {
                // Too many or too few: a value may sit under the wrong column, or a term is missing.
                addIssue(
                    r.line, -1, QString(),
                    Tr::tr("%1 fields, but the header has %2").arg(r.fields.size()).arg(fieldToCol.size()));
                return true;
            }
            const int before = out.issueCount;
            checkTexts(v, r.line, addIssue);
            Quote q;
            auto req = [&](int c) {
                if (v[c].isEmpty()) {
                    addIssue(r.line, c, v[c], Tr::tr("a value is required"));
                    return false;
                }
                return true;
            };
            auto integer = [&](int c, int min, int max, int* field) {
                if (v[c].isEmpty())
                    return;
                bool ok = false;
                const int n = v[c].toInt(&ok);
                if (!ok || n < min || n > max)
                    addIssue(r.line, c, v[c],
                             Tr::tr("must be a whole number from %1 to %2").arg(min).arg(max));
                else
                    *field = n;
            };
            auto number = [&](int c, double min, double max, double* field) {
                if (v[c].isEmpty())
                    return;
                auto n = parseNumber(v[c]);
                if (!n || n.value() < min || n.value() > max)
                    addIssue(r.line, c, v[c], Tr::tr("must be a number from %1 to %2").arg(min).arg(max));
                else
                    *field = n.value();
            };
            if (req(Provider))
                q.provider = Csv::restoreFormula(v[Provider]);
            q.region = Csv::restoreFormula(v[Region]);
            q.contact = Csv::restoreFormula(v[Contact]);
            q.quoteNumber = Csv::restoreFormula(v[QuoteNumber]);
            if (req(QuoteDate)) {
                auto d = parseDate(v[QuoteDate]);
                if (!d)
                    addIssue(r.line, QuoteDate, v[QuoteDate], d.error().message);
                else
                    q.quoteDate = d.value();
            }
            if (!v[ValidUntil].isEmpty()) {
                auto d = parseDate(v[ValidUntil]);
                if (!d)
                    addIssue(r.line, ValidUntil, v[ValidUntil], d.error().message);
                else if (q.quoteDate.isValid() && d.value() < q.quoteDate)
                    addIssue(r.line, ValidUntil, v[ValidUntil], Tr::tr("ends before the quote date"));
                else
                    q.validUntil = d.value();
            }
            if (req(Gpu)) {
                if (const GpuModel* cached = gpuCache.value(v[Gpu])) {
                    q.gpuId = cached->id;
                } else {
                    auto g = catalog.find(v[Gpu]);
                    if (!g) {
                        addIssue(r.line, Gpu, v[Gpu], g.error().message);
                    } else {
                        q.gpuId = g.value()->id;
                        gpuCache.insert(v[Gpu], g.value());
                    }
                }
            }
            if (req(GpusPerServer))
                integer(GpusPerServer, 1, 64, &q.gpusPerServer);
            if (req(Servers))
                integer(Servers, 1, 100000, &q.servers);
            integer(CpuCores, 1, 100000, &q.server.cpuCores);
            number(RamGb, 1, 1e6, &q.server.ramGb);
            const QString storage = v[StorageKind].toLower();
            if (!storage.isEmpty() && storage != QLatin1String("nvme") && storage != QLatin1String("ssd") &&
                storage != QLatin1String("hdd"))
                addIssue(r.line, StorageKind, v[StorageKind], Tr::tr("must be nvme, ssd or hdd"));
            q.server.storageKind = storage;
            number(StorageTb, 0, 1e6, &q.server.storageTb);
            QString net = v[NetworkKind].toLower();
            if (net == QLatin1String("infiniband"))
                net = QStringLiteral("ib");
            else if (net == QString::fromUtf8("以太网"))
                net = QStringLiteral("ethernet");
            if (!net.isEmpty() && net != QLatin1String("ib") && net != QLatin1String("roce") &&
                net != QLatin1String("ethernet"))
                addIssue(r.line, NetworkKind, v[NetworkKind], Tr::tr("must be ib, roce or ethernet"));
            q.server.networkKind = net;
            number(NetworkGbps, 0, 1e5, &q.server.networkGbps);
            const auto interconnect = interconnectValue(v[Interconnect]);
            q.interconnect = interconnect.value_or(QString());
            if (!interconnect)
                addIssue(r.line, Interconnect, v[Interconnect],
                         Tr::tr("must be sxm (or nvlink), hccs (Ascend), pcie or 模组 (module)"));

            std::optional<Currency> currency;
            if (req(Currency_)) {
                currency = currencyFromCode(v[Currency_]);
                if (!currency)
                    addIssue(r.line, Currency_, v[Currency_],
                             Tr::tr("unknown currency; use CNY, USD or EUR"));
            }
            if (req(Price) && currency) {
                auto m = Money::parseAmount(v[Price], *currency, QString());
                if (!m)
                    addIssue(r.line, Price, v[Price], m.error().message);
                else if (m->minor() <= 0)
                    addIssue(r.line, Price, v[Price], Tr::tr("the price must be greater than zero"));
                else
                    q.price.price = m.value();
            }
            if (req(PriceUnit_)) {
                auto u = priceUnitFromName(v[PriceUnit_]);
                if (!u)
                    addIssue(r.line, PriceUnit_, v[PriceUnit_],
                             Tr::tr("must be one of gpu-hour, server-hour, gpu-day, server-day, gpu-week, "
                                    "server-week, gpu-month, server-month, gpu-year, server-year (or 卡时, "
                                    "台周, 台月, ...)"));
                else {
                    q.price.unit = *u;
                    q.price.billing = naturalBilling(*u);
                }
            }
            q.price.gpusPerServer = q.gpusPerServer;
            if (!v[VatIncluded].isEmpty()) {
                auto b = parseBool(v[VatIncluded]);
                if (!b)
                    addIssue(r.line, VatIncluded, v[VatIncluded], Tr::tr("must be yes or no (是/否)"));
                else
                    q.price.vatIncluded = *b;
            }
            if (!v[VatPercent].isEmpty()) {
                QString t = v[VatPercent];
                t.remove(QLatin1Char('%'));
                auto n = parseNumber(t);
                if (!n || n.value() < 0 || n.value() >= 100)
                    addIssue(r.line, VatPercent, v[VatPercent],
                             Tr::tr("VAT must be at least 0% and below 100%"));
                else if (n.value() > 0 && n.value() < 1) // 0.06: a percentage cell read as its fraction
                    addIssue(r.line, VatPercent, v[VatPercent],
                             Tr::tr("is a rate below 1%, which China's VAT does not have; for 6% write 6"));
                else
                    q.price.vatBasisPoints = int(std::lround(n.value() * 100));
            } else if (q.price.vatIncluded) {
                addIssue(r.line, VatPercent, v[VatPercent],
                         Tr::tr("the price includes VAT: give the rate, e.g. 6"));
            }
            for (int c : {SetupFee, Deposit}) {
                if (v[c].isEmpty() || !currency)
                    continue;
                auto m = Money::parseAmount(v[c], *currency, QString());
                if (!m || m->minor() < 0)
                    addIssue(r.line, c, v[c], Tr::tr("must be an amount of zero or more"));
                else
                    (c == SetupFee ? q.price.setupFee : q.price.deposit) = m.value();
            }
            integer(MinimumTerm, 0, 1000, &q.price.minimumPeriods);
            if (!v[Billing_].isEmpty()) {
                auto b = billingFromName(v[Billing_]);
                if (!b)
                    addIssue(r.line, Billing_, v[Billing_],
                             Tr::tr("must be second, minute, hour, day, week, month or year (按秒, 按分钟, "
                                    "按小时, …)"));
                else
                    q.price.billing = *b;
            }
            if (!v[Spot].isEmpty()) {
                auto b = parseBool(v[Spot]);
                if (!b)
                    addIssue(r.line, Spot, v[Spot], Tr::tr("must be yes or no (是/否)"));
                else
                    q.price.spot = *b;
            }
            number(SlaResponse, 0, 10000, &q.slaResponseHours);
            number(SlaReplacement, 0, 10000, &q.slaReplacementHours);
            q.notes = Csv::restoreFormula(r.fields.value(fieldToCol.indexOf(Notes))); // verbatim, spaces kept
            if (!v[InvoiceType].isEmpty()) {
                const QString t = v[InvoiceType].toLower();
                if (t == QLatin1String("special") || t == QString::fromUtf8("专票") ||
                    t == QString::fromUtf8("专用发票") || t == QString::fromUtf8("增值税专用发票"))
                    q.invoiceType = QStringLiteral("special");
                else if (t == QLatin1String("ordinary") || t == QString::fromUtf8("普票") ||
                         t == QString::fromUtf8("普通发票") || t == QString::fromUtf8("增值税普通发票"))
                    q.invoiceType = QStringLiteral("ordinary");
                else
                    addIssue(r.line, InvoiceType, v[InvoiceType],
                             Tr::tr("must be special (专票, 增值税专用发票) or ordinary (普票, 普通发票)"));
            }
            readBillingTerms(v, currency, q,
                             [&](int c, const QString& reason) { addIssue(r.line, c, v[c], reason); });
            if (out.issueCount != before)
                return true;
            auto norm = normaliser.perGpuHourExVat(q.price);
            if (!norm) {
                addIssue(r.line, norm.error().field == QLatin1String("fx") ? int(Currency_) : int(Price),
                         v[norm.error().field == QLatin1String("fx") ? Currency_ : Price],
                         norm.error().message);
                return true;
            }
            if (norm->minor() == 0) { // €0.01 per GPU-year: less than a fen an hour, a wrong unit
                addIssue(r.line, Price, v[Price],
                         Tr::tr("comes to less than ¥0.01 per GPU-hour; check the price and its unit"));
                return true;
            }
            q.normalised = norm.value();
            if (const FxRate* rate = fx.rate(q.price.price.currency()))
                q.fxUsed =
                    QStringLiteral("%1=%2 (%3)")
                        .arg(currencyCode(rate->currency), rate->rateText, rate->date.toString(Qt::ISODate));
            const QString key = q.dedupKey();
            if (seen.contains(key)) {
                addIssue(r.line, -1, QString(), Tr::tr("duplicate of line %1").arg(seen.value(key)));
                return true;
            }
            seen.insert(key, r.line);
            out.quotes.append(std::move(q));
            out.quoteKeys.append(key);
            out.quoteLines.append(r.line);
            out.quoteSheets.append(sheet);
            return true;
        },
        &errorLine);
    if (fileError)
        return *fileError;
    if (!complete)
        return Result<ParsedQuotes>::failure(Tr::tr("line %1").arg(errorLine),
                                             Tr::tr("a quoted field is never closed (a missing \")"));
    if (fieldToCol.isEmpty() || out.rows == 0)
        return Result<ParsedQuotes>::failure(Tr::tr("the file"),
                                             Tr::tr("the file has a header but no quotes"));
    return out;
}

} // namespace gpuplan
