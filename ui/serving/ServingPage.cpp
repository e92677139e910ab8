#include "ServingPage.h"

#include "ChartText.h"
#include "Dialogs.h"
#include "EngineCombo.h"
#include "GpuFilterButton.h"
#include "ServingModelChoice.h"
#include "ServingQuotesTable.h"
#include "Session.h"
#include "catalog/ModelCatalog.h"
#include "planner/PlanRequest.h"
#include "report/ServingReport.h"
#include "util/AtomicFile.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gpuplan {

namespace {
QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// Chart text at the widget's font (zoom and presentation mode change it; Qt Charts does not follow).
void fitFont(QChart* chart, const QFont& base)
{
    fitChartText(chart, base, 1.0);
}

QChartView* makeChart(const QString& name, QWidget* parent)
{
    auto* view = new QChartView(parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(240);
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    return view;
}
} // namespace

ServingPage::ServingPage(QWidget* parent)
    : QWidget(parent), m_model(new QComboBox), m_precision(new QComboBox), m_gpus(new GpuFilterButton),
      m_loadKind(new QComboBox), m_load(new QDoubleSpinBox), m_think(new QDoubleSpinBox),
      m_input(new QSpinBox), m_spread(new QSpinBox), m_output(new QSpinBox), m_targets(new QComboBox),
      m_ttft(new QDoubleSpinBox), m_readSpeed(new QDoubleSpinBox), m_percentile(new QComboBox),
      m_profile(new QComboBox), m_headroom(new QSpinBox), m_engine(new QComboBox), m_draft(new QSpinBox),
      m_acceptance(new QDoubleSpinBox), m_summary(new QLabel), m_byGpu(new QTableWidget(this)),
      m_tables(new QTabWidget(this)), m_quotes(new ServingQuotesTable), m_quotesNote(new QLabel)
{
    setObjectName(QStringLiteral("servingPage"));
    fillModelCombo(m_model);
    for (Precision p : {Precision::BF16, Precision::FP16, Precision::FP8, Precision::INT8, Precision::INT4})
        m_precision->addItem(precisionName(p), int(p));
    fillEngineCombo(m_engine);
    for (double p : {50.0, 90.0, 95.0, 99.0})
        m_percentile->addItem(QStringLiteral("P%1").arg(p), p);
    for (QComboBox* c : {m_model, m_precision, m_loadKind, m_targets, m_percentile, m_profile, m_engine})
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the panel is as wide as the longest choice
    // The fields' ranges are core's limits (servingLimits), in the fields' units; core still checks them.
    namespace lim = servingLimits;
    m_load->setRange(0.01, std::max({lim::kRate.high, lim::kUsers.high, lim::kConcurrency.high}));
    m_load->setDecimals(2);
    m_think->setRange(lim::kThinkSeconds.low, lim::kThinkSeconds.high);
    m_input->setRange(int(lim::kTokens.low), int(lim::kTokens.high));
    m_spread->setRange(int(lim::kInputSpread.low * 100), int(lim::kInputSpread.high * 100));
    m_spread->setObjectName(QStringLiteral("servingSpread"));
    m_output->setRange(int(lim::kTokens.low), int(lim::kTokens.high));
    m_ttft->setRange(lim::kTtftMs.low / 1000, lim::kTtftMs.high / 1000);
    m_ttft->setDecimals(2);
    // Tokens a second a user reads: 1000 ÷ TPOT (0 = no limit; the fastest is 1000 ÷ 0.1 ms).
    m_readSpeed->setRange(0, 10000);
    m_readSpeed->setDecimals(1);
    m_headroom->setRange(int(lim::kHeadroom.low * 100), int(lim::kHeadroom.high * 100));
    m_draft->setRange(0, 8);
    m_acceptance->setRange(1.01, 9);
    m_acceptance->setValue(ServingWorkload::kDefaultMtpAcceptance);
    m_draft->setObjectName(QStringLiteral("servingDraft"));
    m_acceptance->setObjectName(QStringLiteral("servingAcceptance"));
    m_model->setObjectName(QStringLiteral("servingModel"));
    m_loadKind->setObjectName(QStringLiteral("servingLoadKind"));
    m_load->setObjectName(QStringLiteral("servingLoad"));
    m_ttft->setObjectName(QStringLiteral("servingTtft"));
    m_readSpeed->setObjectName(QStringLiteral("servingReadSpeed"));
    m_targets->setObjectName(QStringLiteral("servingTargets"));
    m_profile->setObjectName(QStringLiteral("servingProfile"));
    m_byGpu->setObjectName(QStringLiteral("servingByGpu"));
    m_summary->setObjectName(QStringLiteral("servingSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* inputs = new QWidget;
    m_form = new QFormLayout(inputs);
    m_form->setRowWrapPolicy(QFormLayout::WrapAllRows); // labels above their fields: room for the results
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_model, m_precision, m_gpus, m_loadKind, m_load, m_think, m_input,
                                         m_spread, m_output, m_targets, m_ttft, m_readSpeed, m_percentile,
                                         m_profile, m_headroom, m_engine, m_draft, m_acceptance}) {
        auto* label = new QLabel;
        label->setBuddy(w);
        m_labels << label;
        m_form->addRow(label, w);
    }
    auto* scroll = new QScrollArea;
    scroll->setWidget(inputs);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll = scroll;

    m_byGpu->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_byGpu->setSelectionMode(QAbstractItemView::SingleSelection);
    m_byGpu->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_byGpu->verticalHeader()->hide();
    m_byGpu->horizontalHeader()->setStretchLastSection(true);
    m_curve = makeChart(QStringLiteral("servingCurve"), this);
    m_day = makeChart(QStringLiteral("servingDay"), this);
    m_loadCost = makeChart(QStringLiteral("servingLoadCost"), this);
    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_curve);
    charts->addWidget(m_day);
    charts->addWidget(m_loadCost);
    for (int i = 0; i < 3; ++i)
        charts->setStretchFactor(i, 1);
    auto* tableAndCharts = new QSplitter(Qt::Vertical);
    tableAndCharts->addWidget(makeTables());
    tableAndCharts->addWidget(charts);
    tableAndCharts->setStretchFactor(0, 2);
    tableAndCharts->setStretchFactor(1, 4);
    auto* results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(tableAndCharts, 1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(scroll);
    split->addWidget(results);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    retranslate();
    fillFromRequest(ServingRequest::forCustomer());
    fitInputs();
    connectInputs();
}

// The best configuration of each GPU model, and the stored quotes weighed for the service, one tab each.
QWidget* ServingPage::makeTables()
{
    auto* quotes = new QWidget;
    auto* quotesLayout = new QVBoxLayout(quotes);
    quotesLayout->setContentsMargins(0, 0, 0, 0);
    m_quotesNote->setObjectName(QStringLiteral("servingQuotesNote"));
    m_quotesNote->setWordWrap(true);
    quotesLayout->addWidget(m_quotesNote);
    quotesLayout->addWidget(m_quotes, 1);
    connect(m_quotes, &ServingQuotesTable::weighed, m_quotesNote, &QLabel::setText);
    m_tables->setObjectName(QStringLiteral("servingTables"));
    m_tables->addTab(m_byGpu, QString());
    m_tables->addTab(quotes, QString());
    return m_tables;
}

// Every change recomputes, once per burst of changes (a whole-catalog answer takes tens of ms).
void ServingPage::connectInputs()
{
    auto* timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->setInterval(0);
    connect(timer, &QTimer::timeout, this, &ServingPage::recompute);
    const auto changed = [this, timer] {
        if (!m_filling)
            timer->start();
    };
    for (QComboBox* c : {m_model, m_precision, m_loadKind, m_percentile, m_profile, m_engine})
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    for (QDoubleSpinBox* s : {m_load, m_think, m_acceptance})
        connect(s, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_gpus, &GpuFilterButton::changed, this, changed);
    connect(m_model, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_filling && m_model->itemData(i) == QLatin1String("config"))
            if (auto m = chooseModelConfig(this, m_model, m_lastModel))
                m_custom = m;
        m_lastModel = m_model->currentIndex();
    });
    for (QDoubleSpinBox* s : {m_ttft, m_readSpeed})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this, changed] {
            if (!m_filling)
                m_targets->setCurrentIndex(m_targets->count() - 1); // by hand
            changed();
        });
    for (QSpinBox* s : {m_input, m_spread, m_output, m_headroom, m_draft})
        connect(s, &QSpinBox::valueChanged, this, changed);
    connect(m_targets, &QComboBox::currentIndexChanged, this, [this, changed] {
        applyPreset();
        changed();
    });
    connect(m_byGpu, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (m_answer && row >= 0 && row < m_answer->bestPerGpu.size())
            showOption(m_answer->bestPerGpu[row]);
    });
}

// The inputs are shown whole: the panel is as wide as its widest row (in either language, at any zoom).
void ServingPage::fitInputs()
{
    m_scroll->setMinimumWidth(m_scroll->widget()->sizeHint().width() +
                              m_scroll->verticalScrollBar()->sizeHint().width() + 4);
}

void ServingPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        fitInputs();
        for (QChartView* v : {m_curve, m_day, m_loadCost})
            fitFont(v->chart(), font());
        m_byGpu->resizeColumnsToContents(); // larger type: wider columns, nothing elided
    }
}

void ServingPage::setPresentation(bool on)
{
    for (int c : {1, 8, 9}) // GPUs per replica, per 1M input tokens, the note
        m_byGpu->setColumnHidden(c, on);
    m_byGpu->resizeColumnsToContents();
}

void ServingPage::setSession(Session* session)
{
    m_session = session;
    m_quotes->setSession(session);
    connect(session, &Session::dataChanged, this, &ServingPage::recompute);
    recompute();
}

void ServingPage::retranslate()
{
    const QStringList labels = {tr("&Model"),
                                tr("Weights"),
                                tr("GPUs compared"),
                                tr("Load given as"),
                                tr("&How many"),
                                tr("Think time between questions (s)"),
                                tr("Question length (tokens)"),
                                tr("Question lengths vary by (± %)"),
                                tr("Answer length (tokens)"),
                                tr("Latency targets"),
                                tr("Answer starts within (s)"),
                                tr("Each user reads (tokens/s)"),
                                tr("For this share of requests"),
                                tr("Busy hours"),
                                tr("Headroom (%)"),
                                tr("Serving engine"),
                                tr("Speculative decoding: tokens drafted a step (0: off)"),
                                tr("Tokens kept a step, on average")};
    m_model->setItemText(m_model->findData(QStringLiteral("config")), tr("From config.json…"));
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_ttft->setToolTip(
        tr("Time to first token (TTFT): from the question sent to the first word of the answer"));
    m_spread->setToolTip(
        tr("How much the questions' lengths differ: their standard deviation as a percent of "
           "the length above (0: all alike, as benchmarks run). The percentile's first token "
           "waits for its long question."));
    m_readSpeed->setToolTip(
        tr("Tokens a second each user receives after the first: 1000 ÷ time per output token "
           "(TPOT, ms)"));
    const bool wasFilling = m_filling;
    m_filling = true;
    const auto refill = [](QComboBox* c, const QList<QPair<QString, QVariant>>& items) {
        const QVariant current = c->currentData();
        c->clear();
        for (const auto& [text, data] : items)
            c->addItem(text, data);
        c->setCurrentIndex(std::max(0, c->findData(current)));
    };
    refill(m_loadKind, {{tr("concurrent users"), int(LoadKind::Users)},
                        {tr("requests per second at the peak"), int(LoadKind::Rate)},
                        {tr("requests at once (as benchmarks run)"), int(LoadKind::Concurrency)}});
    refill(m_targets, {{tr("chat (2 s, 20 tokens/s, P90)"), QStringLiteral("chat")},
                       {tr("MLPerf server (2 s, 5 tokens/s, P99)"), QStringLiteral("mlperf")},
                       {tr("interactive (0.45 s, 25 tokens/s, P99)"), QStringLiteral("interactive")},
                       {tr("batch (no limit)"), QStringLiteral("batch")},
                       {tr("as entered below"), QString()}});
    QList<QPair<QString, QVariant>> profiles = {{tr("office hours"), QStringLiteral("office")},
                                                {tr("evening peak"), QStringLiteral("evening")},
                                                {tr("flat (every hour alike)"), QStringLiteral("flat")}};
    if (!LoadProfile::fromPreset(m_base.profile.name)) // a day of the opened plan's own
        profiles.append({m_base.profile.label(), QStringLiteral("custom")});
    refill(m_profile, profiles);
    m_filling = wasFilling;
    if (m_scroll)
        fitInputs();
    m_byGpu->setAccessibleName(tr("Best configuration per GPU model"));
    m_tables->setTabText(0, tr("By GPU model"));
    m_tables->setTabText(1, tr("Stored quotes"));
    m_quotes->retranslate();
    m_gpus->retranslate();
    m_summary->setAccessibleName(tr("Recommendation"));
    m_byGpu->setColumnCount(10);
    m_byGpu->setHorizontalHeaderLabels(
        {tr("GPU"), tr("GPUs per replica"), tr("Replicas (band)"), tr("GPUs"),
         tr("First token P%1 (ms)").arg(m_percentile->currentData().toDouble()),
         tr("Per token P%1 (ms)").arg(m_percentile->currentData().toDouble()), tr("A month"),
         tr("Per 1M output tokens"), tr("Per 1M input tokens"), tr("Note")});
    if (m_answer)
        showAnswer();
}

void ServingPage::fillFromRequest(const ServingRequest& r)
{
    m_base = r;
    retranslate(); // the profile's choices, with the plan's own day if it has one
    m_filling = true;
    m_custom = r.customModel;
    if (m_custom)
        showCustomModel(m_model, *m_custom);
    else
        m_model->setCurrentIndex(std::max(0, m_model->findData(r.modelId)));
    m_lastModel = m_model->currentIndex();
    m_draft->setValue(r.draftTokens);
    if (r.acceptanceLength > 0)
        m_acceptance->setValue(r.acceptanceLength);
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(int(r.weights))));
    m_gpus->setGpuIds(r.allowedGpuIds);
    m_loadKind->setCurrentIndex(std::max(0, m_loadKind->findData(int(r.load))));
    m_load->setValue(r.load == LoadKind::Users ? r.users : r.load == LoadKind::Rate ? r.rate : r.concurrency);
    m_think->setValue(r.thinkSeconds);
    m_input->setValue(int(r.inputTokens));
    m_spread->setValue(int(std::lround(r.inputSpread * 100)));
    m_output->setValue(int(r.outputTokens));
    m_targets->setCurrentIndex(std::max(0, m_targets->findData(r.targets.preset)));
    m_ttft->setValue(r.targets.ttftMs / 1000.0);
    m_readSpeed->setValue(r.targets.tpotMs > 0 ? 1000.0 / r.targets.tpotMs : 0);
    m_percentile->setCurrentIndex(std::max(0, m_percentile->findData(r.targets.percentile)));
    m_profile->setCurrentIndex(
        std::max(0, m_profile->findData(LoadProfile::fromPreset(r.profile.name) ? r.profile.name
                                                                                : QStringLiteral("custom"))));
    m_headroom->setValue(int(std::lround(r.headroom * 100)));
    showEngine(m_engine, {r.engine, r.engineVersion});
    m_filling = false;
}

void ServingPage::applyPreset()
{
    const auto preset = LatencyTargets::fromPreset(m_targets->currentData().toString());
    if (!preset || m_filling)
        return;
    m_filling = true;
    m_ttft->setValue(preset->ttftMs / 1000.0);
    m_readSpeed->setValue(preset->tpotMs > 0 ? 1000.0 / preset->tpotMs : 0);
    m_percentile->setCurrentIndex(std::max(0, m_percentile->findData(preset->percentile)));
    m_filling = false;
}

Result<ServingRequest> ServingPage::request() const
{
    ServingRequest r = m_base;
    r.modelId = m_model->currentData().toString();
    r.customModel = r.modelId == QLatin1String("custom") ? m_custom : std::nullopt;
    if (r.customModel)
        r.modelId.clear();
    r.draftTokens = m_draft->value();
    r.acceptanceLength = r.draftTokens > 0 ? m_acceptance->value() : 0;
    r.weights = Precision(m_precision->currentData().toInt());
    r.allowedGpuIds = m_gpus->gpuIds();
    r.load = LoadKind(m_loadKind->currentData().toInt());
    r.rate = r.users = r.concurrency = 0;
    (r.load == LoadKind::Users  ? r.users
     : r.load == LoadKind::Rate ? r.rate
                                : r.concurrency) = m_load->value();
    r.thinkSeconds = m_think->value();
    r.inputTokens = m_input->value();
    r.inputSpread = m_spread->value() / 100.0;
    r.outputTokens = m_output->value();
    r.targets = LatencyTargets::fromCustomer(m_ttft->value(), m_readSpeed->value(),
                                             m_percentile->currentData().toDouble());
    r.targets.preset = m_targets->currentData().toString();
    if (auto p = LoadProfile::fromPreset(m_profile->currentData().toString()))
        r.profile = *p; // else the opened plan's own day, as m_base has it
    r.headroom = m_headroom->value() / 100.0;
    readEngine(m_engine, &r.engine, &r.engineVersion);
    if (Status s = r.validate(); !s)
        return s.error();
    return r;
}

void ServingPage::recompute()
{
    if (!m_session)
        return;
    m_gpus->setCatalog(&m_session->data().catalog()); // the session's data may have been replaced
    auto r = request();
    auto a = r ? planServing(r.value(), m_session->data()) : Result<ServingAnswer>(r.error());
    if (!a) {
        m_answer.reset();
        m_summary->setText(a.error().toString());
        m_byGpu->setRowCount(0);
        m_quotes->setRequest(std::nullopt);
        showOption(-1);
        emit questionChanged(std::nullopt);
        return;
    }
    m_answer = std::move(a).value();
    m_quotes->setRequest(r.value());
    showAnswer();
    emit questionChanged(r.value());
}

void ServingPage::startFrom(const QString& modelId)
{
    ServingRequest r = ServingRequest::forCustomer();
    if (!modelId.isEmpty() && m_model->findData(modelId) >= 0)
        r.modelId = modelId;
    fillFromRequest(r);
    m_path.clear(); // a new question, not the file's
    recompute();
}

void ServingPage::showAnswer()
{
    const ServingAnswer& a = *m_answer;
    const QString mine = a.calibrationSentence.text().toHtmlEscaped(); // the buyer's measurements, if any
    QString text = QStringLiteral("<b>%1</b><br>%2%3<br><small>%4</small>")
                       .arg(a.recommendation.text().toHtmlEscaped(), a.peakBasis.text().toHtmlEscaped(),
                            mine.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(mine),
                            tr("Engine: %1.").arg(a.engineNote.text()).toHtmlEscaped());
    const ServingOption& best = a.options.first();
    if (best.offered && best.mix.priced)
        text += QStringLiteral("<br>") +
                tr("Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3")
                    .arg(best.mix.monthly.toDisplayString(), best.mix.allReserved.toDisplayString(),
                         best.mix.sentence.text())
                    .toHtmlEscaped();
    m_summary->setText(text);
    const QSignalBlocker block(m_byGpu);
    m_byGpu->setRowCount(int(a.bestPerGpu.size()));
    for (int row = 0; row < a.bestPerGpu.size(); ++row) {
        const ServingOption& o = a.options[a.bestPerGpu[row]];
        const bool serves = o.capacityRps > 0;
        const bool peak = serves && !o.atPeak.saturated;
        const QString none = QStringLiteral("—");
        const QStringList cells = {
            o.replica.gpu->displayName(),
            QString::number(o.replica.gpus),
            serves ? tr("%1 (%2–%3)").arg(o.replicas).arg(o.replicasLow).arg(o.replicasHigh) : none,
            serves ? QString::number(o.gpus) : none,
            peak ? num(o.atPeak.ttftPercentileMs, 0) : none,
            peak ? num(o.atPeak.tpotPercentileMs, 1) : none,
            !serves     ? none
            : o.offered ? o.monthlyCost.toDisplayString()
                        : tr("no price"),
            serves && o.offered ? num(o.costPerMillionOutput, 2) : none,
            serves && o.offered ? num(o.costPerMillionInput, 2) : none,
            o.why.text()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0 && c < 9)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(c == 9 ? o.why.text() : o.mix.sentence.text());
            m_byGpu->setItem(row, c, item);
        }
    }
    m_byGpu->resizeColumnsToContents();
    m_byGpu->setCurrentCell(0, 0);
    showOption(a.bestPerGpu.isEmpty() ? -1 : a.bestPerGpu.first());
}

void ServingPage::showOption(int option)
{
    m_selected = option;
    QChart* curve = m_curve->chart();
    QChart* day = m_day->chart();
    for (QChart* c : {curve, day, m_loadCost->chart()})
        clearChart(c);
    if (!m_answer || option < 0)
        return;
    const ServingAnswer& a = *m_answer;
    // Throughput per GPU against each user's reading speed: the best of up to four GPU models, and the
    // target speed as a line (the trade every configuration makes between the two).
    curve->setTitle(tr("What each GPU delivers against what each user reads"));
    // Up to four GPU models and the target: listed down the right, one a line, so that no name is cut on
    // a projector (a row along the bottom elided them to "2 × H…" at 150 %).
    curve->legend()->setAlignment(Qt::AlignRight);
    const ServingEstimator est(a.workload);
    double maxX = 1, maxY = 1;
    QList<int> shown{option};
    for (int i : a.bestPerGpu)
        if (shown.size() < 4 && !shown.contains(i) && a.options[i].capacityRps > 0)
            shown << i;
    for (int i : shown) {
        auto* s = new QLineSeries;
        // The card's short name, or its full one where two shown share it (A100 PCIe and SXM4).
        const GpuModel* g = a.options[i].replica.gpu;
        const bool shared = std::count_if(shown.begin(), shown.end(), [&](int j) {
                                return a.options[j].replica.gpu->name == g->name;
                            }) > 1;
        s->setName(tr("%1 × %2").arg(a.options[i].replica.gpus).arg(shared ? g->displayName() : g->name));
        for (const ServingCurvePoint& p : est.curve(a.options[i].replica, a.request.targets.percentile)) {
            s->append(p.outputTokensPerSecondPerGpu, p.tokensPerSecondPerUser);
            maxX = std::max(maxX, p.outputTokensPerSecondPerGpu);
            maxY = std::max(maxY, p.tokensPerSecondPerUser);
        }
        curve->addSeries(s);
    }
    if (a.request.targets.tpotMs > 0) {
        auto* target = new QLineSeries;
        target->setName(tr("target"));
        target->append(0, 1000.0 / a.request.targets.tpotMs);
        target->append(maxX, 1000.0 / a.request.targets.tpotMs);
        target->setPen(QPen(Qt::red, 2, Qt::DashLine));
        curve->addSeries(target);
    }
    auto* x = new QValueAxis;
    x->setTitleText(tr("output tokens/s per GPU"));
    x->setRange(0, maxX * 1.05);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->applyNiceNumbers();
    auto* y = new QValueAxis;
    y->setTitleText(tr("tokens/s per user"));
    y->setRange(0, maxY * 1.1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->applyNiceNumbers();
    curve->addAxis(x, Qt::AlignBottom);
    curve->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : curve->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    showDay(a.options[option]);
    showLoadCost(option);
    fitFont(curve, font());
}

} // namespace gpuplan
