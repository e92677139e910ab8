#include "Workspace.h"

#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Settings.h"

namespace gpuplan {

Workspace::Workspace(std::unique_ptr<Database> db, Overrides overrides)
    : m_db(std::move(db)), m_overrides(std::move(overrides))
{}

Workspace::~Workspace() = default;

Result<std::unique_ptr<Workspace>> Workspace::open(std::unique_ptr<Database> db, const Overrides& overrides)
{
    std::unique_ptr<Workspace> w(new Workspace(std::move(db), overrides));
    if (Status s = w->reload(); !s)
        return s.error();
    return w;
}

std::unique_ptr<Workspace> Workspace::openOrShipped(std::unique_ptr<Database> db, Error* problem)
{
    std::unique_ptr<Workspace> w(new Workspace(std::move(db), Overrides{}));
    if (Status s = w->reload(); !s) {
        if (problem)
            *problem = s.error();
        w->m_shippedData = true;
        const Status shipped = w->reload();
        Q_ASSERT(shipped.ok()); // the shipped data always load
    }
    return w;
}

Status Workspace::reload()
{
    auto loaded = PlannerData::load(m_shippedData ? nullptr : m_db.get(), Settings());
    if (!loaded)
        return loaded.error();
    PlannerData data = std::move(loaded).value();
    // The stored normalised prices follow the settings in force (hours per month, rates), not those at
    // import; one run's overrides do not rewrite them. A database that cannot be written keeps its figures.
    if (m_db && !m_db->readOnly())
        if (auto r = QuoteStore(*m_db).renormalise(data.fx(), data.conventions()); !r)
            return r.error();
    const Overrides& o = m_overrides;
    if (o.fx)
        data.setFx(*o.fx);
    if (o.hoursPerMonth)
        data.setHoursPerMonth(*o.hoursPerMonth);
    if (o.region)
        data.setRegion(*o.region);
    if (o.taxStatus)
        data.setTaxStatus(*o.taxStatus);
    if (o.moneyScale)
        data.setMoneyScale(*o.moneyScale);
    m_data = std::make_shared<const PlannerData>(std::move(data));
    m_plans = std::make_shared<const PlanService>(*m_data);
    ++m_revision;
    return Status();
}

} // namespace gpuplan
