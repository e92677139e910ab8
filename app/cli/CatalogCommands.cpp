#include "Cli.h"
#include "CommandSession.h"
#include "catalog/HfConfig.h"

#include "MoneyOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"
#include "files/InputFile.h"

#include "catalog/ExportControls.h"
#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "planner/PlannerData.h"
#include "storage/CatalogStore.h"

#include "util/Quantity.h"
#include <QFile>

#include <QCoreApplication>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QJsonObject gpuJson(const GpuModel& g)
{
    QJsonObject tflops;
    for (int p = 0; p < 6; ++p)
        if (g.denseTflops[p] > 0)
            tflops.insert(precisionName(Precision(p)), g.denseTflops[p]);
    QJsonArray controls;
    for (const ExportControlNote* n : ExportControls::shipped().forGpu(g.id))
        controls.append(QJsonObject{{QStringLiteral("rule"), n->rule()},
                                    {QStringLiteral("since"), n->since.toString(Qt::ISODate)},
                                    {QStringLiteral("source"), n->source},
                                    {QStringLiteral("verification"), n->verification}});
    return QJsonObject{{QStringLiteral("export_controls"), controls},
                       {QStringLiteral("id"), g.id},
                       {QStringLiteral("vendor"), g.vendor},
                       {QStringLiteral("name"), g.name},
                       {QStringLiteral("variant"), g.variant},
                       {QStringLiteral("form_factor"), formFactorName(g.formFactor)},
                       {QStringLiteral("memory_gb"), g.memoryGb},
                       {QStringLiteral("memory_type"), g.memoryType},
                       {QStringLiteral("memory_bandwidth_gbps"), g.memoryBandwidthGBs},
                       {QStringLiteral("dense_tflops"), tflops},
                       {QStringLiteral("interconnect"), g.interconnect},
                       {QStringLiteral("interconnect_gbps"), g.interconnectGBs},
                       {QStringLiteral("pcie_gen"), g.pcieGen},
                       {QStringLiteral("tdp_w"), g.tdpW},
                       {QStringLiteral("year"), g.year},
                       {QStringLiteral("tier"), tierName(g.tier)},
                       {QStringLiteral("default_mfu"), g.defaultMfu},
                       {QStringLiteral("aliases"), QJsonArray::fromStringList(g.aliases)},
                       {QStringLiteral("source"), g.source},
                       {QStringLiteral("verification"), g.verification},
                       {QStringLiteral("checked"), g.checked}};
}
} // namespace

int runGpus(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(
        Tr::tr("List the GPU catalog: memory, bandwidth, dense peak throughput, tier and source."));
    p.addOption({QStringLiteral("tier"), Tr::tr("Only this tier: entry, advanced or flagship."),
                 QStringLiteral("TIER")});
    p.addOption({QStringLiteral("vendor"), Tr::tr("Only this vendor."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("sources"), Tr::tr("Show each entry's source and verification.")});
    p.addPositionalArgument(
        QStringLiteral("import"),
        Tr::tr("'import FILE' stores GPUs from a catalog CSV (same columns as "
               "resources/catalog/gpus.csv) in the database: new GPUs, or your corrections of "
               "shipped ones, which later releases never overwrite."));
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan gpus [--tier T] [--vendor V] [--sources] [--json]\n"
                                     "       gpuplan gpus import FILE [--database PATH]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    if (!pos.isEmpty()) {
        if (pos.first() != QLatin1String("import") || pos.size() != 2)
            return ctx.badInput(QStringLiteral("gpus"),
                                Tr::tr("use 'gpuplan gpus' to list, or 'gpuplan gpus import FILE'"));
        auto read = readImportFile(pos[1]);
        if (!read)
            return ctx.badInput(read.error());
        auto db = Database::open(ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath);
        if (!db)
            return ctx.openFailed(db.error());
        auto n = CatalogStore(**db).importUserCsv(QString::fromUtf8(read.value()), pos[1]);
        if (!n)
            return ctx.badInput(n.error());
        ctx.out() << Tr::tr(
                         "Stored %n GPU(s) in %1; every command and the desktop on this database use them.",
                         nullptr, n.value())
                         .arg((*db)->path())
                  << Qt::endl;
        return ExitOk;
    }
    // The catalog every other command plans with: the database's copy (--database, else the user's).
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{}, &rc);
    if (!ws)
        return rc;
    const PlannerData* data = &ws->data();
    const QString tier = p.value(QStringLiteral("tier")).toLower();
    if (!tier.isEmpty() && tier != QLatin1String("entry") && tier != QLatin1String("advanced") &&
        tier != QLatin1String("flagship"))
        return ctx.badInput(QStringLiteral("--tier"),
                            Tr::tr("'%1' is not one of entry, advanced, flagship").arg(tier));
    const QString vendor = p.value(QStringLiteral("vendor"));
    QJsonArray list;
    Table t(p.isSet(QStringLiteral("sources"))
                ? QStringList{Tr::tr("id"), Tr::tr("GPU"), Tr::tr("verification"), Tr::tr("source")}
                : QStringList{Tr::tr("id"), Tr::tr("GPU"), Tr::tr("memory GB"), Tr::tr("bandwidth GB/s"),
                              Tr::tr("BF16 TFLOPS"), Tr::tr("FP8 TFLOPS"), Tr::tr("link"), Tr::tr("tier"),
                              Tr::tr("year")});
    if (!p.isSet(QStringLiteral("sources")))
        for (int c : {2, 3, 4, 5, 8})
            t.setRightAligned(c);
    int count = 0;
    for (const GpuModel& g : data->catalog().gpus()) {
        if (!tier.isEmpty() && tierName(g.tier) != tier)
            continue;
        if (!vendor.isEmpty() && g.vendor.compare(vendor, Qt::CaseInsensitive) != 0)
            continue;
        ++count;
        list.append(gpuJson(g));
        auto num = [](double v) {
            return v > 0 ? QString::number(v, 'g', 6) : QStringLiteral("—");
        };
        if (p.isSet(QStringLiteral("sources")))
            t.addRow({g.id, g.vendor + QLatin1Char(' ') + g.displayName(), verificationLabel(g.verification),
                      g.source});
        else
            t.addRow(
                {g.id, g.vendor + QLatin1Char(' ') + g.displayName(), num(g.memoryGb),
                 num(g.memoryBandwidthGBs), num(g.peakTflops(Precision::BF16)),
                 num(g.denseTflops[int(Precision::FP8)]),
                 formFactorName(g.formFactor) +
                     (g.interconnectGBs > 0 ? QStringLiteral(" %1 GB/s").arg(g.interconnectGBs) : QString()),
                 tierShortLabel(g.tier), QString::number(g.year)});
    }
    if (ctx.json) {
        ctx.printJson(QJsonObject{{QStringLiteral("gpus"), list}, {QStringLiteral("count"), count}});
        return ExitOk;
    }
    ctx.out() << t.render();
    ctx.out() << Tr::tr("%n GPU(s). Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a "
                        "GPU has no BF16.",
                        nullptr, count)
              << Qt::endl;
    return ExitOk;
}

int runModels(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr("List the model presets and their architecture."));
    if (int rc = parseCommand(ctx, p, args, Tr::tr("Usage: gpuplan models [--json]\n")); rc >= 0)
        return rc;
    QJsonArray list;
    Table t({Tr::tr("id"), Tr::tr("model"), Tr::tr("params"), Tr::tr("active"), Tr::tr("layers"),
             Tr::tr("hidden"), Tr::tr("heads/KV"), Tr::tr("FFN"), Tr::tr("vocab"), Tr::tr("context")});
    for (int c = 2; c <= 9; ++c)
        t.setRightAligned(c);
    for (const ModelSpec& m : ModelCatalog::shipped().models()) {
        list.append(modelSpecJson(m)); // the keys models.json has (plan files keep a custom model so)
        t.addRow({m.id, m.name, Quantity::formatCount(m.params),
                  m.isMoe() ? Quantity::formatCount(m.activeParams) : QStringLiteral("—"),
                  QString::number(m.layers), QString::number(m.hidden),
                  QStringLiteral("%1/%2").arg(m.heads).arg(m.kvHeads),
                  QString::number(m.ffn) + (m.isMoe() ? QStringLiteral("×%1").arg(m.experts) : QString()),
                  QString::number(m.vocab), QString::number(m.context)});
    }
    if (ctx.json) {
        ctx.printJson(QJsonObject{{QStringLiteral("models"), list}});
        return ExitOk;
    }
    ctx.out() << t.render();
    ctx.out() << Tr::tr(
                     "A custom model: --params 13B (Llama-like shape assumed), or --layers/--hidden/--heads/"
                     "--kv-heads/--ffn/--vocab.")
              << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli
