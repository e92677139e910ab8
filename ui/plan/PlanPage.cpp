#include "PlanPage.h"

#include "ConfigurationModel.h"
#include "Dialogs.h"
#include "PlanCharts.h"
#include "PlanInputs.h"
#include "catalog/ModelCatalog.h"

#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QDate>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuplan {

PlanPage::PlanPage(Database* db, QWidget* parent, bool inputsPanel)
    : QWidget(parent), m_db(db), m_fx(FxTable::shipped()), m_debounce(new QTimer(this)),
      m_headline(new QLabel(this)), m_table(new QTableView(this)), m_model(new ConfigurationModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_tabs(new QTabWidget(this)),
      m_costChart(new CostChart(this)), m_statements(new QLabel(this)), m_exportChart(new QPushButton(this)),
      m_memoryChart(new MemoryChart(this)), m_details(new QTextBrowser(this))
{
    // The catalog and prices of the database (the user's entries included), else the shipped ones.
    if (m_db) {
        if (auto c = CatalogStore(*m_db).loadCatalog())
            m_catalog = std::make_unique<GpuCatalog>(std::move(c).value());
        if (auto p = CatalogStore(*m_db).loadPrices())
            m_prices = std::make_unique<ReferencePrices>(std::move(p).value());
    }
    if (!m_catalog)
        m_catalog = std::make_unique<GpuCatalog>(GpuCatalog::shipped());
    if (!m_prices)
        m_prices = std::make_unique<ReferencePrices>(ReferencePrices::shipped());
    m_conventions.hoursPerMonth = Settings().hoursPerMonth();
    m_normaliser = std::make_unique<PriceNormaliser>(m_fx, m_conventions);

    m_inputs = new PlanInputs(*m_catalog, this);
    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    for (int i = 0; i < 3; ++i) {
        auto* box = new QGroupBox;
        box->setObjectName(QStringLiteral("planInputsBox%1").arg(i));
        auto* l = new QVBoxLayout(box);
        l->addWidget(m_inputs->section(PlanInputs::Section(i)));
        sideLayout->addWidget(box);
        m_sectionBoxes[i] = box;
    }
    sideLayout->addStretch();
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("planInputsPanel"));
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(340);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_headline->setObjectName(QStringLiteral("planHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("configurationTable"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ConfigurationModel::Rank, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_statements->setObjectName(QStringLiteral("costStatements"));
    m_statements->setWordWrap(true);
    m_statements->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statements->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_exportChart->setObjectName(QStringLiteral("exportChartButton"));
    m_details->setObjectName(QStringLiteral("planDetails"));
    m_tabs->setObjectName(QStringLiteral("planResultTabs"));

    auto* costTab = new QWidget;
    auto* costLayout = new QHBoxLayout(costTab);
    costLayout->addWidget(m_costChart, 3);
    auto* statementsColumn = new QVBoxLayout;
    auto* statementsScroll = new QScrollArea;
    statementsScroll->setWidget(m_statements);
    statementsScroll->setWidgetResizable(true);
    statementsScroll->setFrameShape(QFrame::NoFrame);
    statementsColumn->addWidget(statementsScroll);
    statementsColumn->addWidget(m_exportChart);
    costLayout->addLayout(statementsColumn, 2);
    m_tabs->addTab(costTab, QString());
    m_tabs->addTab(m_memoryChart, QString());
    m_tabs->addTab(m_details, QString());

    auto* results = new QSplitter(Qt::Vertical);
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_headline);
    topLayout->addWidget(m_table);
    results->addWidget(top);
    results->addWidget(m_tabs);
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 3);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("planSplitter"));
    split->addWidget(scroll);
    scroll->setVisible(inputsPanel);
    split->addWidget(results);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({360, 900});
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(split);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(0);
    connect(m_debounce, &QTimer::timeout, this, &PlanPage::recompute);
    connect(m_inputs, &PlanInputs::changed, this, [this] {
        m_debounce->start();
        emit planChanged();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    selectConfiguration(m_proxy->mapToSource(current).row());
            });
    connect(m_exportChart, &QPushButton::clicked, this, [this] {
        const QString path =
            Dialogs::saveFileName(this, tr("Export chart"), QStringLiteral("cost-over-time.png"),
                                  tr("PNG images (*.png);;SVG drawings (*.svg)"));
        if (path.isEmpty())
            return;
        const Status s = exportChart(path, m_db ? databaseFiles(m_db->path()) : QStringList());
        Dialogs::information(this, tr("Export chart"), s ? tr("Wrote %1.").arg(path) : s.error().toString());
    });
    setTabOrder(scroll, m_table);
    setTabOrder(m_table, m_tabs);
    retranslate();
}

PlanPage::~PlanPage() = default;

void PlanPage::reloadCatalog()
{
    if (!m_db)
        return;
    auto catalog = CatalogStore(*m_db).loadCatalog();
    auto prices = CatalogStore(*m_db).loadPrices();
    if (!catalog || !prices)
        return;
    // The results point into the old catalog: drop them before it goes.
    m_summary.reset();
    m_result.reset();
    m_scenario.reset();
    m_model->setConfigurations({});
    auto fresh = std::make_unique<GpuCatalog>(std::move(catalog).value());
    m_inputs->setCatalog(*fresh);
    m_catalog = std::move(fresh);
    m_prices = std::make_unique<ReferencePrices>(std::move(prices).value());
    recompute();
}

void PlanPage::retranslate()
{
    static_cast<QGroupBox*>(m_sectionBoxes[0])->setTitle(tr("Stage and model"));
    static_cast<QGroupBox*>(m_sectionBoxes[1])->setTitle(tr("Workload"));
    static_cast<QGroupBox*>(m_sectionBoxes[2])->setTitle(tr("Budget and rental term"));
    m_tabs->setTabText(0, tr("Cost over time"));
    m_tabs->setTabText(1, tr("Memory per GPU"));
    m_tabs->setTabText(2, tr("Details"));
    m_exportChart->setText(tr("Export chart…"));
    m_table->setAccessibleName(tr("Configurations"));
    m_costChart->setAccessibleName(tr("Cumulative cost over time"));
    m_memoryChart->setAccessibleName(tr("Memory per GPU"));
    m_inputs->retranslate();
    m_model->retranslate();
    // Core's texts (checks, statements, reasons) are made in the language of the moment: plan again.
    recompute();
}

void PlanPage::setRequest(const PlanRequest& request)
{
    m_inputs->setRequest(request);
    m_selected = 0;
    recompute();
}

Result<PlanRequest> PlanPage::request()
{
    return m_inputs->request();
}

void PlanPage::recompute()
{
    QElapsedTimer timer;
    timer.start();
    m_debounce->stop();
    auto request = m_inputs->request();
    m_error.reset();
    m_scenario.reset();
    m_result.reset();
    Result<MatchResult> result = Error();
    if (request) {
        m_request = request.value();
        auto scenario = request->scenario(*m_catalog);
        if (scenario && request->prices != PriceSource::Reference && m_db) {
            QuoteFilter f;
            f.validOn = QDate::currentDate();
            if (auto quotes = QuoteStore(*m_db).list(f))
                scenario.value().constraints.quotes = quotes.value();
        }
        if (scenario) {
            m_scenario = scenario.value();
            const Matcher matcher(*m_catalog, *m_prices, *m_normaliser);
            result = planScenario(*m_scenario, matcher, QDate::currentDate().year());
        } else {
            result = scenario.error();
        }
    } else {
        result = request.error();
    }
    if (!result) {
        m_error = result.error();
        m_model->setConfigurations({});
        m_summary.reset();
        showSelected();
        m_lastUpdateMs = double(timer.nsecsElapsed()) / 1e6;
        return;
    }
    m_result = result.value();
    QuoteJob job;
    job.workload = m_scenario->workload;
    job.timeOptions = m_scenario->timeOptions;
    job.deadlineHours = m_scenario->constraints.deadlineHours;
    job.budget = m_scenario->constraints.budget;
    job.currentYear = QDate::currentDate().year();
    emit planned(job);
    const QSignalBlocker block(m_table->selectionModel());
    m_model->setConfigurations(m_result->configurations);
    if (m_selected >= m_result->configurations.size())
        m_selected = 0;
    showSelected();
    m_lastUpdateMs = double(timer.nsecsElapsed()) / 1e6;
}

void PlanPage::selectConfiguration(int index)
{
    if (!m_result || index < 0 || index >= m_result->configurations.size() || index == m_selected)
        return;
    m_selected = index;
    showSelected();
}

void PlanPage::showSelected()
{
    m_summary.reset();
    if (m_result && m_scenario) {
        auto summary =
            report::summarisePlan(m_scenario->workload, m_scenario->constraints, *m_result, *m_prices,
                                  *m_normaliser, m_selected, m_request ? m_request->rentalMonths : 0);
        if (summary)
            m_summary = summary.value();
        else
            m_error = summary.error();
    }
    const Configuration* selected = m_summary && !m_summary->result.configurations.isEmpty()
                                        ? &m_summary->result.configurations[m_selected]
                                        : nullptr;
    m_headline->setText(headline());
    m_memoryChart->showConfiguration(selected);
    m_costChart->showSummary(m_summary && selected ? &*m_summary : nullptr);
    m_exportChart->setEnabled(m_summary && !m_summary->curves.isEmpty());
    QStringList statements;
    if (m_summary) {
        if (m_summary->need)
            statements << m_summary->need->statement;
        for (const UsageThreshold& t : m_summary->thresholds)
            statements << t.statement;
        if (!m_summary->rangesStatement.isEmpty())
            statements << m_summary->rangesStatement;
        if (selected && m_summary->offers.isEmpty())
            statements
                << tr("No reference price for %1: the chart needs one.").arg(selected->gpu->displayName());
    }
    m_statements->setText(statements.isEmpty() ? QString()
                                               : QStringLiteral("<p>") +
                                                     statements.join(QStringLiteral("</p><p>"))
                                                         .toHtmlEscaped()
                                                         .replace(QStringLiteral("&lt;/p&gt;&lt;p&gt;"),
                                                                  QStringLiteral("</p><p>")) +
                                                     QStringLiteral("</p>"));
    m_details->setHtml(detailsHtml());
    // Keep the table's current row on the selected configuration.
    const QModelIndex src = m_model->index(m_selected, 0);
    if (src.isValid()) {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->selectionModel()->setCurrentIndex(
            m_proxy->mapFromSource(src), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
}

QString PlanPage::headline() const
{
    if (m_error)
        return QStringLiteral("<b>%1</b>").arg(m_error->toString().toHtmlEscaped());
    if (!m_result)
        return {};
    if (m_result->configurations.isEmpty()) {
        QString text =
            tr("No configuration can run this job under these constraints (%1 layouts considered, %2 "
               "fit in memory).")
                .arg(m_result->considered)
                .arg(m_result->feasible);
        if (!m_result->noLayoutReason.isEmpty())
            text += QLatin1Char(' ') + m_result->noLayoutReason;
        if (m_scenario && m_scenario->constraints.budget)
            text +=
                QLatin1Char(' ') +
                tr("%1 were over budget; %2 had no price.").arg(m_result->overBudget).arg(m_result->unpriced);
        return QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
    }
    const Configuration& c = m_result->configurations[m_selected];
    const QLocale l;
    const QString time = c.time.wallHours < 48 ? tr("%1 h").arg(l.toString(c.time.wallHours, 'f', 1))
                                               : tr("%1 days").arg(l.toString(c.time.wallHours / 24, 'f', 1));
    QString text;
    const QString gpuHours = l.toString(c.time.gpuHours, 'f', 0);
    if (c.cost)
        text = (m_selected == 0
                    ? tr("Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).")
                    : tr("Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7)."))
                   .arg(c.gpus())
                   .arg(c.gpu->displayName())
                   .arg(c.nodes)
                   .arg(time, gpuHours, c.cost->toDisplayString(), rentalTermShortLabel(*c.costTerm));
    else
        text = (m_selected == 0 ? tr("Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.")
                                : tr("Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price."))
                   .arg(c.gpus())
                   .arg(c.gpu->displayName())
                   .arg(c.nodes)
                   .arg(time, gpuHours);
    const QString found = tr("%1 configurations on the Pareto front of %2 layouts considered.")
                              .arg(m_result->configurations.size())
                              .arg(m_result->considered);
    return QStringLiteral("<b>%1</b><br>%2").arg(text.toHtmlEscaped(), found.toHtmlEscaped());
}

QString PlanPage::detailsHtml() const
{
    if (!m_result || !m_scenario || m_result->configurations.isEmpty())
        return {};
    const Configuration& c = m_result->configurations[m_selected];
    // The estimate of exactly this configuration (its layout fixed), for the formulas behind each figure.
    Scenario s = *m_scenario;
    s.gpu = c.gpu;
    s.gpus = c.gpus();
    s.gpusPerNode = c.gpusPerNode;
    s.network = c.network;
    s.layout.tp = c.parallel.tp;
    s.layout.pp = c.parallel.pp;
    s.layout.zero = c.parallel.zero;
    s.layout.interleave = c.parallel.interleave;
    s.layout.microBatch = c.microBatch;
    s.layout.recompute = c.recompute;
    auto e = estimateScenario(s, QDate::currentDate().year());
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Model"), ModelCatalog::describe(s.workload.model).toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("Layout"), (layoutText(c.parallel, c.microBatch, c.recompute) +
                                    (e ? QStringLiteral(" — ") + e->layoutNote : QString()))
                                       .toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Checks"));
    for (const Check& k : c.checks)
        html += QStringLiteral("<li><b>%1</b> · %2: %3 <i>(%4)</i></li>")
                    .arg(checkStatusLabel(k.status), checkLabel(k.id).toHtmlEscaped(),
                         k.message.toHtmlEscaped(), checkSourceLabel(k.source).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Cost"));
    html += c.cost ? QStringLiteral("<p>%1<br><small>%2</small></p>")
                         .arg(c.costExplanation.toHtmlEscaped(), c.costSource.toHtmlEscaped())
                   : QStringLiteral("<p>%1</p>").arg(c.noPriceReason.toHtmlEscaped());
    if (e) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("How the figures are computed"));
        for (const Explanation& x : e->memoryExplanations + e->timeExplanations)
            html += QStringLiteral("<li><b>%1</b> = %2<br><small>%3 — %4</small></li>")
                        .arg(x.item.toHtmlEscaped(), x.formula.toHtmlEscaped(), x.inputs.toHtmlEscaped(),
                             x.source.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (m_summary && !m_summary->sources.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Prices behind the chart"));
        for (const QString& src : m_summary->sources)
            html += QStringLiteral("<li>%1</li>").arg(src.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(seedArticleTitles()
                         .join(QStringLiteral("\n"))
                         .toHtmlEscaped()
                         .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html;
}

Status PlanPage::exportChart(const QString& path, const QStringList& protectedFiles)
{
    return m_costChart->exportImage(path, protectedFiles);
}

} // namespace gpuplan
