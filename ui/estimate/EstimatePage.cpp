#include "EstimatePage.h"
#include "Session.h"

#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/TimeEstimator.h"
#include "planner/RuleChecks.h"
#include "util/Quantity.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>

namespace gpuplan {

EstimatePage::EstimatePage(QWidget* parent)
    : QWidget(parent), m_form(new QFormLayout), m_model(new QComboBox(this)), m_method(new QComboBox(this)),
      m_precision(new QComboBox(this)), m_gpu(new QComboBox(this)), m_gpus(new QSpinBox(this)),
      m_tokens(new QLineEdit(this)), m_memory(new QTableWidget(this)), m_verdict(new QLabel(this)),
      m_details(new QTextBrowser(this)), m_layout(new QLabel(this))
{
    m_layout->setObjectName(QStringLiteral("layoutLabel"));
    m_layout->setWordWrap(true);
    for (int i = 0; i < 6; ++i)
        m_labels << new QLabel(this);
    m_form->addRow(m_labels[0], m_model);
    m_form->addRow(m_labels[1], m_method);
    m_form->addRow(m_labels[2], m_precision);
    m_form->addRow(m_labels[3], m_gpu);
    m_form->addRow(m_labels[4], m_gpus);
    m_form->addRow(m_labels[5], m_tokens);
    for (int i = 0; i < 6; ++i)
        m_labels[i]->setBuddy(m_form->itemAt(i, QFormLayout::FieldRole)->widget());
    m_model->setObjectName(QStringLiteral("modelCombo"));
    m_method->setObjectName(QStringLiteral("methodCombo"));
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    m_gpus->setObjectName(QStringLiteral("gpuCountSpin"));
    m_tokens->setObjectName(QStringLiteral("tokensEdit"));
    m_memory->setObjectName(QStringLiteral("memoryTable"));
    m_verdict->setObjectName(QStringLiteral("verdictLabel"));
    m_details->setObjectName(QStringLiteral("estimateDetails"));

    for (const ModelSpec& m : ModelCatalog::shipped().models())
        m_model->addItem(m.name, m.id);
    m_model->setCurrentIndex(m_model->findData(QStringLiteral("llama-2-7b")));
    for (int i = 0; i < kPrecisionCount; ++i)
        m_precision->addItem(precisionName(Precision(i)).toUpper(), i);
    m_precision->setCurrentIndex(int(Precision::BF16));
    m_gpus->setRange(1, 4096);
    m_tokens->setText(QStringLiteral("100M"));
    m_memory->setColumnCount(2);
    m_memory->verticalHeader()->hide();
    m_memory->horizontalHeader()->setStretchLastSection(true);
    m_memory->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_memory->verticalHeader()->setDefaultSectionSize(m_memory->fontMetrics().height() + 8);
    m_memory->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_verdict->setWordWrap(true);

    auto* left = new QVBoxLayout;
    left->addLayout(m_form);
    left->addWidget(m_memory);
    left->addWidget(m_layout);
    left->addWidget(m_verdict);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addWidget(m_details, 3);

    for (QComboBox* c : {m_model, m_method, m_precision, m_gpu})
        connect(c, &QComboBox::currentIndexChanged, this, &EstimatePage::recompute);
    connect(m_gpus, &QSpinBox::valueChanged, this, &EstimatePage::recompute);
    connect(m_tokens, &QLineEdit::textChanged, this, &EstimatePage::recompute);
    retranslate();
}

void EstimatePage::retranslate()
{
    m_labels[0]->setText(tr("&Model"));
    m_labels[1]->setText(tr("&Method"));
    m_labels[2]->setText(tr("&Precision"));
    m_labels[3]->setText(tr("&GPU"));
    m_labels[4]->setText(tr("&Number of GPUs"));
    m_labels[5]->setText(tr("&Tokens"));
    const QSignalBlocker block(m_method);
    const int method = m_method->currentIndex() < 0 ? int(Method::Lora) : m_method->currentIndex();
    m_method->clear();
    for (int i = 0; i <= int(Method::Pretrain); ++i)
        m_method->addItem(methodLabel(Method(i)), i);
    m_method->setCurrentIndex(method);
    m_memory->setHorizontalHeaderLabels({tr("Memory per GPU"), tr("GiB")});
    m_memory->setAccessibleName(tr("Memory per GPU"));
    m_details->setAccessibleName(tr("How the figures are computed"));
    m_tokens->setToolTip(tr("Training tokens, e.g. 500M or 1T"));
    recompute();
}

void EstimatePage::setSession(Session* session)
{
    m_session = session;
    auto fillGpus = [this] {
        // The session's catalog: a GPU the user added or corrected is offered and estimated as stored.
        const QString current = m_gpu->currentData().toString();
        const QSignalBlocker block(m_gpu);
        m_gpu->clear();
        for (const GpuModel& g : m_session->data().catalog().gpus())
            m_gpu->addItem(g.vendor + QLatin1Char(' ') + g.displayName(), g.id);
        const int at = m_gpu->findData(current.isEmpty() ? QStringLiteral("rtx-4090") : current);
        m_gpu->setCurrentIndex(std::max(0, at));
        recompute();
    };
    connect(session, &Session::dataChanged, this, fillGpus);
    fillGpus();
}

Result<PlanRequest> EstimatePage::request() const
{
    PlanRequest r = PlanRequest::bare();
    r.modelId = m_model->currentData().toString();
    r.method = Method(m_method->currentData().toInt());
    r.precision = Precision(m_precision->currentData().toInt());
    const QString gpu = m_gpu->currentData().toString();
    if (gpu.isEmpty())
        return fieldError(QStringLiteral("gpu"), tr("choose a GPU"));
    r.allowedGpuIds = {gpu};
    auto tokens = Quantity::parseCount(m_tokens->text(), tr("Tokens"));
    if (!tokens)
        return Error(tokens.error().message, tokens.error().where, QStringLiteral("tokens"));
    r.tokens = tokens.value();
    r.gpus = m_gpus->value();
    r.maxGpus = std::max(r.maxGpus, r.gpus);
    return r;
}

void EstimatePage::recompute()
{
    if (m_method->currentIndex() < 0 || !m_session)
        return;
    // The one question (a PlanRequest with its hardware fixed), answered by the session's plan service, as
    // `gpuplan estimate` asks it.
    auto r = request();
    Result<ScenarioEstimate> estimate = r.error();
    if (r) {
        auto answered = m_session->plans().estimate(r.value());
        estimate = answered ? Result<ScenarioEstimate>(answered->estimate)
                            : Result<ScenarioEstimate>(answered.error());
    }
    if (!estimate) {
        m_last.reset();
        m_memory->setRowCount(0);
        m_layout->clear();
        m_verdict->setText(QStringLiteral("<b>%1</b>").arg(estimate.error().toString().toHtmlEscaped()));
        m_details->clear();
        return;
    }
    m_last = estimate.value();
    const ScenarioEstimate& e = *m_last;
    const Workload& w = e.workload;
    const MemoryBreakdown& mb = e.memory;
    const TimeEstimate& te = e.time;
    const int G = e.cluster.gpus();
    m_layout->setText(tr("Layout: %1 (%2)").arg(e.layoutText, e.layoutNote));
    const QList<QPair<QString, double>> rows{{tr("Weights"), mb.weights},
                                             {tr("Gradients"), mb.gradients},
                                             {tr("Optimizer states"), mb.optimizer},
                                             {tr("Activations"), mb.activations},
                                             {tr("KV cache"), mb.kvCache},
                                             {tr("ZeRO-3 gathered layers"), mb.gathered},
                                             {tr("Framework overhead"), mb.overhead},
                                             {tr("Total"), mb.total()},
                                             {tr("GPU memory"), mb.capacity}};
    m_memory->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_memory->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        auto* value = new QTableWidgetItem(QLocale().toString(rows[i].second / Quantity::kGiB, 'f', 1));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_memory->setItem(i, 1, value);
    }
    QString verdict =
        mb.fits()
            ? tr("Fits: %1 GiB free per GPU.").arg(QLocale().toString(mb.headroom() / Quantity::kGiB, 'f', 1))
            : tr("Does not fit: %1 GiB short per GPU.")
                  .arg(QLocale().toString(-mb.headroom() / Quantity::kGiB, 'f', 1));
    verdict += offloadText(e.parallel, mb, e.cluster.nodes);
    if (isTraining(w.method))
        //: Follows the memory verdict: the translation carries its own separator (none after 。).
        verdict += tr(" %1 tokens take %2 on %3 GPU(s) (%4 GPU-hours). %5")
                       .arg(Quantity::formatCountWords(w.effectiveTokens()),
                            durationWithBand(te.wallHours, te.wallHoursLow, te.wallHoursHigh))
                       .arg(G)
                       .arg(QLocale().toString(te.gpuHours, 'f', 0), runLossText(te));
    m_verdict->setText(verdict);

    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(tr("Checks"));
    for (const Check& c : e.checks)
        html += tr("<li><b>%1</b> %2%3</li>")
                    .arg(checkStatusLabel(c.status), c.message.toHtmlEscaped(),
                         (checkCitation(c).isEmpty()
                              ? QString()
                              : QStringLiteral(" <i>(%1)</i>").arg(checkCitation(c).toHtmlEscaped())));
    html += QStringLiteral("</ul><p><small>%1</small></p>")
                .arg(seedArticleTitles()
                         .join(QStringLiteral("<br>"))
                         .toHtmlEscaped()
                         .replace(QStringLiteral("&lt;br&gt;"), QStringLiteral("<br>")));
    html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("How the figures are computed"));
    const QList<Explanation> ex = e.memoryExplanations + e.timeExplanations;
    for (const Explanation& e : ex)
        html += QStringLiteral("<li><b>%1</b> = %2<br><small>%3 — %4</small></li>")
                    .arg(e.item.toHtmlEscaped(), e.formula.toHtmlEscaped(), e.inputs.toHtmlEscaped(),
                         e.source.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_details->setHtml(html);
    emit estimated();
}

} // namespace gpuplan
