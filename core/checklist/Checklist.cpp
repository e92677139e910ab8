#include "Checklist.h"

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
