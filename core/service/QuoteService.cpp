#include "QuoteService.h"

#include "QuoteComparisonBuilder.h"
#include "planner/RuleChecks.h"
#include "storage/Database.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
Error noDatabase()
{
    return Error(QCoreApplication::translate("QuoteService", "no database of quotes is open"), QString(),
                 QStringLiteral("database"));
}
} // namespace

QuoteService::QuoteService(Database* db, std::shared_ptr<const PlannerData> data)
    : m_db(db), m_data(std::move(data))
{}

Result<QList<Quote>> QuoteService::list(const QuoteFilter& filter) const
{
    if (!m_db)
        return noDatabase();
    return QuoteStore(*m_db).list(filter);
}

Result<QList<Quote>> QuoteService::validToday(bool includeDemo) const
{
    QuoteFilter f;
    f.validOn = m_data->today();
    f.includeDemo = includeDemo;
    return list(f);
}

Result<qint64> QuoteService::count() const
{
    if (!m_db)
        return qint64(0);
    return QuoteStore(*m_db).count();
}

Result<QList<QuoteEvaluation>> QuoteService::rank(const QuoteJob& job, const QList<Quote>& quotes) const
{
    return rankQuotes(job, quotes, m_data->catalog(), m_data->normaliser());
}

Result<QuoteComparison> QuoteService::compare(const QList<Quote>& quotes,
                                              const std::optional<QuoteJob>& job) const
{
    return QuoteComparisonBuilder::build(quotes, job, m_data->catalog(), m_data->normaliser(),
                                         m_data->currentYear(), m_data->taxStatus());
}

Result<ParsedQuotes> QuoteService::parseCsv(const QByteArray& bytes) const
{
    return QuoteCsv::parse(bytes, m_data->catalog(), m_data->fx(), m_data->conventions());
}

Result<ParsedQuotes> QuoteService::readFields(const QHash<QString, QString>& fields) const
{
    return QuoteCsv::readFields(fields, m_data->catalog(), m_data->fx(), m_data->conventions());
}

Result<ParsedQuotes> QuoteService::fixRow(const ParsedQuotes& parsed, int badRow, const QString& key,
                                          const QString& value) const
{
    return QuoteCsv::fixRow(parsed, badRow, key, value, m_data->catalog(), m_data->fx(),
                            m_data->conventions());
}

Result<Quote> QuoteService::reapplyEdit(const Quote& before, const Quote& after, const Quote& theirs) const
{
    return gpuplan::reapplyEdit(before, after, theirs, m_data->catalog(), m_data->fx(),
                                m_data->conventions());
}

QList<Check> QuoteService::checks(const Quote& quote) const
{
    return checkQuote(quote, m_data->catalog(), m_data->currentYear());
}

QString QuoteService::readOnlyReason() const
{
    return readOnlyReason(m_db);
}

QString QuoteService::readOnlyReason(const Database* db)
{
    if (!db || !db->readOnly())
        return QString();
    return db->backend() == SqlDialect::Backend::Postgres
               ? QCoreApplication::translate(
                     "QuoteService", "your role on the team database %1 may read but not change it (a "
                                     "viewer): quotes, checklists and plans can be viewed and exported; "
                                     "changes are refused")
                     .arg(db->path())
               : QCoreApplication::translate(
                     "QuoteService", "%1 cannot be written (read-only): quotes, checklists and plans can "
                                     "be viewed and exported; changes are refused")
                     .arg(db->path());
}

} // namespace gpuplan
