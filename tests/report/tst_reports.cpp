#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "planner/PlannerData.h"
#include "report/Reports.h"
#include "report/ServingReport.h"
#include "service/QuoteComparisonBuilder.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Clock.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace gpuplan;
using namespace gpuplan::report;

namespace {
QString tool(const char* name)
{
    const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
    if (path.isEmpty())
        qFatal("%s is needed by the report tests (scripts/setup.sh installs poppler-utils and unzip)", name);
    return path;
}

QString run(const char* program, const QStringList& args)
{
    QProcess p;
    p.start(tool(program), args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString save(const QTemporaryDir& dir, const char* name, const QByteArray& bytes)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

// Text without the spaces and line breaks that layout inserts, for searching.
QString squeeze(QString s)
{
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}
} // namespace

class TestReports : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    QList<Quote> m_quotes;

private slots:
    // Dates as the document's reader writes them (glossary E, zh-review-3 C20): 2027年1月31日 in Chinese, ISO
    // in English, both on a bilingual cover.
    void datesInTheDocumentsLanguage()
    {
        report::Options o;
        const QDate d(2027, 1, 31);
        o.languages = report::Languages::Chinese;
        QCOMPARE(report::documentDate(o, d), QString::fromUtf8("2027年1月31日"));
        o.languages = report::Languages::English;
        QCOMPARE(report::documentDate(o, d, true), QStringLiteral("2027-01-31"));
        o.languages = report::Languages::Both;
        QCOMPARE(report::documentDate(o, d), QStringLiteral("2027-01-31"));
        QCOMPARE(report::documentDate(o, d, true), QString::fromUtf8("2027年1月31日 2027-01-31"));
        QVERIFY(report::documentDate(o, QDate()).isEmpty());
    }

    // A block kept together (a memo's signature block) is never broken over two pages: with any amount of
    // text before it, its first and last lines are on one page, and it does begin a later page where it would
    // have broken (so the check is not passed by a block that always fits).
    void keptTogetherStaysOnOnePage()
    {
        int moved = 0;
        for (int filler = 30; filler <= 76; filler += 2) {
            Options o;
            o.languages = Languages::English;
            PdfDocument doc(o, QStringLiteral("Kept together"));
            for (int i = 0; i < filler; ++i)
                doc.addHtml(QStringLiteral("<p>filler line %1</p>").arg(i));
            QString block = QStringLiteral("<h2>BEGINBLOCK</h2><table border=1 width=100%>");
            for (int r = 0; r < 5; ++r)
                block += QStringLiteral("<tr><td>role %1<br><br><br></td><td></td></tr>").arg(r);
            doc.addKeptTogether(block + QStringLiteral("</table><p>ENDBLOCK</p>"));
            doc.addHtml(QStringLiteral("<p>after the block</p>"));
            int pages = 0;
            auto pdf = doc.pdf(&pages);
            QVERIFY(pdf.ok());
            const QString path = save(m_dir, "kept.pdf", pdf.value());
            for (int page = 1; page <= pages; ++page) {
                const QString text =
                    run("pdftotext", {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                      QString::number(page), path, QStringLiteral("-")});
                if (text.contains(QStringLiteral("BEGINBLOCK"))) {
                    QVERIFY2(text.contains(QStringLiteral("ENDBLOCK")), qPrintable(QString::number(filler)));
                    if (page > 1 && !text.contains(QStringLiteral("filler line")))
                        ++moved;
                }
            }
        }
        QVERIFY(moved > 0);
    }

    void initTestCase()
    {
        Language::install(QStringLiteral("en"));
        auto db = Database::open(m_dir.filePath(QStringLiteral("r.sqlite")));
        QVERIFY(db.ok());
        m_db = std::move(db.value());
        m_quotes = QuoteStore(*m_db).list().value();
        QVERIFY(m_quotes.size() >= 5);
    }

    void checklistPdfIsRealText()
    {
        const Quote q =
            *std::find_if(m_quotes.begin(), m_quotes.end(), [](const Quote& x) { return x.id == 1; });
        ChecklistStore store(*m_db);
        auto lists = store.forQuote(q.id).value();
        QCOMPARE(lists.size(), 2);
        // User text that must come out as written: markup, ampersands, a very long word.
        const QString evidence =
            QStringLiteral("<b>bold?</b> & 8 × H100 — ") + QString(300, QLatin1Char('x'));
        QVERIFY(store.setItem(lists[1].items[0].id, ItemStatus::Failed, evidence).ok());
        lists = store.forQuote(q.id).value();
        Options o;
        o.customer = QStringLiteral("华东某某科技 & Co <i>");
        o.documentNumber = QStringLiteral("HT-2026-0042");
        int pages = 0;
        auto pdf = checklistPdf(q, lists, GpuCatalog::shipped(), o, &pages);
        QVERIFY2(pdf.ok(), pdf.ok() ? "" : qPrintable(pdf.error().toString()));
        QVERIFY(pages >= 2);
        const QString path = save(m_dir, "checklist.pdf", pdf.value());
        const QString text = run("pdftotext", {path, QStringLiteral("-")});
        const QString flat = squeeze(text);
        // Chinese, English and digits exactly as written (both languages by default).
        for (const char* s :
             {"合同核对清单", "Contract checklist", "交付验收清单", "Acceptance tests on delivery",
              "HT-2026-0042", "华东某某科技&Co<i>", "<b>bold?</b>&8×H100", "NVIDIAH100SXM580GB", "≈81920MiB",
              "甲方（客户）", "PartyA(customer)", "签字", "不符合", "failed"})
            QVERIFY2(flat.contains(squeeze(QString::fromUtf8(s))), s);
        QVERIFY(flat.count(QLatin1Char('x')) >= 300); // wrapped anywhere, every letter kept
        // A signature block for both parties with their names, the signatory and the company seal (盖章).
        for (const QString& s : {QStringLiteral("单位盖章Companyseal"),
                                 QStringLiteral("姓名与职务Nameandtitle"), squeeze(q.provider)})
            QVERIFY2(flat.contains(s), qPrintable(s));
        // Page X of Y on every page.
        QVERIFY(flat.contains(QStringLiteral("第1页，共%1页").arg(pages)));
        QVERIFY(flat.contains(QStringLiteral("Page%1of%1").arg(pages)));
        // Every font embedded; A4.
        const QString fonts = run("pdffonts", {path});
        QVERIFY(fonts.contains(QStringLiteral("WenQuanYiMicroHei")));
        for (const QString& line : fonts.split(QLatin1Char('\n')).mid(2))
            if (!line.trimmed().isEmpty())
                QVERIFY2(line.contains(QStringLiteral(" yes ")), qPrintable(line));
        QVERIFY(run("pdfinfo", {path}).contains(QStringLiteral("595 x 842 pts (A4)")));
        // Text, not pictures: no image at all in a checklist.
        QCOMPARE(run("pdfimages", {QStringLiteral("-list"), path})
                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                     .size(),
                 2); // the two header lines of the listing
    }

    void oneLanguageAndLetter()
    {
        const Quote q = m_quotes.first();
        ChecklistStore store(*m_db);
        QVERIFY(store.create(q, GpuCatalog::shipped()).ok());
        Options o;
        o.languages = Languages::Chinese;
        o.paper = Paper::Letter;
        const QString zhPath = save(
            m_dir, "zh.pdf", checklistPdf(q, store.forQuote(q.id).value(), GpuCatalog::shipped(), o).value());
        const QString zh = squeeze(run("pdftotext", {zhPath, QStringLiteral("-")}));
        QVERIFY(zh.contains(QStringLiteral("合同核对清单与交付验收清单")));
        QVERIFY(!zh.contains(QStringLiteral("Contractchecklist")));
        QVERIFY(zh.contains(QStringLiteral("待确认")));
        QVERIFY(run("pdfinfo", {zhPath}).contains(QStringLiteral("612 x 792 pts (letter)")));
        o.languages = Languages::English;
        const QString enPath = save(
            m_dir, "en.pdf", checklistPdf(q, store.forQuote(q.id).value(), GpuCatalog::shipped(), o).value());
        const QString en = squeeze(run("pdftotext", {enPath, QStringLiteral("-")}));
        QVERIFY(en.contains(QStringLiteral("Contractandacceptancechecklists")));
        QVERIFY(!en.contains(QStringLiteral("合同核对清单")));
        QVERIFY(en.contains(QStringLiteral("open")));
    }

    // A failed run and its retest both stay in the checklist PDF with their dates (ux-5 P3-m3: the retest
    // replaced the failure and the PDF kept no trace of it).
    void failedRunKeptBesideItsRetest()
    {
        const Quote q = m_quotes.first();
        ChecklistStore store(*m_db);
        (void)store.create(q, GpuCatalog::shipped());
        AcceptanceReportRecord failedRun;
        failedRun.host = QStringLiteral("gpu-node-1");
        failedRun.file = QStringLiteral("node1-1210.txt");
        failedRun.importedAt = QStringLiteral("2026-12-10T09:41:07");
        failedRun.findings << AcceptanceFinding{QStringLiteral("acc-ecc"),
                                                ItemStatus::Failed,
                                                QStringLiteral("x"),
                                                QString(),
                                                QStringLiteral("GPU 5 出现不可纠正 ECC 错误"),
                                                QStringLiteral("uncorrectable ECC errors on GPU 5")};
        AcceptanceReportRecord retest = failedRun;
        retest.file = QStringLiteral("node1-1212.txt");
        retest.importedAt = QStringLiteral("2026-12-12T15:02:00");
        retest.findings.first().status = ItemStatus::Confirmed;
        retest.latest = true;
        AcceptanceVerdict verdict;
        verdict.contracted = 1;
        verdict.servers = {retest};
        verdict.runs = {failedRun, retest};
        Options o;
        const QString path = save(m_dir, "runs.pdf",
                                  checklistPdf(q, store.forQuote(q.id).value(), GpuCatalog::shipped(), o,
                                               nullptr, nullptr, &verdict)
                                      .value());
        const QString text = squeeze(run("pdftotext", {path, QStringLiteral("-")}));
        for (const char* s :
             {"验收报告（含复测）", "Acceptancereports,retestsincluded", "2026-12-1009:41", "2026-12-1215:02",
              "node1-1210.txt", "node1-1212.txt", "acc-ecc:GPU5出现不可纠正ECC错误",
              "uncorrectableECCerrorsonGPU5", "已被该服务器之后的报告取代",
              "replacedbyalaterreportofthisserver", "无不符合项", "nothingfailed"})
            QVERIFY2(text.contains(squeeze(QString::fromUtf8(s))), s);
        // A Chinese document dates them as its reader writes dates.
        o.languages = Languages::Chinese;
        const QString zh =
            squeeze(run("pdftotext", {save(m_dir, "runs-zh.pdf",
                                           checklistPdf(q, store.forQuote(q.id).value(),
                                                        GpuCatalog::shipped(), o, nullptr, nullptr, &verdict)
                                               .value()),
                                      QStringLiteral("-")}));
        QVERIFY2(zh.contains(QStringLiteral("2026年12月10日09:41")) &&
                     !zh.contains(QStringLiteral("nothingfailed")),
                 qPrintable(zh));
    }

    // A 1,000-item checklist breaks across pages with the table header on every page.
    void longTableRepeatsItsHeader()
    {
        Checklist c;
        c.nameZh = QStringLiteral("交付验收清单");
        c.nameEn = QStringLiteral("Acceptance tests on delivery");
        for (int i = 0; i < 1000; ++i)
            c.items << ChecklistItem{i + 1,
                                     QStringLiteral("x-%1").arg(i),
                                     QStringLiteral("inventory"),
                                     QStringLiteral("第 %1 项").arg(i + 1),
                                     QStringLiteral("item %1").arg(i + 1),
                                     QStringLiteral("≥ %1").arg(i),
                                     ItemStatus::Open,
                                     QString(),
                                     QDateTime(),
                                     QString(),
                                     {},
                                     {},
                                     {},
                                     {},
                                     0,
                                     {},
                                     {}};
        Options o;
        int pages = 0;
        auto pdf = checklistPdf(m_quotes.first(), {c}, GpuCatalog::shipped(), o, &pages);
        QVERIFY(pdf.ok());
        QVERIFY(pages > 10);
        const QString path = save(m_dir, "long.pdf", pdf.value());
        for (int page : {2, pages / 2, pages - 1}) {
            const QString text =
                squeeze(run("pdftotext", {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                          QString::number(page), path, QStringLiteral("-")}));
            QVERIFY2(text.contains(QStringLiteral("核对项Check")),
                     qPrintable(QStringLiteral("page %1").arg(page)));
            QVERIFY(text.contains(QStringLiteral("要求值")));
            QVERIFY(text.contains(QStringLiteral("Status")));
        }
        const QString all = squeeze(run("pdftotext", {path, QStringLiteral("-")}));
        QVERIFY(all.contains(QStringLiteral("第1000项")));
        QVERIFY(all.contains(QStringLiteral("item1000")));
    }

    void quoteComparison()
    {
        QuoteJob job;
        job.workload = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Lora);
        job.workload.tokens = 5e8;
        job.deadlineHours = 21 * 24;
        Conventions conv;
        // The comparison as every front end builds it (the quotes weighed, in the ranking's order).
        const FxTable fx = FxTable::shipped();
        auto built = QuoteComparisonBuilder::build(m_quotes, job, GpuCatalog::shipped(),
                                                   PriceNormaliser(fx, conv), 2026);
        QVERIFY(built.ok());
        const QuoteComparison c = built.value();
        Options o;
        auto pdf = quoteComparisonPdf(c, GpuCatalog::shipped(), o);
        QVERIFY(pdf.ok());
        const QString path = save(m_dir, "quotes.pdf", pdf.value());
        const QString flat = squeeze(run("pdftotext", {path, QStringLiteral("-")}));
        QVERIFY(flat.contains(QStringLiteral("报价对比Quotecomparison")));
        QVERIFY(flat.contains(QStringLiteral("推荐Recommendation")));
        // The README's case: the RTX 4090 quote at ¥7,500 per GPU-year costs ¥56,603.77 for this job.
        QVERIFY2(flat.contains(QStringLiteral("¥56,603.77")), qPrintable(flat.left(3000)));
        // The recommendation names the cheapest quote that can run the job, as rankQuotes ordered them.
        const QuoteEvaluation& best = c.evaluations.first();
        QCOMPARE(best.verdict, QuoteVerdict::Fits);
        QVERIFY(flat.contains(squeeze(best.cost->totalExVat.toDisplayString())));
        QVERIFY(flat.contains(squeeze(QStringLiteral("（报价 %1）").arg(best.quote.id))));
        // The recommended quote is the first column, named by the vendor's quote number and date
        // (zh-review-3).
        QCOMPARE(c.quotes.first().id, best.quote.id);
        QVERIFY(!best.quote.quoteNumber.isEmpty());
        QVERIFY2(flat.contains(squeeze(best.quote.quoteNumber + QStringLiteral(" · ") +
                                       best.quote.quoteDate.toString(Qt::ISODate))),
                 qPrintable(flat.left(2000)));
        // Every value in both languages (zh-review-3, issue 21), whatever the program's language (English
        // here): prices, VAT and invoice, support times, the checks, the reasons, the job.
        // (-raw: each cell's text in the order it was drawn, not interleaved with its neighbours.)
        const QString cells = squeeze(run("pdftotext", {QStringLiteral("-raw"), path, QStringLiteral("-")}));
        for (const char* both : {"¥9.50/卡时", "¥9.50perGPU-hour", "增值税专用发票", "specialVATinvoice",
                                 "1.0小时/8.0小时", "1.0h/8.0h", "每台服务器", "ofRAMperserver", "LoRA微调",
                                 "LoRAfine-tuning", "全部通过", "allpass"})
            QVERIFY2(cells.contains(QString::fromUtf8(both)), both);
        // In Chinese alone, none of those English values.
        o.languages = Languages::Chinese;
        const QString zh = squeeze(
            run("pdftotext",
                {QStringLiteral("-raw"),
                 save(m_dir, "quotes-zh.pdf", quoteComparisonPdf(c, GpuCatalog::shipped(), o).value()),
                 QStringLiteral("-")}));
        for (const char* english :
             {"perGPU-hour", "VATinvoice", "ofRAMperserver", "fine-tuning", "allpass", "deadline", "1.0h"})
            QVERIFY2(!zh.contains(QString::fromUtf8(english)), english);
        QVERIFY(zh.contains(QStringLiteral("增值税专用发票")));
        // zh-review-4 D5: the row says whether the quote finishes in time and budget, and each value why not
        // ("否" read as "these servers cannot run the job" for a quote only over budget or late).
        QVERIFY(zh.contains(QStringLiteral("能否按期、在预算内完成")));
        QVERIFY(!zh.contains(QStringLiteral("能否运行本任务")));
        for (const QuoteEvaluation& e : c.evaluations) {
            const QString word =
                Language::translate(QStringLiteral("zh_CN"), "QuoteRanking", quoteVerdictSource(e.verdict));
            QVERIFY2(zh.contains(squeeze(word)), qPrintable(word));
        }
        QCOMPARE(Language::current(), QStringLiteral("en")); // the program's language is left as it was

        // A spot quote recommended as the cheapest says that it is spot, in both languages (ux-4: "cheapest
        // for you" named a spot quote without 竞价).
        Quote spot = best.quote;
        spot.id = 9999;
        spot.provider = QStringLiteral("Spot vendor");
        spot.price.spot = true;
        spot.price.price = Money(best.quote.price.price.minor() / 4, best.quote.price.price.currency());
        QList<Quote> withSpot = m_quotes;
        withSpot.prepend(spot);
        auto spotBuilt = QuoteComparisonBuilder::build(withSpot, job, GpuCatalog::shipped(),
                                                       PriceNormaliser(fx, conv), 2026);
        QVERIFY(spotBuilt.ok());
        QCOMPARE(spotBuilt->evaluations.first().quote.id, qint64(9999)); // a quarter of the price: cheapest
        o.languages = Languages::Both;
        const QString spotText = squeeze(
            run("pdftotext", {save(m_dir, "quotes-spot.pdf",
                                   quoteComparisonPdf(spotBuilt.value(), GpuCatalog::shipped(), o).value()),
                              QStringLiteral("-")}));
        QVERIFY2(spotText.contains(QStringLiteral("Itisaspotquote")), qPrintable(spotText.right(1500)));
        QVERIFY2(spotText.contains(QStringLiteral("这是竞价实例的报价")), qPrintable(spotText.right(1500)));
        // Not said of a quote that is not spot.
        QVERIFY(!flat.contains(QStringLiteral("Itisaspotquote")));
        // The basis of the costs and the budget is on the cover, in both languages (zh-review-4 D3).
        QVERIFY2(spotText.contains(QStringLiteral("Costtoyouworkedoutforageneraltaxpayer")),
                 qPrintable(spotText.left(1500)));
        QVERIFY2(spotText.contains(QStringLiteral("采购成本按一般纳税人口径计算")),
                 qPrintable(spotText.left(1500)));
    }

    // zh-review-4 D6 and D3. Without a job the recommendation ranks the price per GPU-hour as the buyer pays
    // it: A at ¥1.00 ex VAT on an ordinary invoice (13 %) costs a general taxpayer ¥1.13, B at ¥1.10 on a
    // special invoice costs ¥1.10 (its VAT deducted), so B is recommended; a small-scale taxpayer deducts
    // nothing (¥1.13 against ¥1.243), so A is. With a job, the cover states the tax basis.
    void priceOnlyRecommendationOnTheBuyersBasis()
    {
        auto perHour = [](qint64 id, const char* provider, qint64 fen, const char* invoice) {
            Quote q;
            q.id = id;
            q.provider = QString::fromLatin1(provider);
            q.gpuId = QStringLiteral("h100-sxm-80g");
            q.gpusPerServer = 8;
            q.servers = 1;
            q.server.cpuCores = 112;
            q.server.ramGb = 2048;
            q.server.storageKind = QStringLiteral("nvme");
            q.server.networkKind = QStringLiteral("ib");
            q.server.networkGbps = 400;
            q.price.price = Money(fen, Currency::CNY);
            q.price.unit = PriceUnit::GpuHour;
            q.price.gpusPerServer = 8;
            q.price.vatIncluded = false;
            q.price.vatBasisPoints = 1300;
            q.invoiceType = QString::fromLatin1(invoice);
            q.normalised = Money(fen, Currency::CNY);
            return q;
        };
        const QList<Quote> quotes{perHour(1, "Vendor A", 100, "ordinary"),
                                  perHour(2, "Vendor B", 110, "special")};
        Options o;
        o.languages = Languages::English;
        const PriceNormaliser n(FxTable::shipped(), Conventions{});
        for (const auto& [status, winner, price] :
             {std::tuple{TaxStatus::General, "Vendor B (quote 2)", "1.10"},
              std::tuple{TaxStatus::SmallScale, "Vendor A (quote 1)", "1.13"}}) {
            auto c =
                QuoteComparisonBuilder::build(quotes, std::nullopt, GpuCatalog::shipped(), n, 2026, status);
            QVERIFY(c.ok());
            const QString text = squeeze(
                run("pdftotext", {save(m_dir, "price-only.pdf",
                                       quoteComparisonPdf(c.value(), GpuCatalog::shipped(), o).value()),
                                  QStringLiteral("-")}));
            QVERIFY2(text.contains(squeeze(QString::fromLatin1(winner) +
                                           QStringLiteral(": the lowest price per GPU-hour to you"))),
                     qPrintable(text.right(800)));
            // (The currency sign's place follows the test's locale; the figure does not.)
            QVERIFY2(text.contains(QString::fromLatin1(price)), qPrintable(text.right(800)));
            QVERIFY(!text.contains(QStringLiteral("Taxbasis"))); // no job, no budget: no basis row
        }
    }

    // A vendor's name with a right-to-left override would reverse the text after it, the page header's date
    // included (reliability-3): user text keeps its characters without the controls.
    // A Scope switches this thread's words only, and puts them back; other threads keep the program's
    // language.
    void languageScopes()
    {
        QCOMPARE(QCoreApplication::translate("Report", "Time"), QStringLiteral("Time"));
        {
            const Language::Scope zh(QStringLiteral("zh_CN"));
            QCOMPARE(QCoreApplication::translate("Report", "Time"), QStringLiteral("预计耗时"));
            QVERIFY(Language::isChinese());
            QString elsewhere;
            std::thread other([&] { elsewhere = QCoreApplication::translate("Report", "Time"); });
            other.join();
            QCOMPARE(elsewhere, QStringLiteral("Time"));
            {
                const Language::Scope en(QStringLiteral("en"));
                QCOMPARE(QCoreApplication::translate("Report", "Time"), QStringLiteral("Time"));
            }
            QCOMPARE(QCoreApplication::translate("Report", "Time"), QStringLiteral("预计耗时"));
        }
        QCOMPARE(Language::current(), QStringLiteral("en"));
        Options o;
        QCOMPARE(inLanguages(o, [] { return QCoreApplication::translate("Report", "Time"); }),
                 QStringLiteral("预计耗时 Time"));
        o.languages = Languages::Chinese;
        QCOMPARE(htmlInLanguages(o, [] { return QCoreApplication::translate("Report", "Time"); }),
                 QStringLiteral("预计耗时"));
    }

    void userTextWithoutBidiControls()
    {
        const QString name = QStringLiteral("Vendor \u202E2026-12-01\u202C \u2067x\u2069 \u200F华东");
        QCOMPARE(withoutBidiControls(name), QStringLiteral("Vendor 2026-12-01 x 华东"));
        QCOMPARE(esc(name + QStringLiteral(" <b>")), QStringLiteral("Vendor 2026-12-01 x 华东 &lt;b&gt;"));
    }

    // Characters no installed font has print as boxes: the PDF is made and says which (a CJK Extension B
    // ideograph and a 2017 emoji are in neither DejaVu Sans nor WenQuanYi Micro Hei; Devanagari is in no
    // font the set-up installs). Chinese, English and the symbols the documents use draw.
    void missingGlyphsAreWarnedAbout()
    {
        QCOMPARE(missingGlyphWarning(QStringLiteral("显存需求 Memory ¥1,234.50 — ≤ ≥ × · ✓ 5 %")), QString());
        const QString warning = missingGlyphWarning(QStringLiteral("Vendor \U00020000 \U0001F980 नमस्ते"));
        QVERIFY2(warning.contains(QStringLiteral("U+20000")), qPrintable(warning));
        QVERIFY(warning.contains(QStringLiteral("U+1F980")));
        QVERIFY(warning.contains(QStringLiteral("U+0928")));
        QVERIFY(warning.startsWith(QStringLiteral("6 characters")));
        PdfDocument doc(Options{}, QStringLiteral("Title \U00020000"));
        doc.addHtml(QStringLiteral("<p>ok 好</p>"));
        QString fromPdf;
        auto bytes = doc.pdf(nullptr, &fromPdf);
        QVERIFY(bytes.ok());
        QVERIFY(bytes->startsWith("%PDF"));
        QVERIFY(fromPdf.startsWith(QStringLiteral("1 character ")));
        QCOMPARE(doc.glyphWarning(), fromPdf);
    }

    void workbooksHoldNumbersAsNumbers()
    {
        QuoteComparison c;
        c.quotes = m_quotes;
        Quote nasty = m_quotes.first();
        nasty.id = 999;
        nasty.provider = QStringLiteral("=HYPERLINK(\"http://x\",\"点我\")");
        nasty.notes = QStringLiteral("+1-2 @home 中文备注");
        nasty.price.vatBasisPoints = 0; // no rate stated (zh-review-4 D12): its cell stays empty, not 0
        nasty.price.vatIncluded = false;
        c.quotes << nasty;
        Quote zeroRated = m_quotes.first();
        zeroRated.id = 998;
        zeroRated.price.vatBasisPoints = 0; // a price including VAT at 0 %: a real rate, written as 0
        zeroRated.price.vatIncluded = true;
        c.quotes << zeroRated;
        Options o;
        const QString path = m_dir.filePath(QStringLiteral("quotes.xlsx"));
        QVERIFY(quotesXlsx(path, c, GpuCatalog::shipped(), o).ok());
        const QString sheet =
            run("unzip", {QStringLiteral("-p"), path, QStringLiteral("xl/worksheets/sheet1.xml")});
        QVERIFY2(sheet.contains(QStringLiteral("<pane ySplit=\"1\"")), "frozen header row");
        QVERIFY(sheet.contains(QStringLiteral("<autoFilter ref=\"A1:")));
        QVERIFY(sheet.contains(QStringLiteral("<cols>")));
        QVERIFY2(!sheet.contains(QStringLiteral("<f>")), "no formula anywhere");
        // The formula-looking provider is a text cell with its text intact; prices are numbers.
        QVERIFY(sheet.contains(QStringLiteral("=HYPERLINK(&quot;http://x&quot;,&quot;点我&quot;)")) ||
                sheet.contains(QStringLiteral("=HYPERLINK(\"http://x\",\"点我\")")));
        QVERIFY(sheet.contains(QStringLiteral("+1-2 @home 中文备注")));
        const int nastyRow = int(m_quotes.size()) + 2;
        QVERIFY2(!sheet.contains(QStringLiteral("<c r=\"M%1\"").arg(nastyRow)), "an unstated rate is no 0");
        QVERIFY2(sheet.contains(QStringLiteral("<c r=\"M%1\" s=\"0\"><v>0</v>").arg(nastyRow + 1)) ||
                     sheet.contains(QStringLiteral("<c r=\"M%1\"><v>0</v>").arg(nastyRow + 1)),
                 "a stated 0 % is written");
        // Over Excel's 32,767 characters a cell is cut with a note (reliability-3 R6), never written empty.
        {
            QuoteComparison longNotes;
            Quote q = m_quotes.first();
            q.notes = QString(40000, QLatin1Char('x'));
            longNotes.quotes = {q};
            const QString longPath = m_dir.filePath(QStringLiteral("long.xlsx"));
            QVERIFY(quotesXlsx(longPath, longNotes, GpuCatalog::shipped(), o).ok());
            const QString strings =
                run("unzip", {QStringLiteral("-p"), longPath, QStringLiteral("xl/worksheets/sheet1.xml")});
            QVERIFY2(strings.contains(QStringLiteral("40,000")) &&
                         strings.contains(QString(30000, QLatin1Char('x'))),
                     qPrintable(strings.right(300)));
        }
        // Row 2, column J (price) and P (normalised): numeric cells (no t="s"/"inlineStr") with a style.
        const QRegularExpression priceCell(QStringLiteral("<c r=\"J2\" s=\"\\d+\"><v>([0-9.]+)</v></c>"));
        const auto m = priceCell.match(sheet);
        QVERIFY2(m.hasMatch(), qPrintable(sheet.left(2000)));
        QCOMPARE(m.captured(1).toDouble(), m_quotes.first().price.price.minor() / 100.0);
        QVERIFY(QRegularExpression(QStringLiteral("<c r=\"E2\" s=\"\\d+\"><v>4\\d{4}</v></c>"))
                    .match(sheet)
                    .hasMatch()); // a date serial
        const QString styles = run("unzip", {QStringLiteral("-p"), path, QStringLiteral("xl/styles.xml")});
        QVERIFY(styles.contains(QStringLiteral("formatCode=\"#,##0.00\"")));
        QVERIFY(styles.contains(QStringLiteral("formatCode=\"yyyy-mm-dd\"")));

        // Checklists: one sheet per checklist, statuses and Chinese intact.
        const Quote q =
            *std::find_if(m_quotes.begin(), m_quotes.end(), [](const Quote& x) { return x.id == 1; });
        const QString cl = m_dir.filePath(QStringLiteral("checklist.xlsx"));
        QVERIFY(checklistXlsx(cl, q, ChecklistStore(*m_db).forQuote(1).value(), o).ok());
        const QString book = run("unzip", {QStringLiteral("-p"), cl, QStringLiteral("xl/workbook.xml")});
        QVERIFY(book.contains(QStringLiteral("合同核对清单")));
        QVERIFY(book.contains(QStringLiteral("交付验收清单")));
        const QString s2 =
            run("unzip", {QStringLiteral("-p"), cl, QStringLiteral("xl/worksheets/sheet2.xml")});
        QVERIFY(s2.contains(QStringLiteral("待确认 open")) || s2.contains(QStringLiteral("不符合 failed")));
        // No checklist: a clear error, no file.
        const QString none = m_dir.filePath(QStringLiteral("none.xlsx"));
        QVERIFY(!checklistXlsx(none, q, {}, o).ok());
        QVERIFY(!QFile::exists(none));
    }

    // The plan summary through the CLI: the same figures as `gpuplan plan --json`, charts as vectors, text
    // in both languages, a workbook with the configurations as numbers.
    void planSummaryAgreesWithPlan()
    {
        const QStringList plan{QStringLiteral("plan"),
                               QStringLiteral("--model"),
                               QStringLiteral("llama-2-70b"),
                               QStringLiteral("--method"),
                               QStringLiteral("lora"),
                               QStringLiteral("--tokens"),
                               QStringLiteral("500M"),
                               QStringLiteral("--deadline"),
                               QStringLiteral("3w"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("h100,a800,rtx-4090"),
                               QStringLiteral("--top"),
                               QStringLiteral("5")};
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_CLI_PATH), plan + QStringList{QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(120000));
        const QJsonObject json = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonArray configs = json.value(QStringLiteral("configurations")).toArray();
        QVERIFY(!configs.isEmpty());
        // A quote of the user's own (the quote template's example row: 8 × H100, ¥68,000 a server-month); the
        // demo quotes never go into a customer's document.
        const QString own = m_dir.filePath(QStringLiteral("own-quote.csv"));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("quotes"), QStringLiteral("template"), own});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        p.start(QStringLiteral(GPUPLAN_CLI_PATH), {QStringLiteral("quotes"), QStringLiteral("import"), own});
        QVERIFY(p.waitForFinished(60000));
        // (A rerun finds it stored already: a duplicate, refused; either way it is there.)
        p.start(QStringLiteral(GPUPLAN_CLI_PATH), {QStringLiteral("quotes"), QStringLiteral("list"),
                                                   QStringLiteral("--no-demo"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("示例供应商")));
        // The best stored quote for this job gets its checklists, which the summary then includes.
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("quotes"), QStringLiteral("rank"), QStringLiteral("--model"),
                 QStringLiteral("llama-2-70b"), QStringLiteral("--method"), QStringLiteral("lora"),
                 QStringLiteral("--tokens"), QStringLiteral("500M"), QStringLiteral("--deadline"),
                 QStringLiteral("3w"), QStringLiteral("--no-demo"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(120000));
        const QJsonObject rank = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonArray ranked = rank.value(QStringLiteral("quotes")).toArray();
        QVERIFY(!ranked.isEmpty());
        const QString bestId =
            QString::number(ranked.first().toObject().value(QStringLiteral("quote_id")).toInt());
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("checklist"), QStringLiteral("create"), bestId});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString pdf = m_dir.filePath(QStringLiteral("plan.pdf"));
        const QString xlsx = m_dir.filePath(QStringLiteral("plan.xlsx"));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                QStringList{QStringLiteral("report")} + plan +
                    QStringList{QStringLiteral("--pdf"), pdf, QStringLiteral("--xlsx"), xlsx});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QString flat = squeeze(run("pdftotext", {pdf, QStringLiteral("-")}));
        // Values in both languages (issue 21): the method, the deadline, the layouts, the rental terms, the
        // cost statements and the price sources, whatever the program's language.
        const QString cells = squeeze(run("pdftotext", {QStringLiteral("-raw"), pdf, QStringLiteral("-")}));
        for (const char* both :
             {"LoRA微调·bf16", "LoRAfine-tuning·bf16", "504小时", "504h", "微批", "micro-batch", "按量hourly",
              "包月monthly", "每月使用超过", "hoursofuseamonth"})
            QVERIFY2(cells.contains(QString::fromUtf8(both)), both);
        // The price source in Chinese: "5 个按量价格的中位数" or, for a single price, "按 1 个包月报价"
        // (zh-review-3 C8).
        QVERIFY(cells.contains(QString::fromUtf8("中位数")) || cells.contains(QString::fromUtf8("按1个")));
        QVERIFY(cells.contains(QStringLiteral("median")) || cells.contains(QStringLiteral("monthlyprice:")));
        QVERIFY(!cells.contains(QStringLiteral("rental-prices.csv")));
        for (const char* s : {"GPU租用规划GPUrentalplan", "每卡显存需求MemoryrequiredperGPU",
                              "推荐配置Recommendedconfigurations", "费用随时间变化Costovertime",
                              "假设与数据来源Assumptionsanddatasources", "权重weights"})
            QVERIFY2(flat.contains(QString::fromUtf8(s)), s);
        // The stored quotes weighed for the job, and the best one's contract checklist with its statuses.
        QVERIFY(flat.contains(QStringLiteral("报价对比Quotecomparison")));
        QVERIFY(flat.contains(QStringLiteral("推荐Recommendation")));
        QVERIFY(flat.contains(QStringLiteral("合同核对清单Contractchecklist")));
        QVERIFY(flat.contains(QStringLiteral("示例供应商"))); // the user's quote …
        QVERIFY(!flat.contains(QStringLiteral("示例Demo")));  // … and none of the demo data
        QVERIFY(flat.contains(QStringLiteral("待确认open")));
        // Why the first row is recommended, in both languages, as the CLI says it (core's one rule).
        QVERIFY2(flat.contains(QStringLiteral("推荐理由：")), qPrintable(flat.left(3000)));
        QVERIFY(flat.contains(QStringLiteral("Recommendedasthecheapestconfiguration")));
        const QString why =
            json.value(QStringLiteral("recommendation")).toString(); // in the program's language
        QVERIFY2(why.startsWith(QStringLiteral("Recommended as")) ||
                     why.startsWith(QStringLiteral("推荐理由：")),
                 qPrintable(why));
        // The first configuration's cost and wall-clock time as plan --json gives them.
        const QJsonObject first = configs.first().toObject();
        const double minor =
            first.value(QStringLiteral("cost")).toObject().value(QStringLiteral("minor")).toDouble();
        const QString cost = Money(qint64(minor), Currency::CNY)
                                 .toDisplayString(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(flat.contains(cost), qPrintable(cost));
        const double wall =
            first.value(QStringLiteral("time")).toObject().value(QStringLiteral("wall_hours")).toDouble();
        QVERIFY2(flat.contains(QStringLiteral("%1h").arg(wall, 0, 'f', 1)),
                 qPrintable(QString::number(wall)));
        // The cost chart is drawn, as vectors: its axis label is text and there is no image.
        QVERIFY(flat.contains(QStringLiteral("使用月数")));
        QVERIFY(flat.contains(QStringLiteral("monthsofuse")));
        QCOMPARE(run("pdfimages", {QStringLiteral("-list"), pdf})
                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                     .size(),
                 2);
        // Every reference price behind the chart with its source, date and standing (the providers, not a
        // file).
        // (Which providers depends on the configurations recommended: a date and a standing in each
        // language.)
        QVERIFY2(QRegularExpression(QStringLiteral("\\((?:<=)?\\d{4}-\\d{2}[^)]*,secondarysource\\)"))
                     .match(flat)
                     .hasMatch(),
                 qPrintable(flat.mid(flat.indexOf(QStringLiteral("Assumptionsanddatasources")), 3000)));
        QVERIFY(QRegularExpression(QString::fromUtf8("（(?:<=)?\\d{4}-\\d{2}[^）]*，二手资料）"))
                    .match(flat)
                    .hasMatch());
        const QString sheet =
            run("unzip", {QStringLiteral("-p"), xlsx, QStringLiteral("xl/worksheets/sheet1.xml")});
        QVERIFY(sheet.contains(QStringLiteral("<pane ySplit=\"1\"")));
        QVERIFY(QRegularExpression(QStringLiteral("<c r=\"I2\" s=\"\\d+\"><v>%1</v></c>").arg(minor / 100.0))
                    .match(sheet)
                    .hasMatch());
    }

    void commandLineWritesReports()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        p.setProcessEnvironment(env);
        const QString db = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("report"), QStringLiteral("checklist"), QStringLiteral("--quote"),
                 QStringLiteral("1"), QStringLiteral("--pdf"), pdf, QStringLiteral("--paper"),
                 QStringLiteral("letter"), QStringLiteral("--lang"), QStringLiteral("en"),
                 QStringLiteral("--database"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(run("pdfinfo", {pdf}).contains(QStringLiteral("letter")));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--ids"),
                 QStringLiteral("1,77"), QStringLiteral("--pdf"), pdf, QStringLiteral("--database"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--ids")));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--pdf"), pdf,
                 QStringLiteral("--paper"), QStringLiteral("a3"), QStringLiteral("--database"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--xlsx"), db,
                 QStringLiteral("--database"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2); // never over the database: a wrong target is bad input
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--xlsx: ")));
        // Both outputs or neither: a PDF that cannot be written (its target is a folder) leaves the
        // workbook's target as it was — absent, or holding what it held; one path for both is refused.
        const QString folder = m_dir.filePath(QStringLiteral("a-folder.pdf"));
        QVERIFY(QDir().mkpath(folder));
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.xlsx"));
        const QString held = save(m_dir, "held.xlsx", "what was there");
        for (const QString& xlsx : {fresh, held}) {
            p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                    {QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--pdf"), folder,
                     QStringLiteral("--xlsx"), xlsx, QStringLiteral("--database"), db});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 2);
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(err.contains(xlsx) && err.contains(QStringLiteral("--pdf")), qPrintable(err));
        }
        QVERIFY(!QFile::exists(fresh));
        QFile kept(held);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("what was there"));
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--pdf"), fresh,
                 QStringLiteral("--xlsx"), fresh, QStringLiteral("--database"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(!QFile::exists(fresh));
    }

    // The serving PDF draws the answer already computed (issue 59): wording it in two languages plans
    // nothing again (the plans are counted); it carries the program's clock's day and a number made from it;
    // the errors it quotes are the shipped constants' (those leaveOneSourceOut holds to the data). A card
    // that cannot run the weights' precision is listed with why, not dropped (ux-5 P1-M1: the 910B under
    // fp8), in both languages.
    void servingPdfDrawsTheAnswer()
    {
        Clock::setToday(QDate(2027, 3, 14));
        const PlannerData data = PlannerData::shipped(Settings());
        ServingRequest q = ServingRequest::forCustomer();
        q.weights = Precision::FP8;
        QVERIFY(data.prices().rentedIn(QStringLiteral("ascend-910b"), data.region()));
        const int before = planServingRuns();
        const auto a = planServing(q, data);
        QVERIFY(a.ok());
        QCOMPARE(planServingRuns(), before + 1);
        bool listed = false;
        for (int i : a->bestPerGpu)
            if (a->options[i].replica.gpu->id == QLatin1String("ascend-910b")) {
                listed = true;
                QVERIFY(a->options[i].capacityRps <= 0);
                QVERIFY2(a->options[i].why.text().contains(QLatin1String("fp8")),
                         qPrintable(a->options[i].why.text()));
            }
        QVERIFY(listed);
        report::Options o; // both languages, the clock's day
        int pages = 0;
        const auto pdf = servingPdf(a.value(), data, o, &pages);
        Clock::setToday(QDate());
        QVERIFY(pdf.ok());
        QCOMPARE(planServingRuns(), before + 1);
        QVERIFY(pages >= 2);
        const QString flat =
            squeeze(run("pdftotext", {save(m_dir, "serving-drawn.pdf", pdf.value()), QStringLiteral("-")}));
        const ServingConstants& k = ServingConstants::shipped();
        const auto pct = [](double v) {
            return QString::number(v, 'f', 1);
        };
        for (const QString& s :
             {QStringLiteral("2027年3月14日"), QStringLiteral("2027-03-14"), QStringLiteral("SV-20270314"),
              // each sentence of the answer in both languages, from the one plan
              QStringLiteral("个副本"), QStringLiteral("replica(s)of"), QStringLiteral("不支持fp8"),
              QStringLiteral("cannotrunfp8weights"), pct(k.throughputError.medianPercent),
              pct(k.ttftError.medianPercent), pct(k.tpotError.medianPercent)})
            QVERIFY2(flat.contains(s), qPrintable(s + QStringLiteral(" in ") + flat.left(1500)));
    }

    // The buyer's measurements behind the figures are said in the customer's document, in both languages
    // (issue 61 item 4: "shown everywhere"), from the one answer.
    void servingPdfSaysYourCalibration()
    {
        PlannerData data = PlannerData::shipped(Settings());
        Measurement m;
        m.gpuId = QStringLiteral("h100-sxm-80g");
        m.engine = QStringLiteral("vllm");
        m.modelId = QStringLiteral("qwen2.5-72b");
        m.tpotFitMs = 30;
        m.tpotMs = 33;
        m.ttftFitMs = 400;
        m.ttftMs = 440;
        data.setMeasurements({m});
        const auto a = planServing(ServingRequest::forCustomer(), data);
        QVERIFY(a.ok());
        QCOMPARE(a->calibrations.size(), 1);
        QVERIFY(a->calibrationSentence.text().startsWith(
            QStringLiteral("Calibrated by 1 of your measurements on H100")));
        report::Options o;
        const auto pdf = servingPdf(a.value(), data, o);
        QVERIFY(pdf.ok());
        const QString flat = squeeze(
            run("pdftotext", {save(m_dir, "serving-calibrated.pdf", pdf.value()), QStringLiteral("-")}));
        for (const QString& s :
             {QStringLiteral("Calibratedby1ofyourmeasurements"), QStringLiteral("条实测数据校准")})
            QVERIFY2(flat.contains(s), qPrintable(s));
    }
};

QTEST_MAIN(TestReports)
#include "tst_reports.moc"
