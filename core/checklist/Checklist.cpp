#include "Checklist.h"

#include "util/Language.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Checklist)
};
const char* const kNames[] = {"open", "confirmed", "failed", "na"};
} // namespace

QString itemStatusName(ItemStatus s)
{
    return QString::fromLatin1(kNames[int(s)]);
}

std::optional<ItemStatus> itemStatusFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < 4; ++i)
        if (n == QLatin1String(kNames[i]))
            return ItemStatus(i);
    if (n == QLatin1String("n/a") || n == QLatin1String("not-applicable"))
        return ItemStatus::NotApplicable;
    return std::nullopt;
}

QString itemStatusLabel(ItemStatus s)
{
    switch (s) {
    case ItemStatus::Open:
        return Tr::tr("open");
    case ItemStatus::Confirmed:
        return Tr::tr("confirmed");
    case ItemStatus::Failed:
        return Tr::tr("failed");
    case ItemStatus::NotApplicable:
        return Tr::tr("not applicable");
    }
    return QString();
}

int Checklist::count(ItemStatus s) const
{
    int n = 0;
    for (const ChecklistItem& i : items)
        n += i.status == s;
    return n;
}

} // namespace gpuplan

namespace gpuplan {

QString ChecklistItem::expectedIn(bool chinese) const
{
    const QString& first = chinese ? expected : expectedEn;
    return first.isEmpty() ? (chinese ? expectedEn : expected) : first;
}

QString ChecklistItem::evidenceIn(bool chinese) const
{
    const QString& finding = chinese ? findingZh : findingEn;
    if (finding.isEmpty())
        return evidence;
    QString out = finding;
    if (!reportLines.isEmpty())
        out += QLatin1Char('\n') + reportLines;
    if (!typedEvidence.isEmpty())
        out += QStringLiteral("\n\n") +
               Language::translate(chinese ? QStringLiteral("zh_CN") : QStringLiteral("en"), "Checklist",
                                   QT_TRANSLATE_NOOP("Checklist", "Recorded by hand before: ")) +
               typedEvidence;
    return out;
}

QString checklistCategoryLabel(const QString& category)
{
    static const struct
    {
        const char* code;
        const char* label;
    } labels[] = {{"data", QT_TRANSLATE_NOOP("Checklist", "data")},
                  {"hardware", QT_TRANSLATE_NOOP("Checklist", "hardware")},
                  {"interconnect", QT_TRANSLATE_NOOP("Checklist", "interconnect")},
                  {"inventory", QT_TRANSLATE_NOOP("Checklist", "inventory")},
                  {"network", QT_TRANSLATE_NOOP("Checklist", "network")},
                  {"price", QT_TRANSLATE_NOOP("Checklist", "price")},
                  {"scaling", QT_TRANSLATE_NOOP("Checklist", "scaling")},
                  {"service", QT_TRANSLATE_NOOP("Checklist", "service")},
                  {"software", QT_TRANSLATE_NOOP("Checklist", "software")},
                  {"stability", QT_TRANSLATE_NOOP("Checklist", "stability")},
                  {"storage", QT_TRANSLATE_NOOP("Checklist", "storage")},
                  {"terms", QT_TRANSLATE_NOOP("Checklist", "terms")}};
    for (const auto& l : labels)
        if (category == QLatin1String(l.code))
            return QCoreApplication::translate("Checklist", l.label);
    return category;
}

QString describePlaceholders(const QString& pattern)
{
    static const struct
    {
        const char* key;
        const char* label;
    } names[] = {{"{gpu}", QT_TRANSLATE_NOOP("Checklist", "<GPU model>")},
                 {"{gpus_per_server}", QT_TRANSLATE_NOOP("Checklist", "<GPUs per server>")},
                 {"{servers}", QT_TRANSLATE_NOOP("Checklist", "<servers>")},
                 {"{vat}", QT_TRANSLATE_NOOP("Checklist", "<VAT rate and invoice type>")},
                 {"{memory_gb}", QT_TRANSLATE_NOOP("Checklist", "<memory per GPU>")},
                 {"{memory_mib}", QT_TRANSLATE_NOOP("Checklist", "<memory per GPU in MiB>")},
                 {"{ram_needed_gb}", QT_TRANSLATE_NOOP("Checklist", "<RAM needed>")},
                 {"{pcie_gen}", QT_TRANSLATE_NOOP("Checklist", "<PCIe generation>")},
                 {"{tdp_w}", QT_TRANSLATE_NOOP("Checklist", "<power limit>")},
                 {"{interconnect}", QT_TRANSLATE_NOOP("Checklist", "<GPU interconnect>")},
                 {"{topology}", QT_TRANSLATE_NOOP("Checklist", "<topology>")},
                 {"{nccl_path}", QT_TRANSLATE_NOOP("Checklist", "<links NCCL uses>")},
                 {"{nccl_busbw}", QT_TRANSLATE_NOOP("Checklist", "<published bus bandwidth>")}};
    QString s = pattern;
    for (const auto& n : names)
        s.replace(QLatin1String(n.key), QCoreApplication::translate("Checklist", n.label));
    return s;
}

} // namespace gpuplan
