#pragma once

#include "ContractService.h"
#include "PlanService.h"
#include "QuoteService.h"
#include "TenderService.h"
#include "planner/PlannerData.h"

#include <memory>
#include <optional>

namespace gpuplan {

class Database;

// What the program knows, owned once per process (per desktop window): the database (or none), the one
// PlannerData assembled from it and the user's settings, the PlanService over that data, and the quotes.
// Every front end asks it instead of assembling its own copy, so a GPU added, a price corrected or a setting
// changed reaches every question at once. After such a change `reload()` reads everything again and raises
// `revision()`, which views compare with the revision they last showed.
class Workspace
{
public:
    // One run's choices over the settings (the command line's options, tests).
    struct Overrides
    {
        std::optional<FxTable> fx;
        std::optional<int> hoursPerMonth;
        std::optional<QString> region;
        std::optional<TaxStatus> taxStatus;
        std::optional<Money::Scale> moneyScale;
    };

    // `db` may be null: the shipped catalog and prices, and no stored quotes.
    static Result<std::unique_ptr<Workspace>> open(std::unique_ptr<Database> db,
                                                   const Overrides& overrides = {});
    // The desktop's: a database whose catalog or prices cannot be read still opens (its quotes and
    // checklists may be fine), on the shipped catalog and prices; `problem` says why.
    static std::unique_ptr<Workspace> openOrShipped(std::unique_ptr<Database> db, Error* problem);
    ~Workspace();
    Workspace(const Workspace&) = delete;
    Workspace& operator=(const Workspace&) = delete;

    // Reads the catalog, the prices and the settings again (after any of them changed), brings the stored
    // quotes' normalised prices to the hours per month in force, and raises the revision. On failure the
    // workspace keeps what it had.
    Status reload();
    // Reading the database's catalog and prices failed: the shipped ones are used.
    bool onShippedData() const { return m_shippedData; }
    quint64 revision() const { return m_revision; }

    Database* database() const { return m_db.get(); }
    const PlannerData& data() const { return *m_data; }
    std::shared_ptr<const PlannerData> sharedData() const { return m_data; }
    const PlanService& plans() const { return *m_plans; }
    // Shared so that an answer being shown keeps the service (and the catalog) it was made with.
    std::shared_ptr<const PlanService> sharedPlans() const { return m_plans; }
    QuoteService quotes() const { return QuoteService(m_db.get(), m_data); }
    TenderService tenders() const { return TenderService(m_db.get(), m_data, m_plans); }
    ContractService contracts() const { return ContractService(m_db.get(), m_data); }
    // Why changes are refused (empty when they are not).
    QString readOnlyReason() const { return QuoteService::readOnlyReason(m_db.get()); }

private:
    Workspace(std::unique_ptr<Database> db, Overrides overrides);

    std::unique_ptr<Database> m_db;
    Overrides m_overrides;
    std::shared_ptr<const PlannerData> m_data;
    std::shared_ptr<const PlanService> m_plans;
    quint64 m_revision = 0;
    bool m_shippedData = false;
};

} // namespace gpuplan
