#include "QuoteTableModel.h"

#include "catalog/GpuCatalog.h"
#include "planner/RuleChecks.h"

#include <QColor>
#include <QLocale>

namespace gpuplan {

QuoteTableModel::QuoteTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void QuoteTableModel::setQuotes(const QList<Quote>& quotes, const GpuCatalog& catalog, int currentYear)
{
    beginResetModel();
    m_quotes = quotes;
    m_checks.clear();
    m_catalog = &catalog;
    m_year = currentYear;
    m_gpuNames.clear();
    for (const GpuModel& g : catalog.gpus())
        m_gpuNames.insert(g.id, g.name + QLatin1Char(' ') + g.variant);
    endResetModel();
}

const QList<Check>& QuoteTableModel::checksAt(int row) const
{
    auto it = m_checks.find(row);
    if (it == m_checks.end())
        it = m_checks.insert(row,
                             m_catalog ? checkQuote(m_quotes.at(row), *m_catalog, m_year) : QList<Check>());
    return it.value();
}

int QuoteTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_quotes.size());
}

int QuoteTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
// A quote weighed for a service: the replicas its servers hold, the servers used, the month's basis.
QString servingToolTip(const ServingQuoteEvaluation& e)
{
    QStringList lines;
    if (e.gpusPerReplica)
        lines << QuoteTableModel::tr(
                     "%1 GPUs per replica; %2 replica(s) needed for the peak with headroom, %3 "
                     "held by its servers; %4 of %5 server(s) used")
                     .arg(e.gpusPerReplica)
                     .arg(e.replicasNeeded)
                     .arg(e.replicasOffered)
                     .arg(e.serversUsed)
                     .arg(e.quote.servers);
    if (e.month)
        lines << QuoteTableModel::tr("a month (a year of service under the quote's terms ÷ 12): %1 excluding "
                                     "VAT, %2 including it")
                     .arg(e.month->totalExVat.toDisplayString(), e.month->totalIncVat.toDisplayString());
    if (e.buyer)
        lines << e.buyer->basis;
    if (e.costPerMillionOutput > 0)
        lines << QuoteTableModel::tr("%1 CNY per 1M output tokens at the day's load")
                     .arg(QLocale().toString(e.costPerMillionOutput, 'f', 2));
    const QString reason = servingQuoteReason(e);
    if (!reason.isEmpty())
        lines << reason;
    return lines.join(QLatin1Char('\n'));
}

// A quote weighed for the job: the servers used and the layout, the run time, the cost with and without VAT,
// the buyer's basis, why it falls short.
QString jobToolTip(const QuoteEvaluation& e)
{
    QStringList lines;
    if (e.cost) {
        lines << QuoteTableModel::tr("%1 of %2 server(s), %3")
                     .arg(e.serversUsed)
                     .arg(e.quote.servers)
                     .arg(e.layoutText);
        lines << QuoteTableModel::tr("run time %1 h; %2").arg(e.runHours, 0, 'f', 1).arg(e.cost->explanation);
        lines << QuoteTableModel::tr("%1 excluding VAT, %2 including it")
                     .arg(e.cost->totalExVat.toDisplayString(), e.cost->totalIncVat.toDisplayString());
        if (e.buyer)
            lines << e.buyer->basis;
    }
    if (!e.reason.isEmpty())
        lines << e.reason;
    return lines.join(QLatin1Char('\n'));
}

// The job's two columns of a quote weighed for a service: a month to the buyer, the verdict.
QVariant servingData(const ServingQuoteEvaluation& e, int column, int role)
{
    const bool month = column == QuoteTableModel::JobTotal;
    switch (role) {
    case Qt::DisplayRole:
        if (month)
            return e.buyer ? buyerCostText(*e.buyer) : QStringLiteral("—");
        return servingQuoteVerdictText(e);
    case QuoteTableModel::SortRole: // by verdict, then by the month (none last)
        return qint64(e.verdict) * (qint64(1) << 56) + (e.buyer ? e.buyer->amount.minor() : qint64(1) << 55);
    case Qt::ToolTipRole:
        return servingToolTip(e);
    case Qt::ForegroundRole:
        if (!month && e.verdict != ServingQuoteVerdict::Serves)
            return QColor(e.verdict == ServingQuoteVerdict::TooSmall ? Qt::darkYellow : Qt::darkRed);
        return {};
    case Qt::TextAlignmentRole:
        return month ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    }
    return {};
}
} // namespace

QVariant QuoteTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_quotes.size())
        return {};
    if (index.column() == JobTotal || index.column() == JobVerdict)
        if (const ServingQuoteEvaluation* e = servingEvaluationAt(index.row()))
            return servingData(*e, index.column(), role);
    const Quote& q = m_quotes.at(index.row());
    // The checks are made only for the cells that show them (sorting 100,000 quotes by price must not run
    // every check).
    int warn = 0, fail = 0;
    const QList<Check>* checksPtr = nullptr;
    if (index.column() == Checks) {
        checksPtr = &checksAt(index.row());
        for (const Check& c : *checksPtr) {
            warn += c.status == CheckStatus::Warn;
            fail += c.status == CheckStatus::Fail;
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Provider:
            return q.provider;
        case Gpu:
            return m_gpuNames.value(q.gpuId, q.gpuId);
        case Gpus:
            return serversByGpusText(q.servers, q.gpusPerServer);
        case Quoted:
            if (q.price.vatIncluded)
                return tr("%1 %2, incl. %3% VAT")
                    .arg(q.price.price.toDisplayString(), priceUnitLabel(q.price.unit))
                    .arg(q.price.vatBasisPoints / 100.0);
            return tr("%1 %2").arg(q.price.price.toDisplayString(), priceUnitLabel(q.price.unit));
        case Normalised:
            return q.normalised ? q.normalised->toDisplayString() : QStringLiteral("—");
        case ValidUntil:
            return q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate) // one date style on screen
                                          : tr("open");
        case Checks:
            if (fail)
                return tr("%n failed", nullptr, fail);
            if (warn)
                return tr("%n warning(s)", nullptr, warn);
            return tr("ok");
        case JobTotal: // what it costs this buyer (VAT as the tax status decides), the basis in the tooltip
            if (const QuoteEvaluation* e = evaluationAt(index.row()))
                return e->buyer ? buyerCostText(*e->buyer) : QStringLiteral("—");
            return QString();
        case JobVerdict:
            if (const QuoteEvaluation* e = evaluationAt(index.row()))
                return verdictText(*e);
            return QString();
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case Gpus:
            return q.gpus();
        case Normalised:
            return q.normalised ? q.normalised->minor() : std::numeric_limits<qint64>::max();
        case ValidUntil:
            return q.validUntil;
        case Checks:
            return fail * 100 + warn;
        case JobTotal:
        case JobVerdict:
            if (const QuoteEvaluation* e = evaluationAt(index.row()))
                return e->buyer ? qint64(e->verdict) * (qint64(1) << 56) + e->buyer->amount.minor()
                                : std::numeric_limits<qint64>::max();
            return std::numeric_limits<qint64>::max();
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Checks) {
        QStringList lines;
        for (const Check& c : *checksPtr)
            lines << tr("%1 %2: %3").arg(checkStatusLabel(c.status), checkLabel(c.id), c.message);
        return lines.join(QLatin1Char('\n'));
    }
    if (role == Qt::ToolTipRole && index.column() == Normalised && q.normalised)
        return tr("Price per GPU-hour excluding VAT, in CNY; %1")
            .arg(q.fxUsed.isEmpty() ? tr("quoted in CNY") : exchangeRateText(q));
    if (role == Qt::ToolTipRole && (index.column() == JobTotal || index.column() == JobVerdict)) {
        const QuoteEvaluation* e = evaluationAt(index.row());
        return e ? jobToolTip(*e) : QVariant();
    }
    if (role == Qt::ForegroundRole && index.column() == JobVerdict) {
        if (const QuoteEvaluation* e = evaluationAt(index.row()); e && e->verdict != QuoteVerdict::Fits)
            return QColor(e->verdict == QuoteVerdict::CannotRun || e->verdict == QuoteVerdict::Expired
                              ? Qt::darkRed
                              : Qt::darkYellow);
    }
    if (role == Qt::ForegroundRole && index.column() == Checks && (fail || warn))
        return QColor(fail ? Qt::darkRed : Qt::darkYellow);
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Normalised || index.column() == Gpus || index.column() == JobTotal))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return serversByGpusHeader();
    case Quoted:
        return tr("Price as quoted");
    case Normalised:
        return tr("CNY per GPU-hour (ex VAT)");
    case ValidUntil:
        return tr("Valid until");
    case Checks:
        return tr("Checks");
    case JobTotal:
        return m_serving.isEmpty() ? tr("This job, cost to you") : tr("This service, a month to you");
    case JobVerdict:
        return m_serving.isEmpty() ? tr("For this job") : tr("For this service");
    }
    return {};
}

void QuoteTableModel::setEvaluations(const QHash<qint64, QuoteEvaluation>& evaluations)
{
    m_evaluations = evaluations;
    if (!m_quotes.isEmpty())
        emit dataChanged(index(0, JobTotal), index(rowCount() - 1, JobVerdict));
}

void QuoteTableModel::setServingEvaluations(const QHash<qint64, ServingQuoteEvaluation>& evaluations)
{
    m_serving = evaluations;
    emit headerDataChanged(Qt::Horizontal, JobTotal, JobVerdict);
    if (!m_quotes.isEmpty())
        emit dataChanged(index(0, JobTotal), index(rowCount() - 1, JobVerdict));
}

const ServingQuoteEvaluation* QuoteTableModel::servingEvaluationAt(int row) const
{
    auto it = m_serving.constFind(m_quotes.at(row).id);
    return it == m_serving.cend() ? nullptr : &it.value();
}

const QuoteEvaluation* QuoteTableModel::evaluationAt(int row) const
{
    auto it = m_evaluations.constFind(m_quotes.at(row).id);
    return it == m_evaluations.cend() ? nullptr : &it.value();
}

QString QuoteTableModel::verdictText(const QuoteEvaluation& e)
{
    return quoteVerdictLabel(e.verdict);
}

void QuoteTableModel::retranslate()
{
    // Check texts are translated when made: make them again in the new language.
    m_checks.clear();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_quotes.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace gpuplan
