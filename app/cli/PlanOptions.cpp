#include "PlanOptions.h"

#include "WorkloadOptions.h"
#include "catalog/ModelCatalog.h"
#include "quotes/QuoteSelection.h"
#include "service/PlanService.h"
#include "util/Quantity.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString opt(const char* name)
{
    return QString::fromLatin1(name);
}

// Reads one option into a field when it is given.
class Reader
{
public:
    explicit Reader(const QCommandLineParser& p) : m_p(p), m_found(p.optionNames()) {}
    // Given on the command line. Asked through the names found, so that an option a command does not define
    // (estimate has no --deadline) is simply not given, without Qt's warning.
    bool has(const char* n) const
    {
        return m_found.contains(opt(n)) || (qstrcmp(n, "efficiency") == 0 && m_found.contains(opt("mfu")));
    }
    QString val(const char* n) const { return m_p.value(opt(n)); }
    Status integer(const char* n, int min, int max, int* out) const
    {
        if (!has(n))
            return Status();
        auto v = Quantity::parseInt(val(n), QStringLiteral("--") + opt(n), min, max);
        if (!v)
            return v.error();
        *out = v.value();
        return Status();
    }
    Status optional(const char* n, int min, int max, std::optional<int>* out) const
    {
        int v = 0;
        if (!has(n))
            return Status();
        if (Status s = integer(n, min, max, &v); !s)
            return s;
        *out = v;
        return Status();
    }
    Status count(const char* n, double* out) const
    {
        if (!has(n))
            return Status();
        auto v = Quantity::parseCount(val(n), QStringLiteral("--") + opt(n));
        if (!v)
            return v.error();
        *out = v.value();
        return Status();
    }
    template <typename T>
    Status named(const char* n, std::optional<T> (*fromName)(const QString&), const QString& allowed,
                 T* out) const
    {
        if (!has(n))
            return Status();
        const auto v = fromName(val(n));
        if (!v)
            return Status::failure(QStringLiteral("--") + opt(n),
                                   Tr::tr("'%1' is not one of %2").arg(val(n), allowed));
        *out = *v;
        return Status();
    }

private:
    const QCommandLineParser& m_p;
    const QStringList m_found;
};

// --model, --params or an architecture (whole, or parts of a preset's).
Status readModel(const Reader& o, PlanRequest& r, bool needModel)
{
    if (o.has("model") && o.has("params"))
        return Status::failure(QStringLiteral("--model/--params"),
                               Tr::tr("give either a preset (--model) or a size (--params), not both"));
    ModelShape shape;
    const QList<QPair<const char*, int*>> parts{{"layers", &shape.layers}, {"hidden", &shape.hidden},
                                                {"heads", &shape.heads},   {"kv-heads", &shape.kvHeads},
                                                {"ffn", &shape.ffn},       {"vocab", &shape.vocab}};
    for (const auto& [name, field] : parts)
        if (Status s = o.integer(name, 1, 10000000, field); !s)
            return s;
    if (o.has("plain-ffn"))
        shape.gatedFfn = false;
    const bool whole = shape.layers && shape.hidden && shape.heads && shape.ffn && shape.vocab;
    if (shape.gatedFfn && !whole && !o.has("model") && !o.has("params") && needModel)
        return Status::failure(QStringLiteral("--plain-ffn"),
                               Tr::tr("--plain-ffn describes a custom architecture: give --layers --hidden "
                                      "--heads --ffn --vocab with it, or a preset to change"));
    if (o.has("model")) {
        auto m = ModelCatalog::shipped().find(o.val("model"));
        if (!m)
            return m.error();
        r.modelId = m->id;
        r.customShape = shape; // parts of the preset's architecture, if any
    } else if (o.has("params")) {
        double params = 0;
        if (Status s = o.count("params", &params); !s)
            return s;
        if (params < 1e6 || params > 1e14)
            return Status::failure(QStringLiteral("--params"),
                                   Tr::tr("%1 parameters is outside 1M–100T").arg(o.val("params")));
        r.modelId.clear();
        r.customParams = params;
        r.customShape = ModelShape();
        if (!shape.isEmpty()) {
            // The size follows the shape: a 70B shape cannot hold 7B of weights.
            auto shaped = ModelCatalog::withShape(ModelCatalog::fromParameterCount(params), shape);
            if (!shaped)
                return shaped.error();
            if (std::abs(shaped->params / params - 1.0) > 0.1)
                return Status::failure(
                    QStringLiteral("--params"),
                    Tr::tr("the architecture given has %1 parameters, not %2; leave out --params or make the "
                           "shape match it")
                        .arg(Quantity::formatCount(shaped->params), o.val("params")));
            r.customShape = ModelShape{shaped->layers, shaped->hidden, shaped->heads, shaped->kvHeads,
                                       shaped->ffn,    shaped->vocab,  shape.gatedFfn};
        }
    } else if (whole) {
        r.modelId.clear();
        r.customShape = shape;
    } else if (needModel) {
        return Status::failure(
            QStringLiteral("--model"),
            Tr::tr("give a model preset with --model NAME, a size with --params 70B, or a whole architecture "
                   "(--layers --hidden --heads --ffn --vocab)"));
    } else if (!shape.isEmpty()) {
        r.customShape = shape; // over the plan file's model
    }
    return Status();
}

Status readWorkload(const Reader& o, PlanRequest& r)
{
    if (Status s = o.named("method", &methodFromName,
                           QStringLiteral("inference, lora, qlora, full, pretrain"), &r.method);
        !s)
        return s;
    const bool training = isTraining(r.method);
    if (Status s = o.named("precision", &precisionFromName, precisionList(), &r.precision); !s)
        return s;
    if (o.has("optimizer") && !training)
        return Status::failure(QStringLiteral("--optimizer"),
                               Tr::tr("an optimizer applies to training, not to inference"));
    if (Status s = o.named("optimizer", &optimizerFromName,
                           QStringLiteral("adamw, adamw8bit, sgd, adafactor"), &r.optimizer);
        !s)
        return s;
    if (o.has("recompute") && !training)
        return Status::failure(QStringLiteral("--recompute"),
                               Tr::tr("activation recomputation applies to training, not to inference"));
    Recompute rc = Recompute::None;
    if (Status s = o.named("recompute", &recomputeFromName, QStringLiteral("none, selective, full"), &rc); !s)
        return s;
    if (o.has("recompute"))
        r.recompute = rc;
    if (o.has("stack") && !training)
        return Status::failure(QStringLiteral("--stack"),
                               Tr::tr("a training software stack applies to training, not to inference"));
    if (Status s = o.named("stack", &stackFromName, stackNames(), &r.stack); !s)
        return s;
    if (o.has("flash-attention") && o.has("no-flash-attention"))
        return Status::failure(QStringLiteral("--flash-attention"),
                               Tr::tr("--flash-attention and --no-flash-attention contradict each other"));
    if (o.has("no-flash-attention") || o.has("flash-attention"))
        r.flashAttention = o.has("flash-attention");
    if (o.has("lora-rank") && r.method != Method::Lora && r.method != Method::Qlora)
        return Status::failure(QStringLiteral("--lora-rank"),
                               Tr::tr("a LoRA rank needs --method lora or qlora"));
    if ((o.has("concurrency") || o.has("context")) && r.method != Method::Inference)
        return Status::failure(o.has("concurrency") ? QStringLiteral("--concurrency")
                                                    : QStringLiteral("--context"),
                               Tr::tr("concurrency and context apply to --method inference"));
    for (Status s :
         {o.integer("seq", 1, 10000000, &r.seqLen), o.optional("micro-batch", 1, 65536, &r.layout.microBatch),
          o.integer("global-batch", 1, 100000000, &r.globalBatch), o.count("tokens", &r.tokens),
          o.integer("lora-rank", 1, 4096, &r.loraRank), o.integer("concurrency", 1, 1000000, &r.concurrency),
          o.integer("context", 1, 10000000, &r.contextLen)})
        if (!s)
            return s;
    if (o.has("efficiency")) {
        auto e = Quantity::parseNumber(o.val("efficiency"), QStringLiteral("--efficiency"), 0.01, 1.0);
        if (!e)
            return e.error();
        r.efficiency = e.value();
    }
    return Status();
}

Status readHardware(const Reader& o, const QCommandLineParser& p, const GpuCatalog& catalog, PlanRequest& r)
{
    QStringList gpus;
    for (const QString& value : o.has("gpu") ? p.values(opt("gpu")) : QStringList())
        for (const QString& name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            auto g = catalog.find(name);
            if (!g)
                return g.error();
            if (!gpus.contains(g.value()->id))
                gpus << g.value()->id;
        }
    if (!gpus.isEmpty())
        r.allowedGpuIds = gpus;
    if (Status s = o.named("network", &networkFromName, QStringLiteral("rdma, ethernet"), &r.network); !s)
        return s;
    int offload = 0;
    if (Status s = o.named("offload", &offloadFromName, QStringLiteral("none, optimizer, weights"), &offload);
        !s)
        return s;
    if (o.has("offload"))
        r.layout.offload = offload;
    if (o.has("nic-gbps")) {
        auto g = Quantity::parseNumber(o.val("nic-gbps"), QStringLiteral("--nic-gbps"), 1, 3200);
        if (!g)
            return g.error();
        r.nicGbps = g.value();
    }
    for (Status s :
         {o.integer("gpus", 1, 100000, &r.gpus), o.integer("gpus-per-node", 1, 64, &r.gpusPerServer),
          o.integer("nics", 1, 64, &r.nicsPerServer), o.optional("tp", 1, 1024, &r.layout.tp),
          o.optional("pp", 1, 1024, &r.layout.pp), o.optional("zero", 0, 3, &r.layout.zero),
          o.optional("interleave", 1, 64, &r.layout.interleave), o.optional("cp", 1, 64, &r.layout.cp),
          o.optional("ep", 1, 1024, &r.layout.ep), o.integer("max-servers", 1, 10000, &r.maxServers),
          o.integer("max-gpus", 1, 100000, &r.maxGpus), o.integer("top", 1, 10000, &r.top)})
        if (!s)
            return s;
    return Status();
}

Status readTerms(const Reader& o, const QCommandLineParser& p, int hoursPerMonth, PlanRequest& r)
{
    std::optional<Money> budget;
    if (o.has("deadline") || o.has("budget"))
        if (Status s = readDeadlineAndBudget(p, hoursPerMonth, &r.deadlineHours, &budget); !s)
            return s;
    if (budget)
        r.budget = budget;
    if (o.has("term")) {
        auto t = rentalTermFromName(o.val("term"));
        if (!t || *t == RentalTerm::Buy)
            return Status::failure(
                QStringLiteral("--term"),
                Tr::tr("'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot")
                    .arg(o.val("term")));
        r.term = *t;
    }
    SortOrder sort = SortOrder::Fastest;
    if (Status s = o.named("sort", &sortOrderFromName,
                           QStringLiteral("recommended, fastest, fewest, cheapest"), &sort);
        !s)
        return s;
    if (o.has("sort"))
        r.sort = sort;
    if (o.has("include-unoffered"))
        r.includeUnoffered = true;
    if (o.has("steady-state"))
        r.steadyState = true;
    if (Status s =
            o.named("prices", &priceSourceFromName, QStringLiteral("quotes, reference, both"), &r.prices);
        !s)
        return s;
    if (o.has("region"))
        r.region = o.val("region");
    if (!o.has("quote-ids"))
        return Status();
    if (r.prices == PriceSource::Reference)
        return Status::failure(QStringLiteral("--quote-ids"),
                               Tr::tr("give --prices quotes or --prices both with --quote-ids"));
    auto ids = parseQuoteIds(o.val("quote-ids"), QStringLiteral("quote-ids"));
    if (!ids)
        return ids.error();
    r.quoteIds = ids.value();
    return Status();
}
} // namespace

Result<PlanRequest> readPlanRequest(const QCommandLineParser& p, const GpuCatalog& catalog, int hoursPerMonth,
                                    PlanRequest base, bool needModel)
{
    const Reader o(p);
    PlanRequest& r = base;
    for (Status s : {readModel(o, r, needModel), readWorkload(o, r), readHardware(o, p, catalog, r),
                     readTerms(o, p, hoursPerMonth, r)})
        if (!s)
            return s.error();
    return r;
}

Result<QuoteJob> readQuoteJob(const QCommandLineParser& p, const PlanService& service)
{
    const PlannerData& data = service.data();
    auto request =
        readPlanRequest(p, data.catalog(), data.conventions().hoursPerMonth, PlanRequest::bare(), true);
    if (!request)
        return request.error();
    auto scenario = request->scenario(data.catalog(), data.conventions().hoursPerMonth, data.region());
    if (!scenario)
        return scenario.error();
    return service.jobFor(scenario.value());
}

} // namespace gpuplan::cli
