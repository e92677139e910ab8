#include "ConfigurationModel.h"

#include "planner/Planning.h"
#include "util/Quantity.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

namespace gpuplan {

namespace {
// " (article [1])" in italics after a check, unless the message already cites it.
QString citationHtml(const Check& k)
{
    const QString cite = checkCitation(k);
    return cite.isEmpty() ? QString() : QStringLiteral(" <i>(%1)</i>").arg(cite.toHtmlEscaped());
}
} // namespace

void ConfigurationModel::setConfigurations(const QList<Configuration>& configurations)
{
    beginResetModel();
    m_configs = configurations;
    m_fastest = m_fewest = m_cheapest = -1;
    for (int i = 0; i < m_configs.size(); ++i) {
        const Configuration& c = m_configs[i];
        if (m_fastest < 0 || c.time.wallHours < m_configs[m_fastest].time.wallHours)
            m_fastest = i;
        if (m_fewest < 0 || c.gpus() < m_configs[m_fewest].gpus())
            m_fewest = i;
        if (c.cost && (m_cheapest < 0 || *c.cost < *m_configs[m_cheapest].cost))
            m_cheapest = i;
    }
    endResetModel();
}

int ConfigurationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_configs.size());
}

int ConfigurationModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ConfigurationModel::paretoMarks(int row) const
{
    QStringList marks;
    if (row == m_fastest)
        marks << tr("fastest");
    if (row == m_fewest)
        marks << tr("fewest GPUs");
    if (row == m_cheapest)
        marks << tr("cheapest");
    return marks.isEmpty() ? QStringLiteral("◆") : QStringLiteral("★ ") + marks.join(tr(", "));
}

QVariant ConfigurationModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_configs.size())
        return {};
    const Configuration& c = m_configs[index.row()];
    const QLocale locale;
    if (role == Qt::TextAlignmentRole)
        return int((index.column() == Gpu || index.column() == Layout || index.column() == Pareto
                        ? Qt::AlignLeft
                        : Qt::AlignRight) |
                   Qt::AlignVCenter);
    if (role == Qt::UserRole) { // raw values, for sorting
        switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case Gpu:
            return c.gpu->displayName();
        case Gpus:
            return c.gpus();
        case Servers:
            return c.nodes;
        case Layout:
            return c.parallel.tp * 1000 + c.parallel.pp;
        case MemoryPerGpu:
            return c.memory.total();
        case Time:
            return c.time.wallHours;
        case GpuHours:
            return c.time.gpuHours;
        case Cost:
            return c.cost ? double(c.cost->minor()) : 1e300;
        case Checks:
            return int(worstStatus(c.checks));
        case Pareto:
            return paretoMarks(index.row()).size();
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case Gpu:
            return c.gpu->vendor + QLatin1Char(' ') + c.gpu->displayName();
        case Gpus:
            return c.gpus();
        case Servers:
            return c.nodes;
        case Layout:
            return layoutText(c.parallel, c.microBatch, c.recompute);
        case MemoryPerGpu:
            return (c.tight ? tr("%1 / %2 GiB, tight") : tr("%1 / %2 GiB"))
                .arg(locale.toString(c.memory.total() / Quantity::kGiB, 'f', 1),
                     locale.toString(c.memory.capacity / Quantity::kGiB, 'f', 0));
        case Time:
            return durationWithBand(c.time.wallHours, c.time.wallHoursLow, c.time.wallHoursHigh);
        case GpuHours:
            return locale.toString(c.time.gpuHours, 'f', 0);
        case Cost:
            return c.cost ? tr("%1 (%2)", "cost and its term")
                                .arg(c.cost->toDisplayString(), rentalTermShortLabel(*c.costTerm))
                          : tr("no price");
        case Checks: {
            int fails = 0, warns = 0;
            for (const Check& k : c.checks) {
                fails += k.status == CheckStatus::Fail;
                warns += k.status == CheckStatus::Warn;
            }
            if (fails)
                return tr("%n fail(s)", nullptr, fails);
            return warns ? tr("%n warning(s)", nullptr, warns) : tr("ok");
        }
        case Pareto:
            return paretoMarks(index.row());
        }
    }
    if (role == Qt::DecorationRole && index.column() == Checks) {
        QStyle* style = QApplication::style();
        switch (worstStatus(c.checks)) {
        case CheckStatus::Fail:
            return style->standardIcon(QStyle::SP_MessageBoxCritical);
        case CheckStatus::Warn:
            return style->standardIcon(QStyle::SP_MessageBoxWarning);
        case CheckStatus::Info:
            return style->standardIcon(QStyle::SP_MessageBoxInformation);
        case CheckStatus::Pass:
            return style->standardIcon(QStyle::SP_DialogApplyButton);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Checks: {
            QString tip = QStringLiteral("<b>%1</b><ul>").arg(tr("The seeds' checks"));
            for (const Check& k : c.checks)
                tip += QStringLiteral("<li><b>%1</b> · %2: %3%4</li>")
                           .arg(checkStatusLabel(k.status), checkLabel(k.id), k.message.toHtmlEscaped(),
                                citationHtml(k));
            return tip + QStringLiteral("</ul>");
        }
        case Cost:
            return c.cost ? c.costExplanation + QLatin1Char('\n') + c.costSource : c.noPriceReason;
        case MemoryPerGpu:
            return (c.tight
                        ? tr("%1% of the GPU's memory left free; tight: less than a recommendation leaves")
                        : tr("%1% of the GPU's memory left free"))
                .arg(locale.toString(c.memoryFree() * 100, 'f', 0));
        case Pareto:
            return tr(
                "On the Pareto front: no other configuration is at once faster, on fewer GPUs and cheaper. "
                "★ marks the best on one axis.");
        case Time:
            return tr("%1 h of wall-clock time (%2–%3 h: the range the published runs allow); %4 tokens/s "
                      "per GPU. %5")
                .arg(locale.toString(c.time.wallHours, 'f', 1), locale.toString(c.time.wallHoursLow, 'f', 1),
                     locale.toString(c.time.wallHoursHigh, 'f', 1),
                     locale.toString(c.time.tokensPerSecondPerGpu, 'f', 0), runLossText(c.time));
        default:
            break;
        }
    }
    return {};
}

QVariant ConfigurationModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case Rank:
        return tr("#");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return tr("GPUs");
    case Servers:
        return tr("Servers");
    case Layout:
        return tr("Layout");
    case MemoryPerGpu:
        return tr("Memory per GPU");
    case Time:
        return tr("Time");
    case GpuHours:
        return tr("GPU-hours");
    case Cost:
        return tr("Cost, VAT excl.");
    case Checks:
        return tr("Checks");
    case Pareto:
        return tr("Pareto");
    }
    return {};
}

void ConfigurationModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_configs.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace gpuplan
