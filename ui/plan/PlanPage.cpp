#include "PlanPage.h"

#include "ConfigurationModel.h"
#include "Dialogs.h"
#include "PlanCharts.h"
#include "PlanDocument.h"
#include "PlanInputs.h"
#include "catalog/ModelCatalog.h"

#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"

#include <QDate>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
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

PlanPage::PlanPage(Database* db, std::shared_ptr<const PlanService> service, QWidget* parent,
                   bool inputsPanel)
    : QWidget(parent), m_db(db), m_document(new PlanDocument(db, std::move(service), this)),
      m_debounce(new QTimer(this)), m_headline(new QLabel(this)), m_table(new QTableView(this)),
      m_model(new ConfigurationModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_tabs(new QTabWidget(this)), m_costChart(new CostChart(this)), m_statements(new QLabel(this)),
      m_exportChart(new QPushButton(this)), m_memoryChart(new MemoryChart(this)),
      m_details(new QTextBrowser(this))
{
    m_inputs = new PlanInputs(m_document->service().data(), this);
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
    connect(m_inputs, &PlanInputs::changed, this, [this] { m_debounce->start(); });
    // An undo, a redo, a new or opened plan: the form shows the request (without editing it again).
    connect(m_document, &PlanDocument::requestChanged, this, [this] {
        m_debounce->stop();
        m_formError.reset();
        m_inputs->setRequest(m_document->request());
    });
    connect(m_document, &PlanDocument::answerChanged, this, &PlanPage::showAnswer);
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
        Dialogs::outcome(this, tr("Export chart"), s.ok(),
                         s ? tr("Wrote %1.").arg(path) : s.error().toString());
    });
    setTabOrder(scroll, m_table);
    setTabOrder(m_table, m_tabs);
    retranslate();
}

PlanPage::~PlanPage() = default;

void PlanPage::setService(std::shared_ptr<const PlanService> service)
{
    // The table points into the old catalog: empty it before the old answer goes.
    m_model->setConfigurations({});
    m_inputs->setData(service->data());
    m_document->setService(std::move(service));
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
    m_document->replan();
}

void PlanPage::setRequest(const PlanRequest& request, const QString& path,
                          const std::optional<PlanAnswer>& answer)
{
    m_formError.reset();
    m_document->reset(request, path, path.isEmpty(), answer);
}

Result<PlanRequest> PlanPage::request()
{
    return m_inputs->request();
}

const PlanSummary* PlanPage::summary() const
{
    const auto& a = m_document->answer();
    return a && !m_formError ? &a->summary : nullptr;
}

const GpuCatalog& PlanPage::catalog() const
{
    return m_document->service().data().catalog();
}

int PlanPage::selectedConfiguration() const
{
    return m_document->answer() ? m_document->answer()->selected() : 0;
}

void PlanPage::recompute()
{
    QElapsedTimer timer;
    timer.start();
    m_debounce->stop();
    auto request = m_inputs->request();
    if (!request) {
        // The form's problem stands next to its field and in the headline; the plan keeps its last inputs.
        m_formError = request.error();
        showAnswer();
    } else if (m_formError || request.value().toJson() == m_document->request().toJson()) {
        m_formError.reset();
        m_document->replan();
    } else {
        m_document->edit(request.value()); // plans it
    }
    m_lastUpdateMs = double(timer.nsecsElapsed()) / 1e6;
}

void PlanPage::selectConfiguration(int index)
{
    m_document->selectConfiguration(index);
}

void PlanPage::showAnswer()
{
    const auto& answer = m_document->answer();
    const PlanSummary* s = summary();
    const Configuration* selected = s ? answer->selectedConfiguration() : nullptr;
    const bool planned = m_document->generation() != m_shownGeneration || bool(s) != m_shownSummary;
    if (planned) { // a new plan (not another configuration of the same)
        m_shownGeneration = m_document->generation();
        m_shownSummary = s != nullptr;
        const QSignalBlocker block(m_table->selectionModel());
        m_model->setConfigurations(s ? s->result.configurations : QList<Configuration>());
        if (s)
            emit this->planned(answer->job);
    }
    m_headline->setText(headline());
    m_memoryChart->showConfiguration(selected);
    m_costChart->showSummary(s && selected ? s : nullptr);
    m_exportChart->setEnabled(s && !s->curves.isEmpty());
    QStringList statements;
    if (s) {
        if (s->need)
            statements << s->need->statement;
        for (const UsageThreshold& t : s->thresholds)
            statements << t.statement;
        if (!s->rangesStatement.isEmpty())
            statements << s->rangesStatement;
        if (selected && s->offers.isEmpty())
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
    const QModelIndex src = m_model->index(selectedConfiguration(), 0);
    if (s && src.isValid()) {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->selectionModel()->setCurrentIndex(
            m_proxy->mapFromSource(src), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
}

QString PlanPage::headline() const
{
    const std::optional<Error>& error = m_formError ? m_formError : m_document->error();
    if (error)
        return QStringLiteral("<b>%1</b>").arg(error->toString().toHtmlEscaped());
    const PlanSummary* s = summary();
    if (!s)
        return {};
    const MatchResult& r = s->result;
    const int selected = selectedConfiguration();
    if (r.configurations.isEmpty()) {
        QString text =
            tr("No configuration can run this job under these constraints (%1 layouts considered, %2 "
               "fit in memory).")
                .arg(QLocale().toString(qint64(r.considered)))
                .arg(QLocale().toString(qint64(r.feasible)));
        if (!r.noLayoutReason.isEmpty())
            text += QLatin1Char(' ') + r.noLayoutReason;
        if (s->constraints.budget)
            text += QLatin1Char(' ') +
                    tr("%1 were over budget; %2 had no price.").arg(r.overBudget).arg(r.unpriced);
        return QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
    }
    const Configuration& c = r.configurations[selected];
    const QLocale l;
    const QString time = durationWithBand(c.time.wallHours, c.time.wallHoursLow, c.time.wallHoursHigh);
    QString text;
    const QString gpuHours = l.toString(c.time.gpuHours, 'f', 0);
    if (c.cost)
        text = (selected == 0
                    ? tr("Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).")
                    : tr("Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7)."))
                   .arg(c.gpus())
                   .arg(c.gpu->displayName())
                   .arg(c.nodes)
                   .arg(time, gpuHours, c.cost->toDisplayString(), rentalTermShortLabel(*c.costTerm));
    else
        text = (selected == 0 ? tr("Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.")
                              : tr("Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price."))
                   .arg(c.gpus())
                   .arg(c.gpu->displayName())
                   .arg(c.nodes)
                   .arg(time, gpuHours);
    QString found = tr("%1 configurations on the Pareto front of %2 layouts considered.")
                        .arg(r.configurations.size())
                        .arg(QLocale().toString(qint64(r.considered))); // 14,784 (zh-review-4 D28)
    if (r.unofferedGpus > 0)
        found += QLatin1Char(' ') +
                 tr("%n GPU model(s) without a known offer in %1 left out.", nullptr, r.unofferedGpus)
                     .arg(regionLabel(s->constraints.region));
    // Why the first row is the recommendation (core's words, the same in the CLI and the PDF).
    const QString why = selected == 0 ? r.recommendation : QString();
    return QStringLiteral("<b>%1</b><br>%2%3")
        .arg(text.toHtmlEscaped(), why.isEmpty() ? QString() : why.toHtmlEscaped() + QStringLiteral("<br>"),
             found.toHtmlEscaped());
}

QString PlanPage::detailsHtml() const
{
    const PlanSummary* summary = this->summary();
    if (!summary || summary->result.configurations.isEmpty())
        return {};
    const PlanAnswer& a = *m_document->answer();
    const Configuration& c = *a.selectedConfiguration();
    const Scenario& s = a.scenario;
    const std::optional<ScenarioEstimate>& e = a.selectedEstimate;
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Model"), ModelCatalog::describe(s.workload.model).toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("Layout"), (layoutText(c.parallel, c.microBatch, c.recompute) +
                                    (e ? QStringLiteral(" — ") + e->layoutNote : QString()))
                                       .toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Checks"));
    for (const Check& k : c.checks)
        html +=
            QStringLiteral("<li><b>%1</b> · %2: %3%4</li>")
                .arg(checkStatusLabel(k.status), checkLabel(k.id).toHtmlEscaped(), k.message.toHtmlEscaped(),
                     (checkCitation(k).isEmpty()
                          ? QString()
                          : QStringLiteral(" <i>(%1)</i>").arg(checkCitation(k).toHtmlEscaped())));
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
    if (!summary->sources.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Prices behind the chart"));
        for (const QString& src : summary->sources)
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

void PlanPage::setPresentation(bool on)
{
    for (int c : {ConfigurationModel::Servers, ConfigurationModel::Layout, ConfigurationModel::GpuHours,
                  ConfigurationModel::Checks, ConfigurationModel::Pareto})
        m_table->setColumnHidden(c, on);
    m_table->resizeColumnsToContents();
}

} // namespace gpuplan
