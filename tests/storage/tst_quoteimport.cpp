#include "QuoteFiles.h"

#include "quotes/QuoteIndex.h"
#include "storage/CatalogStore.h"
#include "storage/QuoteStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace gpuplan;

namespace {
const GpuCatalog& catalog()
{
    return GpuCatalog::shipped();
}
FxTable fx()
{
    return FxTable::shipped();
}
Result<ParsedQuotes> parse(const QByteArray& bytes)
{
    return QuoteCsv::parse(bytes, catalog(), fx(), Conventions{});
}
} // namespace

// Under AddressSanitizer (.ci/run's second pass) the large files are smaller (10 MB instead of 50, 50,000
// rows to kill instead of 150,000): the same paths are taken in a fraction of the time (the whole test
// took 4.4 minutes there).
#if defined(__SANITIZE_ADDRESS__)
constexpr int kSanitizerShrink = 5;
#else
constexpr int kSanitizerShrink = 1;
#endif

class TestQuoteImport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<Database> emptyDb(const QString& name)
    {
        Database::Options o;
        o.seedDemo = false;
        return std::move(Database::open(m_dir.filePath(name), o).value());
    }

private slots:
    // Property: random valid quotes, exported and imported again, come back with identical values — text
    // with delimiters, quotes, line breaks, leading formula characters and Chinese included.
    void exportImportRoundTrip()
    {
        quint32 seed = 20261130;
        auto next = [&](quint32 n) {
            seed = seed * 1664525u + 1013904223u;
            return (seed >> 8) % n;
        };
        static const char* const pieces[] = {
            "华东云", "Beta, Inc.", "say \"hi\"", "two\nlines", "=SUM(A1)",    "+86 138", "-minus",
            "@home",  "semi;colon", "tab\there",  "  spaced  ", "'apostrophe", "普通"};
        auto text = [&](bool allowEmpty) {
            if (allowEmpty && next(4) == 0)
                return QString();
            QString t;
            const int n = 1 + int(next(3));
            for (int i = 0; i < n; ++i)
                t += QString::fromUtf8(pieces[next(std::size(pieces))]);
            return t;
        };
        const QList<GpuModel>& gpus = catalog().gpus();
        QList<Quote> quotes;
        for (int i = 0; i < 200; ++i) {
            Quote q;
            q.provider = text(false).trimmed();
            if (q.provider.isEmpty())
                q.provider = QStringLiteral("P%1").arg(i);
            q.region = text(true).trimmed();
            q.contact = text(true).trimmed();
            q.quoteNumber = QStringLiteral("Q-%1").arg(i);
            q.quoteDate = QDate(2026, 1 + int(next(12)), 1 + int(next(28)));
            if (next(2))
                q.validUntil = q.quoteDate.addDays(30 + int(next(300)));
            q.gpuId = gpus[int(next(quint32(gpus.size())))].id;
            q.gpusPerServer = 1 << next(4);
            q.servers = 1 + int(next(16));
            if (next(2))
                q.server.cpuCores = 8 + int(next(120));
            if (next(2))
                q.server.ramGb = 64 * (1 + int(next(32)));
            q.server.storageKind = next(2) ? QStringLiteral("nvme") : QString();
            q.server.networkKind = QStringList{QStringLiteral("ib"), QStringLiteral("roce"),
                                               QStringLiteral("ethernet")}[int(next(3))];
            q.interconnect =
                QStringList{QString(), QStringLiteral("sxm"), QStringLiteral("pcie")}[int(next(3))];
            if (next(2))
                q.server.networkGbps = 100 * (1 + int(next(8)));
            // At least ¥1,000 (or $1,000) per unit: never less than a fen per GPU-hour, even per server-year.
            q.price.price =
                Money(100000 + qint64(next(100000000)), next(5) == 0 ? Currency::USD : Currency::CNY);
            q.price.unit = PriceUnit(next(kPriceUnitCount));
            q.price.gpusPerServer = q.gpusPerServer;
            q.price.vatIncluded = next(2);
            q.price.vatBasisPoints = q.price.vatIncluded ? 600 : 0;
            if (next(3) == 0)
                q.price.setupFee = Money(qint64(next(1000000)), q.price.price.currency());
            if (next(3) == 0)
                q.price.deposit = Money(qint64(next(1000000)), q.price.price.currency());
            q.price.minimumPeriods = int(next(4));
            q.price.billing = naturalBilling(q.price.unit);
            q.price.spot = next(10) == 0;
            if (!q.price.spot && next(4) == 0) {
                q.price.commitmentYears = next(2) ? 1 : 3;
                if (next(2))
                    q.price.commitmentPerHour = Money(1 + qint64(next(100000)), q.price.price.currency());
            }
            if (next(3) == 0)
                q.price.billing =
                    QList<Billing>{Billing::Second, Billing::Minute, Billing::Hour}[int(next(3))];
            // A spot quote's minimum term is never longer than a week (the import refuses it, reliability-4
            // F21).
            if (q.price.spot && double(q.price.minimumPeriods) * Conventions{}.hoursIn(q.price.unit) >
                                    Conventions::kHoursPerWeek)
                q.price.minimumPeriods = 0;
            if (q.price.spot) {
                q.price.spotProtectionHours = next(2);
                q.price.spotNoticeMinutes = 5 * next(2);
            }
            if (next(2))
                q.deliveryDate = q.quoteDate.addDays(int(next(60)));
            if (next(2))
                q.billedWhenStopped = next(2) == 0;
            if (next(2))
                q.keepsGpuWhenStopped = next(2) == 0;
            q.notes = text(true);
            q.invoiceType =
                QStringList{QString(), QStringLiteral("special"), QStringLiteral("ordinary")}[int(next(3))];
            quotes << q;
        }
        for (bool chinese : {false, true}) {
            const QByteArray csv = QuoteCsv::write(quotes, chinese);
            if (chinese) {
                // Chinese headers come with the values a Chinese quote writes (zh-review R18).
                const QString text = QString::fromUtf8(csv);
                for (const char* word : {"卡时", "台月", "是", "否", "按小时", "InfiniBand", "以太网", "NVMe",
                                         "专票", "普票", "SXM", "PCIe"})
                    QVERIFY2(text.contains(QString::fromUtf8(word)), word);
                for (const char* word : {",yes,", ",no,", "gpu-hour", "server-month", ",hour,", ",ib,",
                                         ",nvme,", ",special,", ",sxm,"})
                    QVERIFY2(!text.contains(QLatin1String(word)), word);
            }
            auto back = parse(csv);
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().toString()));
            QCOMPARE(back->issueCount, 0);
            QCOMPARE(back->quotes.size(), quotes.size());
            for (int i = 0; i < quotes.size(); ++i) {
                const Quote& a = quotes[i];
                const Quote& b = back->quotes[i];
                QCOMPARE(b.provider, a.provider);
                QCOMPARE(b.region, a.region);
                QCOMPARE(b.contact, a.contact);
                QCOMPARE(b.quoteNumber, a.quoteNumber);
                QCOMPARE(b.quoteDate, a.quoteDate);
                QCOMPARE(b.validUntil, a.validUntil);
                QCOMPARE(b.gpuId, a.gpuId);
                QCOMPARE(b.gpusPerServer, a.gpusPerServer);
                QCOMPARE(b.servers, a.servers);
                QCOMPARE(b.server.cpuCores, a.server.cpuCores);
                QCOMPARE(b.server.ramGb, a.server.ramGb);
                QCOMPARE(b.server.storageKind, a.server.storageKind);
                QCOMPARE(b.server.networkKind, a.server.networkKind);
                QCOMPARE(b.server.networkGbps, a.server.networkGbps);
                QCOMPARE(b.interconnect, a.interconnect);
                QCOMPARE(b.price.price, a.price.price);
                QCOMPARE(b.price.unit, a.price.unit);
                QCOMPARE(b.price.vatIncluded, a.price.vatIncluded);
                QCOMPARE(b.price.vatBasisPoints, a.price.vatBasisPoints);
                QCOMPARE(b.price.setupFee.minor(), a.price.setupFee.minor());
                QCOMPARE(b.price.deposit.minor(), a.price.deposit.minor());
                QCOMPARE(b.price.minimumPeriods, a.price.minimumPeriods);
                QCOMPARE(b.price.billing, a.price.billing);
                QCOMPARE(b.price.spot, a.price.spot);
                QCOMPARE(b.notes, a.notes);
                QCOMPARE(b.invoiceType, a.invoiceType);
                QCOMPARE(b.price.commitmentYears, a.price.commitmentYears);
                QCOMPARE(b.price.commitmentPerHour.minor(), a.price.commitmentPerHour.minor());
                QCOMPARE(b.price.spotProtectionHours, a.price.spotProtectionHours);
                QCOMPARE(b.price.spotNoticeMinutes, a.price.spotNoticeMinutes);
                QCOMPARE(b.deliveryDate, a.deliveryDate);
                QCOMPARE(b.billedWhenStopped, a.billedWhenStopped);
                QCOMPARE(b.keepsGpuWhenStopped, a.keepsGpuWhenStopped);
            }
        }
        // Invoice types as Chinese buyers write them.
        auto zh = parse(
            QByteArray("provider,gpu,gpus_per_server,servers,price,currency,price_unit,quote_date,发票类型\n"
                       "甲,h100,8,1,10,CNY,gpu-hour,2026-11-01,增值税专用发票\n"
                       "乙,h100,8,1,10,CNY,gpu-hour,2026-11-01,普票\n"
                       "丙,h100,8,1,10,CNY,gpu-hour,2026-11-01,收据\n"));
        QVERIFY(zh.ok());
        QCOMPARE(zh->quotes[0].invoiceType, QStringLiteral("special"));
        QCOMPARE(zh->quotes[1].invoiceType, QStringLiteral("ordinary"));
        QCOMPARE(zh->issueCount, 1); // 收据 (a receipt) is not an invoice type
    }

    void validFileParses()
    {
        auto r = parse(testdata::file(20));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(r->rows, 20);
        QCOMPARE(r->quotes.size(), 20);
        QCOMPARE(r->issueCount, 0);
        const Quote& q = r->quotes.first();
        QCOMPARE(q.gpuId, QStringLiteral("h100-sxm-80g"));
        QCOMPARE(q.price.price.minor(), qint64(6000000));
        QCOMPARE(q.price.unit, PriceUnit::ServerMonth);
        QVERIFY(q.price.vatIncluded);
        QCOMPARE(q.price.vatBasisPoints, 600);
        QCOMPARE(q.normalised->minor(), qint64(969)); // 60,000 / 1.06 / 8 / 730 = 9.69
        QCOMPARE(r->quoteLines.first(), 2);
    }

    // An edit changes what it names (reliability-3 R7): a USD quote imported at 1 USD = 7.50 CNY keeps that
    // rate when its notes change — $2.00 × 7.50 = ¥15.00 per GPU-hour, not the shipped 7.10 (¥14.20);
    // changing its currency to EUR prices it at the EUR rate in force (8.20: ¥16.40).
    void editKeepsTheStoredRate()
    {
        FxTable importRates = fx();
        QVERIFY(importRates.setRate(QStringLiteral("USD=7.50"), QDate(2026, 11, 30)).ok());
        auto parsed =
            QuoteCsv::parse(QByteArray("provider,gpu,gpus_per_server,servers,price,currency,price_unit,"
                                       "quote_date\nUS,h100,8,1,2.00,USD,gpu-hour,2026-11-30\n"),
                            catalog(), importRates, Conventions{});
        QVERIFY(parsed.ok() && parsed->quotes.size() == 1);
        const Quote q = parsed->quotes.first();
        QCOMPARE(q.fxUsed, QStringLiteral("USD=7.50 (2026-11-30)"));
        QCOMPARE(q.normalised->minor(), qint64(1500));
        auto noted = QuoteCsv::edited(q, {{QStringLiteral("notes"), QStringLiteral("hello")}}, catalog(),
                                      fx(), Conventions{});
        QVERIFY(noted.ok());
        QCOMPARE(noted->normalised->minor(), qint64(1500));
        QCOMPARE(noted->fxUsed, q.fxUsed);
        auto euro = QuoteCsv::edited(q, {{QStringLiteral("currency"), QStringLiteral("EUR")}}, catalog(),
                                     fx(), Conventions{});
        QVERIFY(euro.ok());
        QCOMPARE(euro->normalised->minor(), qint64(1640));
    }

    // A quote read from its columns (the desktop form and `gpuplan quotes edit`): every problem comes back at
    // its own column, not only the first; a quote's own columns read back to the same quote.
    void quoteReadFromItsColumns()
    {
        QHash<QString, QString> row{{QStringLiteral("provider"), QStringLiteral("甲")},
                                    {QStringLiteral("gpu"), QStringLiteral("h100")},
                                    {QStringLiteral("gpus_per_server"), QStringLiteral("8")},
                                    {QStringLiteral("servers"), QStringLiteral("-1")},
                                    {QStringLiteral("price"), QStringLiteral("abc")},
                                    {QStringLiteral("currency"), QStringLiteral("CNY")},
                                    {QStringLiteral("price_unit"), QStringLiteral("server-month")},
                                    {QStringLiteral("quote_date"), QStringLiteral("2026-11-01")}};
        auto bad = QuoteCsv::readFields(row, catalog(), fx(), Conventions{});
        QVERIFY(bad.ok());
        QVERIFY(bad->quotes.isEmpty());
        QSet<QString> columns;
        for (const ImportIssue& i : bad->issues)
            columns.insert(i.column);
        QVERIFY2(columns.contains(QStringLiteral("servers")) && columns.contains(QStringLiteral("price")),
                 qPrintable(QStringList(columns.values()).join(QLatin1Char(','))));
        row[QStringLiteral("servers")] = QStringLiteral("2");
        row[QStringLiteral("price")] = QStringLiteral("60,000");
        row[QStringLiteral("vat_included")] = QStringLiteral("yes");
        row[QStringLiteral("vat_percent")] = QStringLiteral("6");
        auto good = QuoteCsv::readFields(row, catalog(), fx(), Conventions{});
        QVERIFY(good.ok());
        QCOMPARE(good->issueCount, 0);
        QCOMPARE(good->quotes.size(), 1);
        const Quote q = good->quotes.first();
        QCOMPARE(q.servers, 2);
        QCOMPARE(q.normalised->minor(), qint64(969)); // 60,000 / 1.06 / 8 / 730 = 9.69, by hand
        auto again = QuoteCsv::readFields(QuoteCsv::fields(q), catalog(), fx(), Conventions{});
        QVERIFY(again.ok());
        QCOMPARE(again->quotes.size(), 1);
        QCOMPARE(again->quotes.first().dedupKey(), q.dedupKey());
        auto edited = QuoteCsv::edited(q, {{QStringLiteral("servres"), QStringLiteral("3")}}, catalog(), fx(),
                                       Conventions{});
        QVERIFY(!edited.ok());
        QCOMPARE(edited.error().where, QStringLiteral("servres"));
        QVERIFY(edited.error().message.contains(QStringLiteral("servers")));
    }

    // Each malformed row is reported with its line, column, value and reason; the other rows still parse.
    void rowErrorsAreExact_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        auto replace = [](int field, const QByteArray& value) {
            QList<QByteArray> f = testdata::row(1).trimmed().split(',');
            f[field] = value;
            return f.join(',') + "\r\n";
        };
        QTest::newRow("bad number") << replace(16, "7O") << "price"
                                    << "7O"
                                    << "'7O' is not an amount of money";
        QTest::newRow("negative price") << replace(16, "-5") << "price"
                                        << "-5"
                                        << "the price must be greater than zero";
        QTest::newRow("unknown GPU") << replace(6, "gtx1080") << "gpu"
                                     << "gtx1080"
                                     << "unknown GPU 'gtx1080'";
        QTest::newRow("bad date") << replace(4, "31/12/2026") << "quote_date"
                                  << "31/12/2026"
                                  << "not a date";
        QTest::newRow("no such day") << replace(4, "2026-02-30") << "quote_date"
                                     << "2026-02-30"
                                     << "no such day";
        QTest::newRow("zero GPUs per server") << replace(7, "0") << "gpus_per_server"
                                              << "0"
                                              << "must be a whole number from 1 to 64";
        QTest::newRow("unknown currency") << replace(17, "GBP") << "currency"
                                          << "GBP"
                                          << "unknown currency";
        QTest::newRow("unknown unit") << replace(18, "per-week") << "price_unit"
                                      << "per-week"
                                      << "must be one of gpu-hour";
        QTest::newRow("VAT 100%") << replace(20, "100") << "vat_percent"
                                  << "100"
                                  << "below 100%";
        QTest::newRow("bad yes/no") << replace(19, "maybe") << "vat_included"
                                    << "maybe"
                                    << "must be yes or no";
        QTest::newRow("missing provider") << replace(0, "") << "provider"
                                          << ""
                                          << "a value is required";
        QList<QByteArray> perYear = testdata::row(3).trimmed().split(','); // ¥1 per GPU-year
        perYear[16] = "1";
        QTest::newRow("less than a fen an hour") << perYear.join(',') + "\r\n"
                                                 << "price"
                                                 << "1"
                                                 << "less than ¥0.01 per GPU-hour";
        QTest::newRow("validity before date") << replace(5, "2025-01-01") << "valid_until"
                                              << "2025-01-01"
                                              << "ends before the quote date";
    }
    void rowErrorsAreExact()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        const QByteArray bytes = testdata::header() + testdata::row(0) + row + testdata::row(2);
        auto r = parse(bytes);
        QVERIFY(r.ok());
        QCOMPARE(r->issueCount, 1);
        QCOMPARE(r->quotes.size(), 2);
        const ImportIssue& i = r->issues.first();
        QCOMPARE(i.line, 3);
        QCOMPARE(i.column, column);
        QCOMPARE(i.value, value);
        QVERIFY2(i.reason.contains(reason), qPrintable(i.reason));
        QVERIFY(i.toString().startsWith(QStringLiteral("line 3, column %1").arg(column)));
    }

    // ux-4 P1-m4: an Ascend 910B server's interconnect is HCCS, as the planner itself says; it was refused
    // ("must be sxm, nvlink or pcie"). HCCS and the module form (模组 / OAM) are read; anything else is
    // refused naming every allowed value.
    void ascendInterconnectIsRead()
    {
        auto with = [](const QByteArray& value) {
            QList<QByteArray> f = testdata::row(0).trimmed().split(',');
            f[15] = value;
            return testdata::header() + f.join(',') + "\r\n";
        };
        const QList<QPair<QByteArray, QString>> read{
            {"HCCS", QStringLiteral("hccs")},  {"hccs", QStringLiteral("hccs")},
            {"模组", QStringLiteral("sxm")},   {"OAM", QStringLiteral("sxm")},
            {"NVLink", QStringLiteral("sxm")}, {"pcie", QStringLiteral("pcie")}};
        for (const auto& [value, stored] : read) {
            auto r = parse(with(value));
            QVERIFY(r.ok());
            QVERIFY2(r->issues.isEmpty(), qPrintable(r->issues.value(0).toString()));
            QCOMPARE(r->quotes.first().interconnect, stored);
        }
        auto bad = parse(with("nvswitch"));
        QVERIFY(bad.ok());
        QCOMPARE(bad->issues.size(), 1);
        QCOMPARE(bad->issues.first().column, QStringLiteral("interconnect"));
        QVERIFY2(bad->issues.first().reason.contains(QStringLiteral("hccs")),
                 qPrintable(bad->issues.first().reason));
        // Written and read back as HCCS.
        auto hccs = parse(with("HCCS"));
        auto again = parse(QuoteCsv::write(hccs->quotes, true));
        QVERIFY(again.ok() && again->issues.isEmpty());
        QCOMPARE(again->quotes.first().interconnect, QStringLiteral("hccs"));
    }

    void fileErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty file") << QByteArray() << "the file is empty";
        QTest::newRow("only whitespace") << QByteArray("\r\n  \n") << "the file is empty";
        QTest::newRow("header only") << testdata::header() << "no quotes";
        QTest::newRow("missing columns")
            << QByteArray("provider,gpu,price\nA,h100,5\n")
            << "required columns are missing: quote_date (报价日期), gpus_per_server";
        QTest::newRow("wrong encoding")
            << QByteArray("provider,\xff\xfe\xff\xff\n\x81\x30\xff\n") << "neither UTF-8 nor GB18030";
        QTest::newRow("unclosed quote")
            << (testdata::header() + testdata::row(0) + "\"open,") << "never closed";
        QTest::newRow("duplicate column") << QByteArray("provider,供应商\n") << "appears twice";
        // A header nothing resembles lists what a quote file needs, in both names (not "see the README").
        QTest::newRow("unknown column") << QByteArray("foo,bar\n1,2\n")
                                        << "unknown column 'foo'; a quote file needs the columns provider "
                                           "(供应商), quote_date (报价日期)";
    }
    void fileErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        auto r = parse(bytes);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().toString()));
    }

    // The quote template (File → Save quote template…, gpuplan quotes template) holds every column and one
    // example row that imports as written: 8 × H100 in one server at ¥68,000 a server-month incl. 13 % VAT,
    // special VAT invoice; 68,000 / 1.13 / (8 × 730) = ¥10.30 per GPU-hour.
    void templateImportsAsWritten()
    {
        for (bool chinese : {false, true}) {
            const QByteArray file = QuoteCsv::templateFile(chinese);
            const QString header = QString::fromUtf8(file).section(QLatin1Char('\n'), 0, 0);
            for (const QuoteCsv::Column& c : QuoteCsv::columns())
                QVERIFY2(header.contains(chinese ? QString::fromUtf8(c.zh) : QString::fromLatin1(c.key)),
                         c.key);
            auto r = parse(file);
            QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
            QCOMPARE(r->quotes.size(), 1);
            QVERIFY(r->issues.isEmpty());
            const Quote& q = r->quotes.first();
            QCOMPARE(q.price.price.minor(), qint64(6800000));
            QCOMPARE(q.price.vatBasisPoints, 1300);
            QCOMPARE(q.invoiceType, QStringLiteral("special"));
            QCOMPARE(q.normalised->minor(), qint64(1030));
        }
        QVERIFY(QuoteCsv::columnList(true).startsWith(QStringLiteral("provider (供应商)")));
        QVERIFY(QuoteCsv::columnList(false).contains(QStringLiteral("invoice_type (发票类型)")));
        QVERIFY(!QuoteCsv::columnList(true).contains(QStringLiteral("notes")));
    }

    // Vendors' files as they come (ux-5 P2, issue 58 item 5): the answer template saved as CSV keeps its
    // English key row under the Chinese header; notes and blank rows sit under the table. Those rows are
    // passed over and said; a row that is a quote with a missing value is still a problem, and a one-cell row
    // that is not a note is still read (and refused) as a quote.
    void keyRowsNotesAndBlankRowsPassedOver()
    {
        QStringList zh, en;
        for (const QuoteCsv::Column& c : QuoteCsv::columns()) {
            zh << QString::fromUtf8(c.zh);
            en << QString::fromLatin1(c.key);
        }
        const QString filler = QString(int(zh.size()) - 1, QLatin1Char(','));
        const QString row = QString::fromUtf8(QuoteCsv::templateFile(true)).section(QLatin1Char('\n'), 1, 1);
        QVERIFY(!row.isEmpty());
        const QString file = zh.join(QLatin1Char(',')) + QLatin1Char('\n') + en.join(QLatin1Char(',')) +
                             QLatin1Char('\n') + row + QLatin1Char('\n') + filler + QLatin1Char('\n') +
                             QStringLiteral("注：以上报价均含税") + filler + QLatin1Char('\n') +
                             QStringLiteral("Note: prices valid 30 days\n");
        auto r = parse(file.toUtf8());
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->quotes.size(), 1);
        QCOMPARE(r->issueCount, 0);
        QCOMPARE(r->rows, 1);
        QCOMPARE(r->ignored.size(), 3); // the key row and two notes; the blank row without a word
        QCOMPARE(r->ignored[0].line, 2);
        QVERIFY(r->ignored[1].reason.contains(QStringLiteral("以上报价均含税")));
        QCOMPARE(r->ignored[2].line, 6);
        // Not a note: one cell of text without a note's mark is a quote missing its values.
        auto bad = parse((zh.join(QLatin1Char(',')) + QLatin1Char('\n') + row + QLatin1Char('\n') +
                          QStringLiteral("北京算力港") + filler + QLatin1Char('\n'))
                             .toUtf8());
        QVERIFY(bad.ok());
        QVERIFY(bad->issueCount > 0);
        QCOMPARE(bad->issues.first().line, 3);
        QVERIFY(bad->ignored.isEmpty());
    }

    void chineseExcelFile()
    {
        // Chinese headers in a different order, GB18030, semicolons, thousands separators and Chinese dates
        // and units.
        const QString text =
            QStringLiteral("供应商;GPU型号;每台GPU数;台数;单价;币种;计价单位;含税;税率;报价日期;备注\r\n"
                           "华东云;H100 SXM;8;1;\"70.000,00\";人民币;台月;是;6;2026年11月3日;\"含;分号\"\r\n"
                           "北方智算;A800;8;2;9,50;CNY;卡时;否;;2026/11/5;\r\n");
        QStringEncoder gb("GB18030");
        auto r = parse(gb.encode(text));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(r->encoding, QStringLiteral("GB18030"));
        QCOMPARE(r->delimiter, QLatin1Char(';'));
        QCOMPARE(r->issueCount, 0);
        QCOMPARE(r->quotes[0].price.price.minor(), qint64(7000000));
        QCOMPARE(r->quotes[0].price.unit, PriceUnit::ServerMonth);
        QCOMPARE(r->quotes[0].quoteDate, QDate(2026, 11, 3));
        QCOMPARE(r->quotes[0].notes, QStringLiteral("含;分号"));
        QCOMPARE(r->quotes[0].normalised->minor(), qint64(1131));
        QCOMPARE(r->quotes[1].price.price.minor(), qint64(950));
        QCOMPARE(r->quotes[1].gpuId, QStringLiteral("a800-sxm-80g"));
        QCOMPARE(r->quotes[1].quoteDate, QDate(2026, 11, 5));
        // UTF-8 with a BOM reads the same.
        auto utf8 = parse(QByteArray("\xEF\xBB\xBF") + text.toUtf8());
        QCOMPARE(utf8->encoding, QStringLiteral("UTF-8 (BOM)"));
        QCOMPARE(utf8->quotes.size(), 2);
    }

    // China's billing terms as a Chinese Excel file writes them (GB18030): 包周 at ¥12,000 per server-week
    // deducted weekly, a 1-year savings plan at ¥30 an hour, a spot quote with 阿里云's 1 h protection and
    // 火山引擎's 5-minute notice, what a stopped server costs and keeps, and the delivery date.
    void chineseBillingTerms()
    {
        const QString text = QStringLiteral(
            "供应商,GPU型号,每台GPU数,台数,单价,币种,计价单位,计费粒度,报价日期,交付日期,节省计划年限,"
            "每小时承诺金额,"
            "是否竞价实例,竞价保护期（小时）,释放通知（分钟）,关机是否计费,关机是否保留GPU\r\n"
            "甲,RTX 4090,8,1,\"12,000\",CNY,元/台/周,按周,2026年11月30日,2026年12月10日,,,否,,,是,是\r\n"
            "乙,H100,8,1,5.00,CNY,卡时,按分钟,2026-11-30,,1年,30,否,,,否,否\r\n"
            "丙,A800,8,1,4.00,CNY,卡时,按秒,2026-11-30,,,,是,1,5,,\r\n");
        QStringEncoder gb("GB18030");
        auto r = parse(gb.encode(text));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QVERIFY2(r->issueCount == 0, r->issues.isEmpty() ? "" : qPrintable(r->issues.first().toString()));
        const Quote& weekly = r->quotes[0];
        QCOMPARE(weekly.price.unit, PriceUnit::ServerWeek);
        QCOMPARE(weekly.price.billing, Billing::Week);
        QCOMPARE(weekly.deliveryDate, QDate(2026, 12, 10));
        QCOMPARE(weekly.billedWhenStopped, std::optional(true));
        QCOMPARE(weekly.keepsGpuWhenStopped, std::optional(true));
        // ¥12,000 / 8 / 168 h = ¥8.93 per GPU-hour.
        QCOMPARE(weekly.normalised->minor(), qint64(893));
        const Quote& plan = r->quotes[1];
        QCOMPARE(plan.price.billing, Billing::Minute);
        QCOMPARE(plan.price.commitmentYears, 1);
        QCOMPARE(plan.price.commitmentPerHour.minor(), qint64(3000));
        QCOMPARE(plan.keepsGpuWhenStopped, std::optional(false));
        const Quote& spot = r->quotes[2];
        QVERIFY(spot.price.spot);
        QCOMPARE(spot.price.spotProtectionHours, 1.0);
        QCOMPARE(spot.price.spotNoticeMinutes, 5.0);
        QVERIFY(!spot.billedWhenStopped.has_value());

        // Bad values, each at its column.
        auto bad = parse(QByteArray(
            "provider,gpu,gpus_per_server,servers,price,currency,price_unit,quote_date,commitment_years,spot,"
            "spot_notice_minutes,delivery_date,billed_when_stopped,commitment_per_hour\n"
            "A,h100,8,1,5,CNY,gpu-hour,2026-11-30,2,no,,,,\n"
            "B,h100,8,1,5,CNY,gpu-hour,2026-11-30,1,yes,,,,\n"
            "C,h100,8,1,5,CNY,gpu-hour,2026-11-30,,yes,2000,,,\n"
            "D,h100,8,1,5,CNY,gpu-hour,2026-11-30,,no,,2026-13-01,,\n"
            "E,h100,8,1,5,CNY,gpu-hour,2026-11-30,,no,,,maybe,\n"
            "F,h100,8,1,5,CNY,gpu-hour,2026-11-30,,no,,,,30\n"));
        QVERIFY(bad.ok());
        QCOMPARE(bad->issueCount, 6);
        QCOMPARE(bad->quotes.size(), 0);
        const QStringList columns{
            QStringLiteral("commitment_years"),    QStringLiteral("commitment_years"),
            QStringLiteral("spot_notice_minutes"), QStringLiteral("delivery_date"),
            QStringLiteral("billed_when_stopped"), QStringLiteral("commitment_per_hour")};
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(bad->issues[i].line, i + 2);
            QCOMPARE(bad->issues[i].column, columns[i]);
        }
        QVERIFY(bad->issues[0].reason.contains(QStringLiteral("1 or 3 years")));
        QVERIFY(bad->issues[1].reason.contains(QStringLiteral("spot")));
        QVERIFY(bad->issues[5].reason.contains(QStringLiteral("commitment_years")));
    }

    // A stored quote's normalised price follows the hours per month in force, not those at import:
    // 70,000 CNY per 8-GPU server-month incl. 6% VAT = 70,000 ÷ 1.06 ÷ 8 ÷ 730 = 11.31 per GPU-hour; with
    // 720 hours a month 70,000 ÷ 1.06 ÷ 8 ÷ 720 = 11.46.
    void normalisedPriceFollowsSettings()
    {
        auto db = emptyDb(QStringLiteral("renormalise.sqlite"));
        QuoteStore store(*db);
        const QByteArray bytes =
            "provider,gpu,gpus_per_server,servers,price,currency,price_unit,vat_included,"
            "vat_percent,quote_date\r\n华东云,H100 SXM,8,1,70000,CNY,server-month,yes,6,2026-11-03\r\n";
        auto r = store.importCsv(bytes, catalog(), fx(), Conventions{}, false);
        QVERIFY2(r.ok() && r->written, r.ok() ? "" : qPrintable(r.error().toString()));
        QCOMPARE(store.list()->first().normalised->minor(), qint64(1131));
        Conventions c720;
        c720.hoursPerMonth = 720;
        auto changed = store.renormalise(fx(), c720);
        QVERIFY2(changed.ok(), changed.ok() ? "" : qPrintable(changed.error().toString()));
        QCOMPARE(changed.value(), 1);
        QCOMPARE(store.list()->first().normalised->minor(), qint64(1146));
        // Nothing changed since: nothing rewritten.
        QCOMPARE(store.renormalise(fx(), c720).value(), 0);
        QCOMPARE(store.renormalise(fx(), Conventions{}).value(), 1);
        QCOMPARE(store.list()->first().normalised->minor(), qint64(1131));
    }

    void nothingWrittenUnlessAllValid()
    {
        auto db = emptyDb(QStringLiteral("allornothing.sqlite"));
        QuoteStore store(*db);
        QList<QByteArray> f = testdata::row(5).trimmed().split(',');
        f[16] = "abc";
        const QByteArray bytes =
            testdata::header() + testdata::row(4) + f.join(',') + "\r\n" + testdata::row(6);
        auto r = store.importCsv(bytes, catalog(), fx(), Conventions{}, false);
        QVERIFY(r.ok());
        QVERIFY(!r->written);
        QCOMPARE(r->inserted, 0);
        QCOMPARE(r->valid, 2);
        QCOMPARE(store.list()->size(), 0);
        // The user chooses to import the valid rows.
        auto partial = store.importCsv(bytes, catalog(), fx(), Conventions{}, true);
        QVERIFY(partial->written);
        QCOMPARE(partial->inserted, 2);
        QCOMPARE(store.list()->size(), 2);
    }

    void duplicatesAreDetected()
    {
        auto db = emptyDb(QStringLiteral("dups.sqlite"));
        QuoteStore store(*db);
        const QByteArray twice = testdata::header() + testdata::row(1) + testdata::row(2) + testdata::row(1);
        auto r = store.importCsv(twice, catalog(), fx(), Conventions{}, false);
        QCOMPARE(r->issueCount, 1);
        QCOMPARE(r->issues.first().line, 4);
        QVERIFY(r->issues.first().reason.contains(QStringLiteral("duplicate of line 2")));
        auto first = store.importCsv(testdata::file(3), catalog(), fx(), Conventions{}, false);
        QVERIFY(first->written);
        auto again = store.importCsv(testdata::file(3), catalog(), fx(), Conventions{}, false);
        QVERIFY(!again->written);
        QCOMPARE(again->issueCount, 3);
        QVERIFY(again->issues.first().reason.contains(QStringLiteral("already in the database")));
        QCOMPARE(store.list()->size(), 3);
    }

    void textIsStoredVerbatim()
    {
        auto db = emptyDb(QStringLiteral("verbatim.sqlite"));
        QuoteStore store(*db);
        const QString nasty =
            QStringLiteral("他说\"含税\"; 'x'); DROP TABLE quotes; --\nline two, with comma\t and tab ");
        QString csv = QString::fromUtf8(testdata::header());
        QStringList f = QString::fromUtf8(testdata::row(9)).trimmed().split(QLatin1Char(','));
        f[0] = QStringLiteral("\"Prov; \"\"quoted\"\", Ltd\"");
        f[28] = QLatin1Char('"') + QString(nasty).replace(QLatin1String("\""), QLatin1String("\"\"")) +
                QLatin1Char('"');
        csv += f.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        auto r = store.importCsv(csv.toUtf8(), catalog(), fx(), Conventions{}, false);
        QVERIFY2(r->written, qPrintable(r->issues.value(0).toString()));
        const Quote q = store.list()->first();
        QCOMPARE(q.notes, nasty);
        QCOMPARE(q.provider, QStringLiteral("Prov; \"quoted\", Ltd"));
        // Export and import into another database: identical.
        const QByteArray exported = QuoteCsv::write(store.list().value());
        auto db2 = emptyDb(QStringLiteral("verbatim2.sqlite"));
        auto r2 = QuoteStore(*db2).importCsv(exported, catalog(), fx(), Conventions{}, false);
        QVERIFY(r2->written);
        const Quote q2 = QuoteStore(*db2).list()->first();
        QCOMPARE(q2.notes, nasty);
        QCOMPARE(q2.provider, q.provider);
        QCOMPARE(q2.dedupKey(), q.dedupKey());
        QCOMPARE(q2.normalised->minor(), q.normalised->minor());
        // Chinese headers import too.
        auto db3 = emptyDb(QStringLiteral("verbatim3.sqlite"));
        QVERIFY(
            QuoteStore(*db3)
                .importCsv(QuoteCsv::write(store.list().value(), true), catalog(), fx(), Conventions{}, false)
                ->written);
    }

    // Found by fuzzing (fuzz/corpus/quotes/regression-vat-included-zero): a price that includes VAT at 0 %
    // (零税率) must state its rate again on export, or the export is refused on re-import ("the price
    // includes VAT: give the rate").
    void vatIncludedAtZeroRoundTrips()
    {
        const QByteArray csv = "provider,gpu,gpus_per_server,servers,price,currency,price_unit,quote_date,"
                               "vat_included,vat_percent\n"
                               "Zero,h100-sxm-80g,8,1,70000,CNY,server-month,2026-11-03,yes,0\n"
                               "Unstated,h100-sxm-80g,8,1,69000,CNY,server-month,2026-11-03,no,\n";
        auto parsed = QuoteCsv::parse(csv, catalog(), fx(), Conventions{});
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->quotes.size(), 2);
        const QString exported = QString::fromUtf8(QuoteCsv::write(parsed->quotes));
        QVERIFY2(exported.contains(QStringLiteral(",yes,0,")), qPrintable(exported));
        QVERIFY2(exported.contains(QStringLiteral(",no,,")), qPrintable(exported)); // not stated stays empty
        auto again = QuoteCsv::parse(exported.toUtf8(), catalog(), fx(), Conventions{});
        QVERIFY(again.ok());
        QCOMPARE(again->quotes.size(), 2);
        QVERIFY(again->issues.isEmpty());
        QVERIFY(again->quotes.first().price.vatIncluded);
        QCOMPARE(again->quotes.first().price.vatBasisPoints, 0);
    }

    void filtersAndSorting()
    {
        auto db = emptyDb(QStringLiteral("filters.sqlite"));
        QuoteStore store(*db);
        QVERIFY(store.importCsv(testdata::file(60), catalog(), fx(), Conventions{}, false)->written);
        QuoteFilter f;
        f.gpuId = QStringLiteral("l40s");
        auto l40s = store.list(f);
        QCOMPARE(l40s->size(), 10);
        qint64 last = 0;
        for (const Quote& q : l40s.value()) {
            QCOMPARE(q.gpuId, QStringLiteral("l40s"));
            QVERIFY(q.normalised->minor() >= last);
            last = q.normalised->minor();
        }
        f = QuoteFilter{};
        f.maxNormalisedMinor = 500;
        for (const Quote& q : store.list(f).value())
            QVERIFY(q.normalised->minor() <= 500);
        f = QuoteFilter{};
        f.provider = QStringLiteral("provider 5");
        for (const Quote& q : store.list(f).value())
            QVERIFY(q.provider.startsWith(QStringLiteral("Provider 5")));
        f = QuoteFilter{};
        f.validOn = QDate(2027, 2, 1);
        QCOMPARE(store.list(f)->size(), 0);
        f.limit = 7;
        f.validOn = QDate();
        QCOMPARE(store.list(f)->size(), 7);
        // The in-memory index answers exactly as the database does.
        const QuoteIndex index(store.list().value());
        QList<QuoteFilter> filters(5);
        filters[0].gpuId = QStringLiteral("h100-sxm-80g");
        filters[1].provider = QStringLiteral("PROVIDER 1");
        filters[1].sort = QuoteFilter::Sort::Date;
        filters[1].descending = true;
        filters[2].maxNormalisedMinor = 900;
        filters[2].limit = 5;
        filters[3].sort = QuoteFilter::Sort::Provider;
        filters[4].sort = QuoteFilter::Sort::Gpu;
        filters[4].descending = true;
        for (const QuoteFilter& qf : filters) {
            QList<qint64> fromDb, fromMemory;
            for (const Quote& q : store.list(qf).value())
                fromDb << q.id;
            for (const Quote* q : index.query(qf))
                fromMemory << q->id;
            QCOMPARE(fromMemory.size(), fromDb.size());
            QCOMPARE(fromMemory, fromDb);
        }
    }

    // A 50 MB file with one bad row near its end: the error is found and reported exactly; nothing is
    // written.
    void fiftyMegabyteFile()
    {
        QByteArray bytes = testdata::header();
        int i = 0;
        while (bytes.size() < 50 * 1024 * 1024 / kSanitizerShrink)
            bytes += testdata::row(i++);
        QList<QByteArray> f = testdata::row(i).trimmed().split(',');
        f[8] = "two";
        bytes += f.join(',') + "\r\n";
        const int badLine = i + 2;
        auto db = emptyDb(QStringLiteral("big.sqlite"));
        QElapsedTimer t;
        t.start();
        auto r = QuoteStore(*db).importCsv(bytes, catalog(), fx(), Conventions{}, false);
        qInfo("50 MB (%d rows) validated in %lld ms", i + 1, t.elapsed());
        QVERIFY(r.ok());
        QCOMPARE(r->rows, i + 1);
        QCOMPARE(r->issueCount, 1);
        QCOMPARE(r->issues.first().line, badLine);
        QCOMPARE(r->issues.first().column, QStringLiteral("servers"));
        QCOMPARE(r->issues.first().value, QStringLiteral("two"));
        QVERIFY(!r->written);
        QSqlQuery q(db->sql());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM quotes")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    // SIGKILL the CLI in the middle of a large import: the database stays sound and holds all rows or none.
    void killDuringImport()
    {
        const QString csvPath = m_dir.filePath(QStringLiteral("kill.csv"));
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const int rows = kSanitizerShrink > 1 ? 50000 : 150000;
        f.write(testdata::file(rows));
        f.close();
        int killedMidWrite = 0;
        for (int attempt = 0; attempt < 3; ++attempt) {
            const QString dbPath = m_dir.filePath(QStringLiteral("kill%1.sqlite").arg(attempt));
            {
                auto db = Database::open(dbPath);
            } // created, migrated and seeded (5 demo quotes)
            QProcess p;
            p.start(QStringLiteral(GPUPLAN_CLI_PATH), {QStringLiteral("quotes"), QStringLiteral("import"),
                                                       csvPath, QStringLiteral("--database"), dbPath});
            QVERIFY(p.waitForStarted());
            // Wait until the write-ahead log grows (the transaction is being written), then kill.
            const QString wal = dbPath + QStringLiteral("-wal");
            QElapsedTimer t;
            t.start();
            while (p.state() == QProcess::Running && QFileInfo(wal).size() < 2 * 1024 * 1024 &&
                   t.elapsed() < 60000)
                QTest::qWait(1);
            const bool running = p.state() == QProcess::Running;
            if (running) {
                ::kill(pid_t(p.processId()), SIGKILL);
                ++killedMidWrite;
            }
            p.waitForFinished(60000);
            auto db = Database::open(dbPath);
            QVERIFY2(db.ok(), qPrintable(db.error().toString()));
            auto h = (*db)->check();
            QCOMPARE(h->integrity, QStringLiteral("ok"));
            QSqlQuery q((*db)->sql());
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM quotes WHERE is_demo = 0")) && q.next());
            const int count = q.value(0).toInt();
            QVERIFY2(count == 0 || count == rows, qPrintable(QString::number(count)));
            if (running)
                QCOMPARE(count, 0);
        }
        QVERIFY2(killedMidWrite > 0, "the import always finished before it could be killed");
    }
};

QTEST_GUILESS_MAIN(TestQuoteImport)
#include "tst_quoteimport.moc"
