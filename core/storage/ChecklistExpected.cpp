#include "ChecklistStore.h"

#include "acceptance/Acceptance.h"
#include "catalog/GpuCatalog.h"
#include "checklist/ContractFit.h"
#include "quotes/Quote.h"
#include "util/Language.h"

#include <QCoreApplication>

// A template item's expected value filled in from the quote and the catalog, in one language.

namespace gpuplan {

QString ChecklistStore::fillExpected(const QString& pattern, const Quote& quote, const GpuCatalog& catalog,
                                     const QString& language)
{
    if (!pattern.contains(QLatin1Char('{')))
        return pattern;
    const bool zh = language.startsWith(QLatin1String("zh"));
    auto inLanguage = [&](const char* source) {
        return Language::translate(language, "ChecklistStore", source);
    };
    const GpuModel* g = catalog.byId(quote.gpuId);
    QString s = pattern;
    s.replace(QStringLiteral("{gpu}"), g ? g->vendor + QLatin1Char(' ') + g->displayName() : quote.gpuId);
    s.replace(QStringLiteral("{gpus_per_server}"), QString::number(quote.gpusPerServer));
    s.replace(QStringLiteral("{servers}"), QString::number(quote.servers));
    s.replace(QStringLiteral("{vat}"), vatTermsText(quote, language));
    const bool pcie = quote.interconnect == QLatin1String("pcie") ||
                      (quote.interconnect.isEmpty() && (!g || !g->hasSwitchedFabric()));
    if (g) {
        s.replace(QStringLiteral("{memory_gb}"), QString::number(g->memoryGb));
        s.replace(QStringLiteral("{memory_mib}"), QString::number(qint64(g->memoryGb * 1024)));
        s.replace(QStringLiteral("{ram_needed_gb}"), QString::number(ramNeededGb(quote, catalog)));
        s.replace(QStringLiteral("{pcie_gen}"), QString::number(g->pcieGen));
        s.replace(QStringLiteral("{tdp_w}"), g->tdpW > 0 ? QString::number(g->tdpW) : QStringLiteral("?"));
        QString link = QStringLiteral("PCIe Gen%1").arg(g->pcieGen);
        if (!pcie) {
            const Language::Scope scope(language);
            link = g->interconnectLabel(); // a capped part's label carries its bandwidth
            if (!link.contains(QLatin1String("GB/s")))
                link = inLanguage(QT_TRANSLATE_NOOP("ChecklistStore", "%1, %2 GB/s"))
                           .arg(link)
                           .arg(g->interconnectGBs);
        }
        s.replace(QStringLiteral("{interconnect}"), link);
    }
    s.replace(
        QStringLiteral("{topology}"),
        pcie ? inLanguage(QT_TRANSLATE_NOOP("ChecklistStore",
                                            "PIX, PXB, NODE or SYS between GPUs (PCIe, no NVLink)"))
             : inLanguage(QT_TRANSLATE_NOOP("ChecklistStore", "NV# between every pair of GPUs (NVLink)")));
    // What NCCL_DEBUG=INFO shows on a sound server: NVLink servers exchange data directly; PCIe cards through
    // PCIe peer-to-peer or host memory (GeForce cards have no peer-to-peer), never through the network.
    s.replace(QStringLiteral("{nccl_path}"),
              pcie ? inLanguage(QT_TRANSLATE_NOOP("ChecklistStore",
                                                  "P2P or SHM over PCIe inside the server, not NET"))
                   : inLanguage(QT_TRANSLATE_NOOP("ChecklistStore",
                                                  "P2P over NVLink inside the server, not SHM or NET")));
    if (s.contains(QStringLiteral("{nccl_busbw}"))) {
        QString expected = inLanguage(
            QT_TRANSLATE_NOOP("ChecklistStore", "≥ the figure the vendor committed to in writing"));
        QString source;
        if (const double published = publishedBusbw(quote.gpuId, quote.gpusPerServer, &source, zh);
            published > 0)
            //: %1 = 80 % of the bus bandwidth %2, %3 = where that figure comes from (a measurement or an
            //: estimate, said in %3). zh-review-4 D10: the basis without nested brackets.
            expected = inLanguage(QT_TRANSLATE_NOOP("ChecklistStore", "≥ %1 GB/s (80% of %2 GB/s: %3)"))
                           .arg(published * 0.8, 0, 'f', 0)
                           .arg(published)
                           .arg(source);
        s.replace(QStringLiteral("{nccl_busbw}"), expected);
    }
    return s;
}

} // namespace gpuplan
