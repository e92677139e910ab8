// Prints the report speed figures the README gives (median of several runs; not a test).
#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "planner/Planning.h"
#include "report/PlanReport.h"
#include "report/Reports.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

using namespace gpuplan;

namespace {
QTextStream out(stdout);

double medianMs(int runs, const std::function<void()>& f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

Quote quote(int i)
{
    Quote q;
    q.id = i + 1;
    q.provider = QStringLiteral("供应商 %1 Provider").arg(i % 97);
    q.quoteNumber = QStringLiteral("Q-%1").arg(i);
    q.quoteDate = QDate(2026, 11, 1 + i % 28);
    q.validUntil = q.quoteDate.addDays(60);
    q.gpuId = QStringLiteral("h100-sxm-80g");
    q.price.price = Money(680000 + i, Currency::CNY);
    q.price.unit = PriceUnit::ServerMonth;
    q.price.vatIncluded = true;
    q.price.vatBasisPoints = 1300;
    q.normalised = Money(1030 + i % 50, Currency::CNY);
    q.notes = QStringLiteral("含 8 × 400G InfiniBand; =SUM(A1) stays text");
    return q;
}
} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;

    // The plan summary of the README's 70B LoRA job in three weeks (the plan is searched once; the figure is
    // the summary and the PDF: statements, two vector charts, tables).
    {
        Scenario sc;
        sc.workload = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Lora);
        sc.workload.tokens = 5e8;
        sc.constraints.deadlineHours = 21 * 24;
        const PriceNormaliser norm(FxTable::shipped(), Conventions{});
        const Matcher matcher(GpuCatalog::shipped(), ReferencePrices::shipped(), norm);
        auto plan = planScenario(sc, matcher, 2026);
        if (!plan)
            qFatal("plan");
        int planPages = 0;
        const double planMs = medianMs(7, [&] {
            auto s = summarisePlan(sc.workload, sc.constraints, plan.value(), ReferencePrices::shipped(),
                                   norm, 0, 0);
            if (!s || !report::planPdf(s.value(), report::Options{}, &planPages))
                qFatal("plan pdf");
        });
        out << QStringLiteral(
                   "plan summary PDF (%1 pages, 2 vector charts, both languages): %2 ms (median of 7)\n")
                   .arg(planPages)
                   .arg(planMs, 0, 'f', 0);
    }

    Checklist c;
    c.nameZh = QStringLiteral("交付验收清单");
    c.nameEn = QStringLiteral("Acceptance tests on delivery");
    for (int i = 0; i < 1000; ++i)
        c.items << ChecklistItem{i + 1,
                                 QStringLiteral("x-%1").arg(i),
                                 QStringLiteral("inventory"),
                                 QStringLiteral("第 %1 项：nvidia-smi 显示 8 张 GPU").arg(i + 1),
                                 QStringLiteral("item %1: nvidia-smi shows 8 GPUs").arg(i + 1),
                                 QStringLiteral("≥ 8"),
                                 ItemStatus(i % 4),
                                 QStringLiteral("8 GPUs answer nvidia-smi"),
                                 QDateTime::currentDateTime(),
                                 QString(),
                                 {},
                                 {},
                                 {},
                                 {},
                                 0,
                                 {},
                                 {}};
    int pages = 0;
    const double checklistMs = medianMs(5, [&] {
        auto pdf = report::checklistPdf(quote(0), {c}, GpuCatalog::shipped(), report::Options{}, &pages);
        if (!pdf)
            qFatal("%s", qPrintable(pdf.error().toString()));
    });
    out << QStringLiteral("checklist PDF of 1,000 items (%1 pages, both languages): %2 ms (median of 5)\n")
               .arg(pages)
               .arg(checklistMs, 0, 'f', 0);

    report::QuoteComparison five;
    for (int i = 0; i < 5; ++i)
        five.quotes << quote(i);
    const double compareMs = medianMs(7, [&] {
        if (!report::quoteComparisonPdf(five, GpuCatalog::shipped(), report::Options{}))
            qFatal("comparison");
    });
    out << QStringLiteral("quote comparison PDF of 5 quotes: %1 ms (median of 7)\n")
               .arg(compareMs, 0, 'f', 0);

    report::QuoteComparison many;
    for (int i = 0; i < 100000; ++i)
        many.quotes << quote(i);
    const QString path = dir.filePath(QStringLiteral("quotes.xlsx"));
    const double xlsxMs = medianMs(3, [&] {
        if (!report::quotesXlsx(path, many, GpuCatalog::shipped(), report::Options{}))
            qFatal("xlsx");
    });
    out << QStringLiteral("workbook of 100,000 quotes (22 columns): %1 ms (median of 3), %2 MB\n")
               .arg(xlsxMs, 0, 'f', 0)
               .arg(QFileInfo(path).size() / 1e6, 0, 'f', 1);
    return 0;
}
