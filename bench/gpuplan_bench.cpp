// Prints the speed figures the README reports. Not a test: machines here are shared and noisy, so each figure
// is the median of several runs.
#include "QuoteFiles.h"

#include "catalog/ModelCatalog.h"
#include "contract/Bill.h"
#include "planner/Matcher.h"
#include "planner/QuoteRanking.h"
#include "quotes/QuoteIndex.h"
#include "service/PlanService.h"
#include "serving/ServingPlan.h"
#include "storage/AcceptanceStore.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/History.h"
#include "storage/MeasurementStore.h"
#include "storage/QuoteStore.h"
#include "storage/TenderStore.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

using namespace gpuplan;

namespace {
QTextStream out(stdout);

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

Workload seventyBFull()
{
    Workload w = Workload::defaultsFor(ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(),
                                       Method::Full);
    w.tokens = 1e9;
    return w;
}

void evaluationsPerSecond()
{
    const Workload w = seventyBFull();
    const MemoryEstimator mem(w);
    const TimeEstimator time(w);
    const GpuModel* gpu = GpuCatalog::shipped().byId(QStringLiteral("h100-sxm-80g"));
    const Cluster c{gpu, 8, 4, Network::Rdma};
    const double cap = gpu->capacityBytes();
    // As the layout search does: the cluster's terms looked up once, every layout estimated against them.
    const TimeEstimator::Prepared k = time.prepare(c);
    std::vector<double> rates;
    double sink = 0;
    for (int run = 0; run < 7; ++run) {
        QElapsedTimer t;
        t.start();
        qint64 n = 0;
        for (int rep = 0; rep < 200; ++rep)
            for (int tp : {1, 2, 4, 8})
                for (int pp : {1, 2, 4})
                    for (int zero = 0; zero <= 3; ++zero)
                        for (int rc = 0; rc < 3; ++rc)
                            for (int mb : {1, 2, 4, 8}) {
                                const Parallelism p{tp, pp, 32 / (tp * pp), zero};
                                const MemoryBreakdown m = mem.estimate(p, cap, mb, Recompute(rc));
                                const TimeEstimate e = time.estimate(k, p, m, mb, Recompute(rc));
                                sink += m.total() + e.wallHours;
                                ++n;
                            }
        rates.push_back(n / (t.nsecsElapsed() / 1e9));
    }
    out << QStringLiteral("configuration evaluations (memory + time), one core: %1 per second (median of 7; "
                          "checksum %2)\n")
               .arg(median(rates), 0, 'f', 0)
               .arg(sink > 0 ? QStringLiteral("ok") : QStringLiteral("?"));
}

void planSearch()
{
    const FxTable fx = FxTable::shipped();
    const PriceNormaliser norm(fx, Conventions{});
    const Matcher matcher(GpuCatalog::shipped(), ReferencePrices::shipped(), norm);
    const Workload w = seventyBFull();
    MatchConstraints c;
    std::vector<double> ms;
    qint64 considered = 0;
    for (int run = 0; run < 11; ++run) {
        QElapsedTimer t;
        t.start();
        auto r = matcher.match(w, c, {}, 2026);
        ms.push_back(t.nsecsElapsed() / 1e6);
        considered = r->considered;
    }
    out << QStringLiteral(
               "plan, Llama 2 70B full fine-tune, whole catalog (%1 GPUs, ≤64 GPUs): %2 ms for %3 layouts "
               "(median of 11)\n")
               .arg(GpuCatalog::shipped().size())
               .arg(median(ms), 0, 'f', 1)
               .arg(considered);
}

// The largest search users ask for (issue 36: 72–78 ms measured by ux-4, target < 50 ms): Llama 3.1 405B
// pre-training over the whole catalog, up to 4,096 GPUs.
void planLarge()
{
    const FxTable fx = FxTable::shipped();
    const PriceNormaliser norm(fx, Conventions{});
    const Matcher matcher(GpuCatalog::shipped(), ReferencePrices::shipped(), norm);
    const Workload w = Workload::defaultsFor(
        ModelCatalog::shipped().find(QStringLiteral("llama-3.1-405b")).value(), Method::Pretrain);
    MatchConstraints c;
    c.maxGpus = 4096;
    std::vector<double> ms;
    qint64 considered = 0;
    for (int run = 0; run < 11; ++run) {
        QElapsedTimer t;
        t.start();
        auto r = matcher.match(w, c, {}, 2026);
        ms.push_back(t.nsecsElapsed() / 1e6);
        considered = r->considered;
    }
    out << QStringLiteral(
               "plan, Llama 3.1 405B pre-training, whole catalog, ≤4,096 GPUs: %1 ms for %2 layouts "
               "(median of 11)\n")
               .arg(median(ms), 0, 'f', 1)
               .arg(considered);
}

// The whole plan answer the desktop, the CLI and the PDF show: the request read, the whole catalog searched,
// the recommendation's cost over time under every term, its statements and its estimate alone.
void planAnswer()
{
    QTemporaryDir dir;
    const PlanService service(PlannerData::shipped(Settings(dir.filePath(QStringLiteral("s.ini")))));
    PlanRequest r;
    r.modelId = QStringLiteral("llama-2-70b");
    r.method = Method::Full;
    r.maxGpus = 64;
    std::vector<double> ms;
    int configurations = 0;
    for (int run = 0; run < 11; ++run) {
        QElapsedTimer t;
        t.start();
        auto a = service.plan(r, nullptr);
        ms.push_back(t.nsecsElapsed() / 1e6);
        configurations = a ? int(a->result().configurations.size()) : -1;
    }
    out << QStringLiteral("plan answer (PlanService), Llama 2 70B full fine-tune, whole catalog: %1 ms, %2 "
                          "configurations with cost over time and estimate (median of 11; target < 50 ms)\n")
               .arg(median(ms), 0, 'f', 1)
               .arg(configurations);
}

// Imports 100,000 quotes three times, then times the quotes table's queries where they run and in memory.
// `server` empty: into new SQLite files; else into that team database (emptied before each run).
void quotes(const QString& server = QString())
{
    QTemporaryDir dir;
    const QByteArray bytes = testdata::file(100000);
    std::vector<double> importMs;
    std::unique_ptr<Database> keep;
    for (int run = 0; run < 3; ++run) {
        Database::Options o;
        o.seedDemo = false;
        keep.reset();
        auto db = Database::open(
            server.isEmpty() ? dir.filePath(QStringLiteral("bench%1.sqlite").arg(run)) : server, o);
        if (!db) {
            out << QStringLiteral("cannot open the database: %1\n").arg(db.error().message);
            return;
        }
        if (!server.isEmpty()) {
            QSqlQuery empty((*db)->sql());
            for (const char* table : {"audit_log", "checklist_items", "checklists", "quotes", "providers"})
                empty.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)));
            empty.exec(QStringLiteral("VACUUM ANALYZE quotes, providers"));
        }
        auto catalog = CatalogStore(**db).loadCatalog();
        QElapsedTimer t;
        t.start();
        auto r = QuoteStore(**db).importCsv(bytes, catalog.value(), FxTable::shipped(), Conventions{}, false);
        importMs.push_back(t.nsecsElapsed() / 1e6);
        if (!r || r->inserted != 100000)
            out << QStringLiteral("import failed: %1\n")
                       .arg(r ? QString::number(r->inserted) : r.error().message);
        keep = std::move(db.value());
    }
    const QString where =
        server.isEmpty() ? QStringLiteral("SQLite") : QStringLiteral("PostgreSQL (team database)");
    out << QStringLiteral(
               "import 100,000 quotes into %1 (%2 MB CSV: parse, validate, normalise, check duplicates, "
               "insert in one transaction): %3 ms (median of 3)\n")
               .arg(where)
               .arg(bytes.size() / 1e6, 0, 'f', 1)
               .arg(median(importMs), 0, 'f', 0);
    out << QStringLiteral("  (runs: %1, %2, %3 ms)\n")
               .arg(importMs[0], 0, 'f', 0)
               .arg(importMs[1], 0, 'f', 0)
               .arg(importMs[2], 0, 'f', 0);

    QuoteStore store(*keep);
    struct Case
    {
        const char* name;
        QuoteFilter f;
    };
    QuoteFilter byGpu;
    byGpu.gpuId = QStringLiteral("l40s");
    QuoteFilter cheapest;
    cheapest.limit = 50;
    QuoteFilter byProvider;
    byProvider.provider = QStringLiteral("provider 4");
    byProvider.sort = QuoteFilter::Sort::Date;
    byProvider.limit = 200;
    QuoteFilter page;
    page.maxNormalisedMinor = 1500;
    page.validOn = QDate(2026, 12, 1);
    page.limit = 500;
    const QList<Case> cases{Case{"filter by GPU, sort by price, all matches", byGpu},
                            Case{"sort 100,000 by price, first 50", cheapest},
                            Case{"filter by provider text, sort by date, first 200", byProvider},
                            Case{"filter by price and validity, first 500", page}};
    // Times each case 9 times with `query` (which returns the row count) and prints the median.
    auto timeCases = [&](const QString& in, const std::function<int(const QuoteFilter&)>& query) {
        for (const Case& c : cases) {
            std::vector<double> ms;
            int rows = 0;
            for (int run = 0; run < 9; ++run) {
                QElapsedTimer t;
                t.start();
                rows = query(c.f);
                ms.push_back(t.nsecsElapsed() / 1e6);
            }
            out << QStringLiteral("quotes table of 100,000 %1 — %2: %3 ms (%4 rows, median of 9)\n")
                       .arg(in, QLatin1String(c.name))
                       .arg(median(ms), 0, 'f', 1)
                       .arg(rows);
        }
    };
    timeCases(QStringLiteral("in ") + where,
              [&](const QuoteFilter& f) { return int(store.list(f)->size()); });
    QElapsedTimer load;
    load.start();
    const QuoteIndex index(store.list().value());
    out << QStringLiteral("load all 100,000 quotes from %1 into memory (as the desktop table does): %2 ms\n")
               .arg(where)
               .arg(load.nsecsElapsed() / 1e6, 0, 'f', 0);
    if (server.isEmpty())
        timeCases(QStringLiteral("in memory"),
                  [&](const QuoteFilter& f) { return int(index.query(f).size()); });
}
} // namespace

// 1,000 stored quotes (every catalog GPU, 1/2/4/8 GPUs per server, 1–4 servers, every price unit, some spot
// and some in USD) weighed for a 70B LoRA job with a three-week deadline.
void rankThousandQuotes()
{
    const FxTable fx = FxTable::shipped();
    const PriceNormaliser norm(fx, Conventions{});
    const QList<GpuModel>& gpus = GpuCatalog::shipped().gpus();
    QList<Quote> quotes;
    quint32 seed = 12345;
    auto next = [&](quint32 n) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) % n;
    };
    for (int i = 0; i < 1000; ++i) {
        Quote q;
        q.id = i + 1;
        q.provider = QStringLiteral("Provider %1").arg(i % 37);
        q.gpuId = gpus[int(next(quint32(gpus.size())))].id;
        q.gpusPerServer = 1 << next(4);
        q.servers = 1 + int(next(4));
        q.price.unit = PriceUnit(next(8));
        q.price.gpusPerServer = q.gpusPerServer;
        q.price.price = Money(100 + qint64(next(1000000)), next(5) == 0 ? Currency::USD : Currency::CNY);
        q.price.vatIncluded = next(2) == 0;
        q.price.vatBasisPoints = q.price.vatIncluded ? 600 : 0;
        q.price.billing = naturalBilling(q.price.unit);
        q.price.spot = next(10) == 0;
        quotes << q;
    }
    QuoteJob job;
    job.workload = Workload::defaultsFor(ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(),
                                         Method::Lora);
    job.workload.tokens = 5e8;
    job.deadlineHours = 21 * 24;
    std::vector<double> ms;
    int runnable = 0;
    for (int run = 0; run < 7; ++run) {
        QElapsedTimer t;
        t.start();
        auto r = rankQuotes(job, quotes, GpuCatalog::shipped(), norm);
        ms.push_back(t.nsecsElapsed() / 1e6);
        runnable = int(std::count_if(r->begin(), r->end(), [](const QuoteEvaluation& e) {
            return e.verdict != QuoteVerdict::CannotRun;
        }));
    }
    out << QStringLiteral(
               "rank 1,000 stored quotes for a 70B LoRA job (layout search on each quote's hardware, "
               "cost under its terms): %1 ms (median of 7; %2 can run it)\n")
               .arg(median(ms), 0, 'f', 1)
               .arg(runnable);
}

// Issue 37: a serving plan over the whole catalog (every GPU offered in China × 1, 2, 4, 8, 16 GPUs per
// replica: memory, capacity within the chat targets by bisection, sizing, every term's cost, the daily mix),
// target < 50 ms; and one replica's figures after an input change (the desktop's recompute), target < 16 ms.
void serving()
{
    QTemporaryDir dir;
    const PlannerData data = PlannerData::shipped(Settings(dir.filePath(QStringLiteral("s.ini"))));
    ServingRequest r;
    r.modelId = QStringLiteral("qwen2.5-72b");
    r.weights = Precision::FP8;
    r.load = LoadKind::Users;
    r.users = 200;
    r.profile = *LoadProfile::fromPreset(QStringLiteral("office"));
    // The same service as 200 requests at once: sized in requests in flight (a second bisection per layout).
    ServingRequest c = r;
    c.load = LoadKind::Concurrency;
    c.concurrency = 200;
    std::vector<double> ms, one, atOnce;
    int options = 0;
    for (int run = 0; run < 11; ++run) {
        QElapsedTimer t;
        t.start();
        auto a = planServing(r, data);
        ms.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        if (!planServing(c, data))
            return;
        atOnce.push_back(t.nsecsElapsed() / 1e6);
        options = a ? int(a->options.size()) : 0;
        ServingRequest e = r;
        e.allowedGpuIds = {QStringLiteral("h20")};
        e.users = 200 + run;
        t.restart();
        auto est = estimateServing(e, data);
        one.push_back(t.nsecsElapsed() / 1e6);
        if (!est)
            return;
    }
    out << QStringLiteral("serving plan, Qwen2.5 72B fp8 for 200 users, whole catalog: %1 ms for %2 "
                          "configurations; as 200 requests at once: %4 ms; one replica re-estimated: %3 ms "
                          "(medians of 11)\n")
               .arg(median(ms), 0, 'f', 1)
               .arg(options)
               .arg(median(one), 0, 'f', 2)
               .arg(median(atOnce), 0, 'f', 1);
}

// Reliability-4 F6: 400 servers' delivery reports on one quote (a 400-server cluster, each report with the 15
// acceptance findings and ~300 characters of report lines each): the database's size, the audit trail's, the
// last import's time and the time to read the history as `db history` does. Before schema 14 the trail grew
// with the square of the servers (530 MB at 400 reports; `db history --json` aborted).
void history()
{
    QTextStream out(stdout);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    auto db = Database::open(path);
    if (!db) {
        out << QStringLiteral("cannot open the database: %1\n").arg(db.error().message);
        return;
    }
    Quote q = QuoteStore(**db).list()->first();
    q.servers = 400;
    if (!ChecklistStore(**db).create(q, GpuCatalog::shipped()).ok())
        return;
    QList<AcceptanceFinding> found;
    for (const char* code : {"acc-burnin", "acc-cuda", "acc-ecc", "acc-memory", "acc-nccl", "acc-nccl-debug",
                             "acc-pcie", "acc-power", "acc-product", "acc-rdma", "acc-smi", "acc-storage",
                             "acc-thermal", "acc-topo", "acc-torch"}) {
        AcceptanceFinding f;
        f.code = QString::fromLatin1(code);
        f.status = ItemStatus::Confirmed;
        f.message = f.messageEn = QStringLiteral("as the contract says");
        f.messageZh = QStringLiteral("与合同一致");
        f.evidence =
            QStringLiteral("0, NVIDIA H100 80GB HBM3, 81559 MiB, 550.54.15, 700.00 W, 0\n").repeated(5);
        found << f;
    }
    AcceptanceStore reports(**db);
    QElapsedTimer t;
    double lastImport = 0;
    for (int n = 1; n <= 400; ++n) {
        t.start();
        if (!reports
                 .record(q, QStringLiteral("node-%1").arg(n, 3, 10, QLatin1Char('0')),
                         QStringLiteral("r.txt"), found)
                 .ok())
            return;
        lastImport = t.nsecsElapsed() / 1e6;
    }
    QSqlQuery size((*db)->sql());
    const qint64 audit =
        size.exec(QStringLiteral("SELECT SUM(LENGTH(old_value) + LENGTH(new_value)), COUNT(*) FROM "
                                 "audit_log")) &&
                size.next()
            ? size.value(0).toLongLong()
            : -1;
    const qint64 rows = size.value(1).toLongLong();
    t.start();
    const auto items = quoteHistory(**db, q.id, QStringLiteral("checklist_item"));
    const double itemsMs = t.nsecsElapsed() / 1e6;
    t.start();
    const auto own = quoteHistory(**db, q.id, QStringLiteral("quote"));
    const double ownMs = t.nsecsElapsed() / 1e6;
    (void)(*db)->sql().exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    out << QStringLiteral(
               "history, 400 servers' reports on one quote: database %1 MB, audit trail %2 kB in %3 rows; "
               "the 400th import %4 ms; db history --checklist %5 ms (%6 rows), --quote %7 ms (%8 rows)\n")
               .arg(QFileInfo(path).size() / 1e6, 0, 'f', 1)
               .arg(audit / 1e3, 0, 'f', 1)
               .arg(rows)
               .arg(lastImport, 0, 'f', 1)
               .arg(itemsMs, 0, 'f', 1)
               .arg(items ? items->size() : -1)
               .arg(ownMs, 0, 'f', 1)
               .arg(own ? own->size() : -1);
}

// One vendors' answer file of 100,000 offers to an open tender (every vendor may bid), recorded as `tender
// offer` records it: the purchase and its offers read once, each offer checked and inserted with its event,
// one transaction (reliability-5 G2: every row read every offer again, 2,000 rows 40 s, 65,000 never ended).
void tenderOffers()
{
    QTemporaryDir dir;
    Database::Options o;
    o.seedDemo = false;
    auto db = Database::open(dir.filePath(QStringLiteral("tender.sqlite")), o);
    if (!db) {
        out << QStringLiteral("cannot open the database: %1\n").arg(db.error().message);
        return;
    }
    Tender t;
    t.name = QStringLiteral("bench");
    t.method = ProcurementMethod::OpenTender;
    TenderStore store(**db);
    auto id = store.create(t);
    if (!id || !store.step(id.value(), TenderAction::Open)) {
        out << QStringLiteral("cannot create the purchase\n");
        return;
    }
    const Quote sample =
        QuoteCsv::parse(testdata::file(1), GpuCatalog::shipped(), FxTable::shipped(), Conventions{})
            ->quotes.first();
    for (int n : {10000, 100000}) {
        QList<QPair<TenderOffer, QHash<QString, QString>>> offers;
        for (int i = 0; i < n; ++i) {
            TenderOffer offer;
            offer.tenderId = id.value();
            offer.vendor = QStringLiteral("vendor %1-%2").arg(n).arg(i);
            offer.quote = sample;
            offers.append({offer, QuoteCsv::fields(sample)});
        }
        QElapsedTimer timer;
        timer.start();
        auto ids = store.addOffers(offers, QDate(2026, 12, 1));
        out << QStringLiteral("tender offer: %1 offers to an open tender recorded in %2 ms%3\n")
                   .arg(n)
                   .arg(timer.nsecsElapsed() / 1e6, 0, 'f', 0)
                   .arg(ids ? QString() : QStringLiteral(" (failed: %1)").arg(ids.error().message));
    }
}

// Issue 61 item 4: 1,000 of the buyer's measurements kept in one transaction, read back, and the serving plan
// with the calibration they make on as against off (each of 11 runs, medians).
void measurements()
{
    QTemporaryDir dir;
    Database::Options o;
    o.seedDemo = false;
    auto db = Database::open(dir.filePath(QStringLiteral("m.sqlite")), o);
    if (!db)
        return;
    QList<Measurement> mine;
    const QStringList gpus{QStringLiteral("h100-sxm-80g"), QStringLiteral("h20-96g"),
                           QStringLiteral("a800-sxm-80g")};
    for (int i = 0; i < 1000; ++i) {
        Measurement m;
        m.gpuId = gpus[i % 3];
        m.engine = QStringLiteral("vllm");
        m.modelId = QStringLiteral("qwen2.5-72b");
        m.tpotFitMs = 30;
        m.tpotMs = 30 * (1.1 + 0.001 * (i % 50));
        m.ttftFitMs = 400;
        m.ttftMs = 400 * (0.9 + 0.002 * (i % 50));
        m.file = QStringLiteral("service-%1.json").arg(i);
        mine << m;
    }
    QElapsedTimer t;
    t.start();
    auto ids = MeasurementStore(**db).add(mine);
    const double addMs = t.nsecsElapsed() / 1e6;
    t.restart();
    auto back = MeasurementStore(**db).list();
    const double listMs = t.nsecsElapsed() / 1e6;
    PlannerData data = PlannerData::shipped(Settings(dir.filePath(QStringLiteral("s.ini"))));
    data.setMeasurements(back ? back.value() : QList<Measurement>());
    ServingRequest r;
    r.modelId = QStringLiteral("qwen2.5-72b");
    r.weights = Precision::FP8;
    r.load = LoadKind::Users;
    r.users = 200;
    std::vector<double> on, off;
    for (int run = 0; run < 11; ++run) {
        ServingRequest q = r;
        for (bool calibrate : {true, false}) {
            q.calibrate = calibrate;
            t.restart();
            if (!planServing(q, data))
                return;
            (calibrate ? on : off).push_back(t.nsecsElapsed() / 1e6);
        }
    }
    out << QStringLiteral("measurements: 1,000 kept in %1 ms%2, read back in %3 ms; serving plan with the "
                          "calibration they make %4 ms, without %5 ms (medians of 11)\n")
               .arg(addMs, 0, 'f', 0)
               .arg(ids ? QString() : QStringLiteral(" (failed: %1)").arg(ids.error().message))
               .arg(listMs, 0, 'f', 1)
               .arg(median(on), 0, 'f', 1)
               .arg(median(off), 0, 'f', 1);
}

// A vendor's bill of 10,000 lines (10,000 servers, one a line; every 10th billed from the month's start
// though accepted on the 5th, every 100th at a higher price) read from CSV and matched against the contract,
// with 100 outages: issue 62's target is < 2 s.
void bill()
{
    Contract c;
    c.number = QStringLiteral("HT-BENCH");
    c.start = QDate(2026, 10, 1);
    c.termMonths = 12;
    c.servers = 10000;
    c.gpusPerServer = 8;
    c.price.price = Money(2200, Currency::CNY);
    c.price.unit = PriceUnit::GpuHour;
    c.price.vatBasisPoints = 600;
    c.replacementHours = 4;
    c.sla = SlaSchedule::example();
    QByteArray csv = "合同编号,账期,服务器,费用类型,数量,单位,单价,金额,税率,税额,价税合计\n";
    QByteArray outages = "server,start,end\n";
    for (int i = 0; i < c.servers; ++i) {
        const QString name = QStringLiteral("node-%1").arg(i, 5, 10, QLatin1Char('0'));
        c.serverList.append(
            {name, *readChinaTime(i % 10 ? QStringLiteral("2026-09-30") : QStringLiteral("2026-11-05"))});
        const QString price = i % 100 ? QStringLiteral("22.00") : QStringLiteral("22.50");
        const qint64 amount = (i % 100 ? 2200 : 2250) * 5760;
        const qint64 vat = (amount * 6 + 50) / 100;
        csv += QStringLiteral("HT-BENCH,2026-11,%1,租用费,5760,卡时,%2,%3.%4,6%,%5.%6,%7.%8\n")
                   .arg(name, price)
                   .arg(amount / 100)
                   .arg(amount % 100, 2, 10, QLatin1Char('0'))
                   .arg(vat / 100)
                   .arg(vat % 100, 2, 10, QLatin1Char('0'))
                   .arg((amount + vat) / 100)
                   .arg((amount + vat) % 100, 2, 10, QLatin1Char('0'))
                   .toUtf8();
        if (i % 100 == 7)
            outages += QStringLiteral("%1,2026-11-10 08:00,2026-11-10 20:00\n").arg(name).toUtf8();
    }
    const auto down = parseOutages(outages);
    std::vector<double> times, readMs;
    int differences = 0;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        auto parsed = readBill(csv, QStringLiteral("bill.csv"));
        if (!parsed || !down)
            return;
        readMs.push_back(t.nsecsElapsed() / 1e6);
        auto r = reconcile(c, parsed.value(), QDate(2026, 11, 1), down.value());
        times.push_back(t.nsecsElapsed() / 1e6);
        if (!r)
            return;
        differences = int(r->differences.size());
    }
    out << QStringLiteral("bill: 10,000 lines read and matched with 100 outages in %1 ms, of which reading "
                          "%4 ms (median of 5; %2 differences, %3 KB)\n")
               .arg(median(times), 0, 'f', 0)
               .arg(differences)
               .arg(csv.size() / 1024)
               .arg(median(readMs), 0, 'f', 0);
}

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool all = args.size() < 2;
    if (all || args.contains(QStringLiteral("eval")))
        evaluationsPerSecond();
    if (all || args.contains(QStringLiteral("plan")))
        planSearch();
    if (all || args.contains(QStringLiteral("plan")))
        planAnswer();
    if (all || args.contains(QStringLiteral("large")))
        planLarge();
    if (all || args.contains(QStringLiteral("rank")))
        rankThousandQuotes();
    if (all || args.contains(QStringLiteral("serve")))
        serving();
    if (all || args.contains(QStringLiteral("quotes")))
        quotes();
    if (all || args.contains(QStringLiteral("history")))
        history();
    if (all || args.contains(QStringLiteral("tender")))
        tenderOffers();
    if (all || args.contains(QStringLiteral("measurements")))
        measurements();
    if (all || args.contains(QStringLiteral("bill")))
        bill();
    // gpuplan_bench team postgresql://… (tests/storage/with_postgres.sh sets GPUPLAN_TEST_POSTGRES)
    const qsizetype team = args.indexOf(QStringLiteral("team"));
    if (team > 0) {
        const QString url =
            team + 1 < args.size() ? args[team + 1] : qEnvironmentVariable("GPUPLAN_TEST_POSTGRES");
        quotes(url);
    }
    return 0;
}
