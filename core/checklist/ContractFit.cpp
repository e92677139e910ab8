#include "ContractFit.h"

#include "catalog/GpuCatalog.h"
#include "util/Language.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
// One text in each language: the stored checklist keeps both whatever the program's language.
struct Both
{
    QString zh, en;
};
Both both(const char* source)
{
    return {Language::translate(QStringLiteral("zh_CN"), "ContractFit", source),
            Language::translate(QStringLiteral("en"), "ContractFit", source)};
}
template <typename... Args> Both both(const char* source, const Args&... args)
{
    Both b = both(source);
    ((b.zh = b.zh.arg(args), b.en = b.en.arg(args)), ...);
    return b;
}

// A duration as a contract writes it: minutes below an hour, else hours.
Both duration(double hours)
{
    if (hours < 1.0)
        return both(QT_TRANSLATE_NOOP("ContractFit", "%1 min"), QString::number(qRound(hours * 60)));
    return both(QT_TRANSLATE_NOOP("ContractFit", "%1 h"), QString::number(hours, 'g', 4));
}

ItemStart start(ItemStatus status, const Both& expected)
{
    return ItemStart{status, expected.zh, expected.en};
}

// A service time the quote promises against what the purchase required, else the template's standard (in
// hours).
ItemStart serviceTime(double promised, double standard, double required)
{
    if (required > 0) {
        const Both p = duration(promised), r = duration(required);
        if (promised > 0 && promised <= required) {
            const Both t =
                both(QT_TRANSLATE_NOOP("ContractFit", "≤ %1 (quoted; the purchase required ≤ %2)"));
            return start(ItemStatus::Open, Both{t.zh.arg(p.zh, r.zh), t.en.arg(p.en, r.en)});
        }
        if (promised <= 0) {
            const Both t = both(QT_TRANSLATE_NOOP("ContractFit", "not quoted; the purchase required ≤ %1"));
            return start(ItemStatus::Failed, Both{t.zh.arg(r.zh), t.en.arg(r.en)});
        }
        const Both t = both(QT_TRANSLATE_NOOP("ContractFit", "≤ %1 quoted, above the ≤ %2 the purchase "
                                                             "required: settle it before signing"));
        return start(ItemStatus::Failed, Both{t.zh.arg(p.zh, r.zh), t.en.arg(p.en, r.en)});
    }
    if (promised <= 0)
        return ItemStart(); // not stated: the template's standard is what to ask for
    const Both p = duration(promised), s = duration(standard);
    if (promised <= standard) {
        const Both t = both(QT_TRANSLATE_NOOP("ContractFit", "≤ %1 (quoted)"));
        return start(ItemStatus::Open, Both{t.zh.arg(p.zh), t.en.arg(p.en)});
    }
    const Both t = both(QT_TRANSLATE_NOOP("ContractFit", "≤ %1 quoted, short of the standard ≤ %2: settle it "
                                                         "before signing"));
    return start(ItemStatus::Failed, Both{t.zh.arg(p.zh, s.zh), t.en.arg(p.en, s.en)});
}

ItemStart ram(const Quote& quote, const GpuCatalog& catalog)
{
    const double have = quote.server.ramGb, need = ramNeededGb(quote, catalog);
    if (have <= 0 || need <= 0)
        return ItemStart();
    if (have >= need)
        return start(ItemStatus::Open,
                     both(QT_TRANSLATE_NOOP("ContractFit", "≥ %1 GB (quoted %2 GB)"), need, have));
    // The seeds' rule of thumb, which standard servers often miss: flagged in the expected value, left open
    // (the planner's RAM check warns the same way).
    return start(
        ItemStatus::Open,
        both(QT_TRANSLATE_NOOP("ContractFit", "≥ %1 GB; the quote's %2 GB falls short: agree whether the "
                                              "job needs it"),
             need, have));
}

ItemStart cpu(const Quote& quote)
{
    const int have = quote.server.cpuCores, need = quote.gpusPerServer;
    if (have <= 0)
        return ItemStart();
    if (have >= need)
        return start(ItemStatus::Open,
                     both(QT_TRANSLATE_NOOP("ContractFit", "≥ %1 (quoted %2 cores)"), need, have));
    return start(
        ItemStatus::Failed,
        both(QT_TRANSLATE_NOOP("ContractFit", "≥ %1; the quote's %2 cores are fewer than one per GPU"), need,
             have));
}

// Between servers: nothing to ask of one server; RDMA at 100 Gb/s or more for several.
ItemStart network(const QString& code, const Quote& quote)
{
    const ServerSpec& server = quote.server;
    if (quote.servers <= 1)
        return start(
            ItemStatus::NotApplicable,
            both(QT_TRANSLATE_NOOP("ContractFit", "not applicable: one server, no network between servers")));
    const bool ethernet = server.networkKind == QLatin1String("ethernet");
    if (code == QLatin1String("acc-rdma"))
        return ethernet
                   ? start(ItemStatus::Failed,
                           both(QT_TRANSLATE_NOOP("ContractFit", "%1 servers over Ethernet: no RDMA to test, "
                                                                 "and training across servers needs it"),
                                quote.servers))
                   : ItemStart();
    if (server.networkKind.isEmpty())
        return ItemStart();
    const Both kind = server.networkKind == QLatin1String("ib")
                          ? Both{QStringLiteral("InfiniBand"), QStringLiteral("InfiniBand")}
                          : (ethernet ? both(QT_TRANSLATE_NOOP("ContractFit", "Ethernet"))
                                      : Both{QStringLiteral("RoCE"), QStringLiteral("RoCE")});
    const bool shortOf = ethernet || (server.networkGbps > 0 && server.networkGbps < 100);
    const Both t = shortOf
                       ? both(QT_TRANSLATE_NOOP("ContractFit", "RDMA ≥ 100 Gb/s; the quote's %1 at %2 Gb/s "
                                                               "falls short"))
                       : both(QT_TRANSLATE_NOOP("ContractFit", "≥ 100 Gb/s (quoted %1, %2 Gb/s)"));
    return start(shortOf ? ItemStatus::Failed : ItemStatus::Open,
                 Both{t.zh.arg(kind.zh).arg(server.networkGbps), t.en.arg(kind.en).arg(server.networkGbps)});
}
} // namespace

double ramNeededGb(const Quote& quote, const GpuCatalog& catalog)
{
    const GpuModel* g = catalog.byId(quote.gpuId);
    return g ? 2.0 * g->memoryGb * quote.gpusPerServer : 0;
}

ItemStart startItem(const QString& code, const Quote& quote, const GpuCatalog& catalog,
                    const ContractBasis* basis)
{
    if (code == QLatin1String("sla-response"))
        return serviceTime(quote.slaResponseHours, 0.5, basis ? basis->maxSlaResponseHours : 0);
    if (code == QLatin1String("sla-replace"))
        return serviceTime(quote.slaReplacementHours, 4.0, basis ? basis->maxSlaReplacementHours : 0);
    if (basis && code == QLatin1String("price-amount") && basis->amount) {
        const Both t =
            both(QT_TRANSLATE_NOOP("ContractFit", "The award's amount %1 incl. VAT (%2), VAT at %3 % "
                                                  "on a %4, for this job as awarded in %5: %6"));
        const QString rate = QString::number(quote.price.vatBasisPoints / 100.0, 'g', 4);
        const auto text = [&](const QString& s, const QLocale& l, const QString& language,
                              const QString& billing) {
            return s.arg(basis->amount->toDisplayString(l), basis->amount->toChineseCapitals(), rate,
                         invoiceTypeLabel(quote.invoiceType, language), basis->purchase, billing);
        };
        return start(ItemStatus::Open,
                     Both{text(t.zh, QLocale(QLocale::Chinese), QStringLiteral("zh_CN"), basis->billingZh),
                          text(t.en, QLocale(QLocale::English), QStringLiteral("en"), basis->billingEn)});
    }
    if (basis && code == QLatin1String("price-payment") && !basis->paymentTerms.isEmpty()) {
        const Both t = both(QT_TRANSLATE_NOOP("ContractFit", "%1 (required in %2)"));
        return start(ItemStatus::Open, Both{t.zh.arg(basis->paymentTerms, basis->purchase),
                                            t.en.arg(basis->paymentTerms, basis->purchase)});
    }
    if (code == QLatin1String("hw-ram"))
        return ram(quote, catalog);
    if (code == QLatin1String("hw-cpu"))
        return cpu(quote);
    if (code == QLatin1String("hw-network") || code == QLatin1String("acc-rdma"))
        return network(code, quote);
    if (code == QLatin1String("hw-storage") && quote.server.storageKind == QLatin1String("hdd"))
        return start(ItemStatus::Failed,
                     both(QT_TRANSLATE_NOOP("ContractFit", "NVMe; the quote offers hard disks")));
    return ItemStart();
}

} // namespace gpuplan
